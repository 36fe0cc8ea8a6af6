import { API, apiPath, type Comment, type CommentListQuery, type MessageResponse } from '@cwt/contracts';
import { apiRequest } from './client';

export type CommentListParams = Partial<CommentListQuery>;

export const commentsApi = {
  list: (postId: string, params: CommentListParams = {}, signal?: AbortSignal) =>
    apiRequest<Comment[]>(apiPath(API.comments, { postId }), { query: { ...params }, signal }),
  create: (postId: string, content: string) =>
    apiRequest<Comment>(apiPath(API.comments, { postId }), { method: 'POST', body: { content } }),
  remove: (commentId: string) =>
    apiRequest<MessageResponse>(apiPath(API.comment, { commentId }), { method: 'DELETE' }),
};
