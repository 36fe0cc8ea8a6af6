import {
  API,
  apiPath,
  type CreateDraftRequest,
  DRAFT_KEEPALIVE_MAX_BYTES,
  type Draft,
  type DraftConflict,
  type MessageResponse,
  type PagedDrafts,
  type Post,
  type SaveDraftRequest,
} from '@cwt/contracts';
import { ApiError, apiRequest, pathIs, postEdited, swrFetcher, swrKeys } from '@cwt/core';
import useSWR, { mutate } from 'swr';

export interface DraftListParams {
  page?: number;
  size?: number;
  /** Only the draft of this post. */
  postId?: string;
}

/** The server's copy of a draft that a save or publish found newer than the version it started from. */
export function conflictCopy(error: unknown): Draft | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<DraftConflict> | undefined;
  return body?.draft && typeof body.draft.id === 'string' ? body.draft : null;
}

/** A saved draft shows in its own cache entry at once; the lists (order, titles) are asked for again. */
async function stored(draft: Draft): Promise<Draft> {
  await mutate(swrKeys.draft(draft.id), draft, { revalidate: false });
  void mutate(pathIs(API.drafts));
  return draft;
}

async function removed(id: string): Promise<void> {
  const drop = (page: PagedDrafts | undefined) =>
    page && {
      ...page,
      content: page.content.filter((d) => d.id !== id),
      totalElements: page.totalElements - (page.content.some((d) => d.id === id) ? 1 : 0),
    };
  await Promise.all([
    mutate(swrKeys.draft(id), undefined, { revalidate: false }),
    mutate(pathIs(API.drafts), drop, { revalidate: false }),
  ]);
  void mutate(pathIs(API.drafts));
}

/** POST /api/drafts (with `postId`: a draft of that post), or PUT /api/drafts/:id from `version`. */
function write(id: string | null, body: SaveDraftRequest, postId: string | null, keepalive = false) {
  if (id === null) {
    const { version: _first, ...fields } = body;
    return apiRequest<Draft>(API.drafts, { method: 'POST', body: { ...fields, postId }, keepalive });
  }
  return apiRequest<Draft>(apiPath(API.draft, { id }), { method: 'PUT', body, keepalive });
}

/** The signed-in user's drafts on the server (any device). Only their owner can read or change one. */
export const draftsApi = {
  list: (params: DraftListParams = {}, signal?: AbortSignal) =>
    apiRequest<PagedDrafts>(API.drafts, { query: { ...params }, signal }),
  get: (id: string, signal?: AbortSignal) => apiRequest<Draft>(apiPath(API.draft, { id }), { signal }),
  /** A new draft; with `postId`, a draft of that post (409, see `conflictCopy`, when it already has one). */
  create: async (body: CreateDraftRequest) =>
    stored(await apiRequest<Draft>(API.drafts, { method: 'POST', body })),
  /**
   * Saves from the version it started from (`id` null: creates the draft, of `postId` when given). A
   * stale version fails with 409 and the server's copy (`conflictCopy`).
   */
  save: async (id: string | null, body: SaveDraftRequest, postId: string | null = null) =>
    stored(await write(id, body, postId)),
  /**
   * The save made as the page goes away: a `keepalive` request that outlives the page. False when the
   * body is too large for one (the local copy keeps that draft) or the browser refused to send it.
   */
  saveOnLeave: (id: string | null, body: SaveDraftRequest, postId: string | null = null): boolean => {
    if (new Blob([JSON.stringify(body)]).size > DRAFT_KEEPALIVE_MAX_BYTES) return false;
    // Nobody is left to read the answer; a failure leaves the local copy to restore from.
    write(id, body, postId, true).catch(() => undefined);
    return true;
  },
  remove: async (id: string): Promise<MessageResponse> => {
    const res = await apiRequest<MessageResponse>(apiPath(API.draft, { id }), { method: 'DELETE' });
    await removed(id);
    return res;
  },
  /** Publishes at `version`: creates the post (new draft) or updates it (draft of a post); the draft goes. */
  publish: async (id: string, version: number): Promise<Post> => {
    const post = await apiRequest<Post>(apiPath(API.draftPublish, { id }), {
      method: 'POST',
      body: { version },
    });
    await removed(id);
    // A new post or an edited one: either way the post writes' own cache update (no list holds a new
    // post yet, so only its key is set and the lists and counts are asked for again).
    await postEdited(post);
    return post;
  },
};

/** A page of "My drafts", last edited first; `enabled` false skips it. */
export function useDrafts(params: DraftListParams = {}, enabled = true) {
  return useSWR<PagedDrafts>(enabled ? swrKeys.drafts(params) : null, swrFetcher);
}

/** One draft by id; `null` skips it. */
export function useDraft(id: string | null) {
  return useSWR<Draft>(id ? swrKeys.draft(id) : null, swrFetcher);
}
