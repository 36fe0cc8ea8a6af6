import { API, type Category } from '@cwt/contracts';
import { apiRequest } from './client';

export const categoriesApi = {
  list: (signal?: AbortSignal) => apiRequest<Category[]>(API.categories, { signal }),
};
