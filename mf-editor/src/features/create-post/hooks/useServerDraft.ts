import { DRAFT_AUTOSAVE_DELAY_MS, type Draft } from '@cwt/contracts';
import { isApiError } from '@cwt/core';
import { conflictCopy, draftsApi } from '@cwt/core/editor';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { draftBody, draftKey, fieldsOfDraft } from '../draft-fields';
import type { PostFields } from '../validation';

/** What the editor tells of the server copy (DraftStatus shows it). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'failed' | 'conflict';

/** The server draft the form continues: id null until the first save creates it. */
export interface DraftRef {
  id: string | null;
  version: number;
}

export interface ServerDraftOptions {
  enabled: boolean;
  start: DraftRef;
  /** The published post the edits belong to (edit page); null for a new post. */
  postId: string | null;
  /** The fields as the server has them, so an untouched form is not saved again. */
  saved: PostFields;
}

export interface ServerDraft {
  status: SaveStatus;
  /** The refusal's message when status is 'failed'. */
  failure: string | null;
  /** The server's newer copy when status is 'conflict'. */
  conflict: Draft | null;
  ref: RefObject<DraftRef>;
  /** True when the server has exactly these fields. */
  isSynced: (fields: PostFields) => boolean;
  /** Saves what is unsaved now; the draft to publish, or null when there is none (or the save failed). */
  flush: () => Promise<DraftRef | null | 'conflict'>;
  /** While paused nothing is saved (publishing, discarding); resume after a failed publish. */
  setPaused: (paused: boolean) => void;
  /** Conflict: this device's copy replaces the server's. */
  keepMine: () => void;
  /** Conflict: the server's copy replaces the form's (returned for the form to show). */
  takeTheirs: () => PostFields | null;
}

const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;

/** Waiting more with each failure, so a server that is down is not hammered by every open editor. */
const retryDelay = (failures: number) => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));

/**
 * Keeps the form saved on the server: about 3 s after the last change, and when the page is hidden,
 * left or unmounted (a `keepalive` request, up to the size browsers allow). Each save names the version
 * it started from; a stale one stops saving and offers both copies (keepMine / takeTheirs). Failures
 * are retried with a growing wait; the local copy (useDraftAutosave) covers what never reached the server.
 */
export function useServerDraft(fields: PostFields, options: ServerDraftOptions): ServerDraft {
  const [status, setStatus] = useState<SaveStatus>(options.start.id ? 'saved' : 'idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Draft | null>(null);
  const [retryTick, setRetryTick] = useState(0);
  const ref = useRef<DraftRef>(options.start);
  const savedKey = useRef(draftKey(options.saved));
  const latest = useRef(fields);
  latest.current = fields;
  const postId = useRef(options.postId);
  postId.current = options.postId;
  const enabled = useRef(options.enabled);
  enabled.current = options.enabled;
  const inConflict = useRef(false);
  const paused = useRef(false);
  const failures = useRef(0);
  const inflight = useRef<Promise<void> | null>(null);

  const attempt = useCallback(async (): Promise<void> => {
    const current = latest.current;
    const key = draftKey(current);
    if (paused.current || inConflict.current || key === savedKey.current) return;
    setStatus('saving');
    try {
      const draft = await draftsApi.save(
        ref.current.id,
        draftBody(current, ref.current.version),
        postId.current,
      );
      ref.current = { id: draft.id, version: draft.version };
      savedKey.current = key;
      failures.current = 0;
      setFailure(null);
      setStatus('saved');
    } catch (error) {
      const copy = conflictCopy(error);
      if (copy) {
        ref.current = { id: copy.id, version: copy.version };
        // The other copy says the same (this device's own save as the page went away): nothing to choose.
        if (draftKey(fieldsOfDraft(copy)) === key) {
          savedKey.current = key;
          setStatus('saved');
          return;
        }
        inConflict.current = true;
        setConflict(copy);
        setStatus('conflict');
        return;
      }
      if (isApiError(error) && error.status === 404 && ref.current.id !== null) {
        // Deleted on another device: this one's text starts a new draft.
        ref.current = { id: null, version: 1 };
      } else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
        // Refused for what it holds (or signed out): the next change tries again, not a timer.
        setFailure(error.message);
        setStatus('failed');
        return;
      }
      failures.current += 1;
      setStatus('retrying');
      setRetryTick((n) => n + 1);
    }
  }, []);

  /** One save at a time, so each starts from the version the last one answered. */
  const saveNow = useCallback(async (): Promise<void> => {
    while (inflight.current) await inflight.current;
    const run = attempt();
    inflight.current = run;
    try {
      await run;
    } finally {
      inflight.current = null;
    }
  }, [attempt]);

  // retryTick: a failed save schedules the next attempt even when nothing was typed since.
  // biome-ignore lint/correctness/useExhaustiveDependencies: retryTick re-arms the timer on purpose
  useEffect(() => {
    if (!options.enabled || conflict || draftKey(fields) === savedKey.current) return;
    const delay = failures.current > 0 ? retryDelay(failures.current) : DRAFT_AUTOSAVE_DELAY_MS;
    const timer = window.setTimeout(() => void saveNow(), delay);
    return () => window.clearTimeout(timer);
  }, [fields, options.enabled, conflict, retryTick, saveNow]);

  useEffect(() => {
    /** The page is going away: a request that outlives it, or the local copy when too large for one. */
    const leave = () => {
      if (!enabled.current || paused.current || inConflict.current || inflight.current) return;
      if (draftKey(latest.current) === savedKey.current) return;
      draftsApi.saveOnLeave(ref.current.id, draftBody(latest.current, ref.current.version), postId.current);
    };
    // Hidden (another tab, the phone's home screen) may be the last moment a page gets: saved at once.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && enabled.current) void saveNow();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the editor inside the site: the page lives on, so the save is an ordinary one.
      if (enabled.current && !inConflict.current && draftKey(latest.current) !== savedKey.current)
        void saveNow();
    };
  }, [saveNow]);

  const flush = useCallback(async (): Promise<DraftRef | null | 'conflict'> => {
    await saveNow();
    if (inConflict.current) return 'conflict';
    if (ref.current.id === null) return null;
    return draftKey(latest.current) === savedKey.current ? { ...ref.current } : null;
  }, [saveNow]);

  const keepMine = useCallback(() => {
    inConflict.current = false;
    // Nothing is "saved" any more: the next save writes this device's copy over the version shown.
    savedKey.current = '';
    setConflict(null);
    void saveNow();
  }, [saveNow]);

  const takeTheirs = useCallback((): PostFields | null => {
    if (!conflict) return null;
    const theirs = fieldsOfDraft(conflict);
    inConflict.current = false;
    savedKey.current = draftKey(theirs);
    setConflict(null);
    setStatus('saved');
    return theirs;
  }, [conflict]);

  const setPaused = useCallback((value: boolean) => {
    paused.current = value;
  }, []);

  const isSynced = useCallback((f: PostFields) => draftKey(f) === savedKey.current, []);

  return { status, failure, conflict, ref, isSynced, flush, setPaused, keepMine, takeTheirs };
}
