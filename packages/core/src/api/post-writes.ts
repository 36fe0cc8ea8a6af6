import { API, apiPath, type CreatePostRequest, type Post, type UpdatePostRequest } from '@cwt/contracts';
import { apiRequest } from './client';

/** POST /api/posts and PUT /api/posts/:id (the editor's create and edit modes, the admin Blogs form). */
export const postWritesApi = {
  create: (body: CreatePostRequest) => apiRequest<Post>(API.posts, { method: 'POST', body }),
  update: (id: string, body: UpdatePostRequest) =>
    apiRequest<Post>(apiPath(API.post, { id }), { method: 'PUT', body }),
};
