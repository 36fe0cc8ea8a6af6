import {
  type AdminCreateUserRequest,
  type AdminDeleteUserQuery,
  type AdminUpdateUserRequest,
  type AdminUser,
  API,
  apiPath,
  type MessageResponse,
} from '@cwt/contracts';
import { apiRequest, pathIs, revalidatePosts, swrKeys, swrTotalFetcher } from '@cwt/core';
import useSWR, { mutate } from 'swr';

export interface AdminUserListParams {
  page?: number;
  size?: number;
  q?: string;
}

/** The back office's user lists and dashboard counts change with every user write. */
function revalidateUsers(): Promise<unknown> {
  return Promise.all([mutate(pathIs(API.adminUsers)), mutate(pathIs(API.adminStats))]);
}

async function create(body: AdminCreateUserRequest): Promise<AdminUser> {
  const user = await apiRequest<AdminUser>(API.adminUsers, { method: 'POST', body });
  void revalidateUsers();
  return user;
}

async function update(id: string, body: AdminUpdateUserRequest): Promise<AdminUser> {
  const user = await apiRequest<AdminUser>(apiPath(API.adminUser, { id }), { method: 'PUT', body });
  // The user's name shows on their posts' cards and on their profile.
  void Promise.all([revalidateUsers(), revalidatePosts(), mutate(swrKeys.profile(id))]);
  return user;
}

async function remove(id: string, content: AdminDeleteUserQuery['content']): Promise<MessageResponse> {
  const res = await apiRequest<MessageResponse>(apiPath(API.adminUser, { id }), {
    method: 'DELETE',
    query: { content },
  });
  // Their posts are gone or moved to the 'deleted user' author: every post list changes.
  void Promise.all([revalidateUsers(), revalidatePosts()]);
  return res;
}

/** GET/POST/PUT/DELETE /api/admin/users (ADMIN); the cached user lists, stats and posts follow each write. */
export const adminUsersApi = {
  create,
  update,
  remove,
};

/** A page of users with the total. */
export function useAdminUsers(params: AdminUserListParams = {}) {
  return useSWR(swrKeys.adminUsers(params), swrTotalFetcher<AdminUser>);
}
