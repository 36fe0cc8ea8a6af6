import { STORAGE_KEYS } from '@cwt/contracts';
import { readStorage, removeStorage, writeStorage } from '@cwt/core';
import { useEffect, useRef } from 'react';
import { emptyFields, isDirty, type PostFields } from '../validation';

interface StoredDraft extends PostFields {
  savedAt: string;
}

/** The create-post draft kept in localStorage (STORAGE_KEYS.editorDraft) until published or discarded. */
export function readDraft(): PostFields | null {
  const raw = readStorage(STORAGE_KEYS.editorDraft);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    const base = emptyFields();
    const draft: PostFields = {
      title: typeof parsed.title === 'string' ? parsed.title : base.title,
      category: typeof parsed.category === 'string' ? parsed.category : base.category,
      tags: typeof parsed.tags === 'string' ? parsed.tags : base.tags,
      content: typeof parsed.content === 'string' ? parsed.content : base.content,
      imageUrl:
        typeof parsed.imageUrl === 'string' && /^https?:\/\//i.test(parsed.imageUrl) ? parsed.imageUrl : '',
    };
    return isDirty(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  removeStorage(STORAGE_KEYS.editorDraft);
}

/** Saves `fields` shortly after typing stops (and when the page is left); only while `enabled`. */
export function useDraftAutosave(fields: PostFields, enabled: boolean, delayMs = 400): void {
  const latest = useRef(fields);
  latest.current = fields;

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => save(fields), delayMs);
    return () => window.clearTimeout(timer);
  }, [fields, enabled, delayMs]);

  useEffect(() => {
    if (!enabled) return;
    const flush = () => save(latest.current);
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [enabled]);
}

function save(fields: PostFields): void {
  if (!isDirty(fields)) {
    clearDraft();
    return;
  }
  const draft: StoredDraft = { ...fields, savedAt: new Date().toISOString() };
  writeStorage(STORAGE_KEYS.editorDraft, JSON.stringify(draft));
}
