import { API, type TopAuthor } from '@cwt/contracts';
import { apiRequest } from './client';

export const usersApi = {
  /** Authors with the most posts (the home page shows 4). */
  mostPosts: (size = 4, signal?: AbortSignal) =>
    apiRequest<TopAuthor[]>(API.mostPosts, { query: { size }, signal }),
};
