import { API, apiPath, type LikeResponse } from '@cwt/contracts';
import { apiRequest } from './client';

/** Idempotent: POST likes, DELETE unlikes; both answer with the new state and count. */
export const likesApi = {
  setPostLike: (postId: string, liked: boolean) =>
    apiRequest<LikeResponse>(apiPath(API.likePost, { postId }), { method: liked ? 'POST' : 'DELETE' }),
  setCommentLike: (commentId: string, liked: boolean) =>
    apiRequest<LikeResponse>(apiPath(API.likeComment, { commentId }), { method: liked ? 'POST' : 'DELETE' }),
};
