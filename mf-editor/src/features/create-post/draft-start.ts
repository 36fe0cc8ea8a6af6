import type { Draft } from '@cwt/contracts';
import type { ServerDraftSetup } from './components/PostForm';
import { draftKey, fieldsOfDraft } from './draft-fields';
import type { LocalDraft } from './hooks/useDraft';
import { emptyFields, type PostFields } from './validation';

/** What a new post's form starts from: the local copy, the server draft, or both reconciled. */
export interface Start {
  fields: PostFields;
  server: ServerDraftSetup;
  restored: boolean;
}

/**
 * The local copy wins only when it is the same draft at the same version with changes the server never
 * got (written offline); otherwise the server's copy, which may be newer (another device), is shown.
 */
export function startFrom(local: LocalDraft | null, draft: Draft | null): Start {
  if (!draft) {
    const fields = local?.fields ?? emptyFields();
    const start = { id: local?.draftId ?? null, version: local?.version ?? 1 };
    // An unsynced local copy is saved to the server (a stale one then offers both copies).
    const saved = local?.synced ? local.fields : emptyFields();
    return { fields, server: { start, postId: null, saved }, restored: local !== null };
  }
  const theirs = fieldsOfDraft(draft);
  const localAhead =
    local?.draftId === draft.id &&
    local.version === draft.version &&
    draftKey(local.fields) !== draftKey(theirs);
  return {
    fields: localAhead && local ? local.fields : theirs,
    server: { start: { id: draft.id, version: draft.version }, postId: null, saved: theirs },
    restored: true,
  };
}
