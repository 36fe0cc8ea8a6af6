import { t } from '@cwt/core';
import { isEmptyHtml } from '../rich-text/serialize';

export interface PostFields {
  title: string;
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  /** HTML from the editor. */
  content: string;
  imageUrl: string;
}

export type FieldName = 'title' | 'category' | 'content' | 'imageUrl';
export type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * The spec's messages, read when shown: getters, so each reading is in the language active then
 * (the catalogue's `editor.required.*`).
 */
export const MESSAGES: Readonly<Record<FieldName | 'summary', string>> = {
  get title() {
    return t('editor.required.title');
  },
  get category() {
    return t('editor.required.category');
  },
  get content() {
    return t('editor.required.content');
  },
  get imageUrl() {
    return t('editor.required.imageUrl');
  },
  get summary() {
    return t('editor.required.summary');
  },
};

export const emptyFields = (): PostFields => ({
  title: '',
  category: '',
  tags: '',
  content: '',
  imageUrl: '',
});

/** True when the field has content by the spec's rule (non-blank; the editor: not an empty paragraph). */
export function hasContent(field: FieldName, value: string): boolean {
  return field === 'content' ? !isEmptyHtml(value) : value.trim() !== '';
}

const REQUIRED: readonly FieldName[] = ['title', 'category', 'content', 'imageUrl'];

export function validatePost(fields: PostFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) {
    if (!hasContent(field, fields[field])) errors[field] = MESSAGES[field];
  }
  return errors;
}

/**
 * The flagged fields' messages read now, in the active language: messages kept in a form's state were
 * worded when found, and a language switch while they show must word them again.
 */
export function messagesNow(errors: FieldErrors): FieldErrors {
  const now: FieldErrors = {};
  for (const field of REQUIRED) if (errors[field]) now[field] = MESSAGES[field];
  return now;
}

/** Tags: split on commas, trimmed, empty entries dropped (duplicates too, case-insensitively). */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Anything typed or picked: Cancel asks before discarding it. */
export function isDirty(fields: PostFields): boolean {
  return (
    fields.title.trim() !== '' ||
    fields.category.trim() !== '' ||
    fields.tags.trim() !== '' ||
    !isEmptyHtml(fields.content) ||
    fields.imageUrl !== ''
  );
}
