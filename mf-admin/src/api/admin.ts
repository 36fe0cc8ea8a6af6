import {
  type AdminStats,
  type AdminUser,
  API,
  apiPath,
  type Category,
  type ContactMessage,
  type PagedPosts,
  type Post,
  type ReportItem,
} from '@cwt/contracts';
import { apiRequest, apiRequestWithTotal } from '@cwt/core';

export interface BlogInput {
  id?: string;
  title: string;
  category: string;
  content: string;
  imageCloudUrl: string | null;
  tags: string[];
}
export interface CustomerInput {
  name: string;
  email: string;
  userRole: string;
  username?: string;
}

/** Every back-office call of the admin remote; the API enforces ADMIN on each. */
export const adminApi = {
  stats: (query: { month?: number; year?: number } = {}) => apiRequest<AdminStats>(API.adminStats, { query }),

  posts: (query: { page: number; size: number; q?: string }) => apiRequest<PagedPosts>(API.posts, { query }),
  post: (id: string) => apiRequest<Post>(apiPath(API.post, { id })),
  addPost: (body: BlogInput) => apiRequest<Post>(API.posts, { method: 'POST', body }),
  updatePost: (id: string, body: BlogInput) =>
    apiRequest<Post>(apiPath(API.post, { id }), { method: 'PUT', body }),
  deletePost: (id: string) =>
    apiRequest<{ message: string }>(apiPath(API.post, { id }), { method: 'DELETE' }),

  categories: () => apiRequest<Category[]>(API.categories),
  addCategory: (name: string) => apiRequest<Category>(API.categories, { method: 'POST', body: { name } }),
  renameCategory: (id: string, name: string) =>
    apiRequest<Category>(apiPath(API.category, { id }), { method: 'PUT', body: { name } }),
  deleteCategory: (id: string, reassignTo?: string) =>
    apiRequest<{ message: string }>(apiPath(API.category, { id }), {
      method: 'DELETE',
      query: { reassignTo },
    }),

  users: (query: { page: number; size: number; q?: string }) =>
    apiRequestWithTotal<AdminUser>(API.adminUsers, { query }),
  addUser: (body: CustomerInput) => apiRequest<AdminUser>(API.adminUsers, { method: 'POST', body }),
  updateUser: (id: string, body: CustomerInput) =>
    apiRequest<AdminUser>(apiPath(API.adminUser, { id }), { method: 'PUT', body }),
  deleteUser: (id: string, content: 'delete' | 'keep') =>
    apiRequest<{ message: string }>(apiPath(API.adminUser, { id }), { method: 'DELETE', query: { content } }),

  reports: () => apiRequestWithTotal<ReportItem>(API.reportItems, { query: { size: 100 } }),
  ignoreReport: (id: string) =>
    apiRequest<{ message: string }>(apiPath(API.reportItem, { id }), { method: 'DELETE' }),
  deleteReportedContent: (id: string) =>
    apiRequest<{ message: string }>(apiPath(API.reportItem, { id }), {
      method: 'DELETE',
      query: { removeContent: 'true' },
    }),

  messages: () => apiRequestWithTotal<ContactMessage>(API.adminContact, { query: { size: 100 } }),
  setHandled: (id: string, handled: boolean) =>
    apiRequest<ContactMessage>(apiPath(API.adminContactMessage, { id }), {
      method: 'PUT',
      body: { handled },
    }),
};

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
