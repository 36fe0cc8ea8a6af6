import { API, apiPath, type Category, type MessageResponse } from '@cwt/contracts';
import { apiRequest, pathIs, revalidatePosts, swrKeys } from '@cwt/core';
import { mutate } from 'swr';

/** The category list (the admin's table and every picker) and the tag cloud, which counts categories. */
function revalidateCategories(): Promise<unknown> {
  return Promise.all([mutate(swrKeys.categories()), mutate(swrKeys.tags()), mutate(pathIs(API.adminStats))]);
}

async function create(name: string): Promise<Category> {
  const category = await apiRequest<Category>(API.categories, { method: 'POST', body: { name } });
  void revalidateCategories();
  return category;
}

async function rename(id: string, name: string): Promise<Category> {
  const category = await apiRequest<Category>(apiPath(API.category, { id }), {
    method: 'PUT',
    body: { name },
  });
  // Its posts carry the new name.
  void Promise.all([revalidateCategories(), revalidatePosts()]);
  return category;
}

/** Refused by the server while posts use it, unless `reassignTo` names the category they move to. */
async function remove(id: string, reassignTo?: string): Promise<MessageResponse> {
  const res = await apiRequest<MessageResponse>(apiPath(API.category, { id }), {
    method: 'DELETE',
    query: { reassignTo },
  });
  void Promise.all([revalidateCategories(), revalidatePosts()]);
  return res;
}

/**
 * POST/PUT/DELETE /api/categories (ADMIN); the list is `useCategories`. The cached categories, tags and
 * posts follow each write.
 */
export const adminCategoriesApi = { create, rename, remove };
