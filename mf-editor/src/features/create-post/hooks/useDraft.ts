import { STORAGE_KEYS } from '@cwt/contracts';
import { readStorage, removeStorage, writeStorage } from '@cwt/core';
import { type RefObject, useEffect, useRef } from 'react';
import { emptyFields, isDirty, type PostFields } from '../validation';
import type { DraftRef } from './useServerDraft';

interface StoredDraft extends PostFields {
  savedAt: string;
  /** The server draft these fields belong to, at the version last saved there. */
  draftId?: string | null;
  version?: number;
  /** True when the server had exactly these fields. */
  synced?: boolean;
}

/** This browser's copy of the new post being written: the fallback while the server cannot be reached. */
export interface LocalDraft {
  fields: PostFields;
  draftId: string | null;
  version: number;
  synced: boolean;
}

/** The server side of the local copy, when the editor keeps one (useServerDraft). */
export interface ServerSide {
  ref: RefObject<DraftRef>;
  isSynced: (fields: PostFields) => boolean;
}

/** The create-post draft kept in localStorage (STORAGE_KEYS.editorDraft) until published or discarded. */
export function readDraft(): LocalDraft | null {
  const raw = readStorage(STORAGE_KEYS.editorDraft);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    const base = emptyFields();
    const fields: PostFields = {
      title: typeof parsed.title === 'string' ? parsed.title : base.title,
      category: typeof parsed.category === 'string' ? parsed.category : base.category,
      tags: typeof parsed.tags === 'string' ? parsed.tags : base.tags,
      content: typeof parsed.content === 'string' ? parsed.content : base.content,
      imageUrl:
        typeof parsed.imageUrl === 'string' && /^https?:\/\//i.test(parsed.imageUrl) ? parsed.imageUrl : '',
    };
    if (!isDirty(fields)) return null;
    const draftId = typeof parsed.draftId === 'string' ? parsed.draftId : null;
    const version = typeof parsed.version === 'number' && parsed.version >= 1 ? parsed.version : 1;
    return { fields, draftId, version, synced: draftId !== null && parsed.synced === true };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  removeStorage(STORAGE_KEYS.editorDraft);
}

/** Saves `fields` shortly after typing stops (and when the page is left); only while `enabled`. */
export function useDraftAutosave(
  fields: PostFields,
  enabled: boolean,
  server?: ServerSide,
  delayMs = 400,
): void {
  const latest = useRef(fields);
  latest.current = fields;
  const serverSide = useRef(server);
  serverSide.current = server;

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => saveLocalDraft(fields, serverSide.current), delayMs);
    return () => window.clearTimeout(timer);
  }, [fields, enabled, delayMs]);

  useEffect(() => {
    if (!enabled) return;
    const flush = () => saveLocalDraft(latest.current, serverSide.current);
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [enabled]);
}

/** Writes the local copy now (also right after a server save, so it names the version saved). */
export function saveLocalDraft(fields: PostFields, server: ServerSide | undefined): void {
  if (!isDirty(fields)) {
    clearDraft();
    return;
  }
  const ref = server?.ref.current;
  const draft: StoredDraft = {
    ...fields,
    savedAt: new Date().toISOString(),
    draftId: ref?.id ?? null,
    version: ref?.version ?? 1,
    synced: server?.isSynced(fields) ?? false,
  };
  writeStorage(STORAGE_KEYS.editorDraft, JSON.stringify(draft));
}
