import { API, apiPath, type CreatePostRequest, type Post, type UpdatePostRequest } from '@cwt/contracts';
import { apiRequest, postCreated, postEdited } from '@cwt/core';

async function create(body: CreatePostRequest): Promise<Post> {
  const post = await apiRequest<Post>(API.posts, { method: 'POST', body });
  void postCreated();
  return post;
}

async function update(id: string, body: UpdatePostRequest): Promise<Post> {
  const post = await apiRequest<Post>(apiPath(API.post, { id }), { method: 'PUT', body });
  await postEdited(post);
  return post;
}

/**
 * POST /api/posts and PUT /api/posts/:id (the editor's create and edit modes, the admin Blogs form);
 * the cached post and post lists follow each write.
 */
export const postWritesApi = { create, update };
