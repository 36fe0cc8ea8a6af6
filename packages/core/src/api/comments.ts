import {
  API,
  apiPath,
  type Comment,
  type CommentListQuery,
  type CommentRepliesQuery,
  type MessageResponse,
} from '@cwt/contracts';
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
  remove: (commentId: string) =>
    apiRequest<MessageResponse>(apiPath(API.comment, { commentId }), { method: 'DELETE' }),
};
