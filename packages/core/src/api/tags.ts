import { API, type TagCount } from '@cwt/contracts';
import { apiRequest } from './client';

export const tagsApi = {
  /** Every category and tag with its post count (categories first). */
  list: (signal?: AbortSignal) => apiRequest<TagCount[]>(API.tags, { signal }),
};
