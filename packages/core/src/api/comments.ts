import {
  API,
  apiPath,
  type Comment,
  type CommentListQuery,
  type CommentRepliesQuery,
  type MessageResponse,
} from '@cwt/contracts';
import { mutate } from 'swr';
import { isCommentsKey } from '../swr/keys';
import { apiRequest } from './client';

export type CommentListParams = Partial<CommentListQuery>;
export type CommentRepliesParams = Partial<CommentRepliesQuery>;

export const commentsApi = {
  list: (postId: string, params: CommentListParams = {}, signal?: AbortSignal) =>
    apiRequest<Comment[]>(apiPath(API.comments, { postId }), { query: { ...params }, signal }),
  /** A top-level comment, or with `parentId` a reply to that comment of the same post. */
  create: (postId: string, content: string, parentId?: string) =>
    apiRequest<Comment>(apiPath(API.comments, { postId }), {
      method: 'POST',
      body: parentId ? { content, parentId } : { content },
    }),
  replies: (commentId: string, params: CommentRepliesParams = {}, signal?: AbortSignal) =>
    apiRequest<Comment[]>(apiPath(API.commentReplies, { commentId }), { query: { ...params }, signal }),
  /**
   * The author's new text. The answer replaces the comment wherever it is cached (the post's list
   * or a page of replies), so the thread shows the edit without refetching.
   */
  edit: async (commentId: string, content: string): Promise<Comment> => {
    const edited = await apiRequest<Comment>(apiPath(API.comment, { commentId }), {
      method: 'PUT',
      body: { content },
    });
    await mutate<Comment[]>(
      (key) => isCommentsKey(key, edited.postId),
      (list) => list?.map((c) => (c.id === edited.id ? edited : c)),
      { revalidate: false },
    );
    return edited;
  },
  remove: (commentId: string) =>
    apiRequest<MessageResponse>(apiPath(API.comment, { commentId }), { method: 'DELETE' }),
};
