import { type AddHistoryRequest, API } from '@cwt/contracts';
import { apiRequest } from './client';

export const VIEWED_THE_POST = 'Viewed the post';

export const historyApi = {
  /** Records a view; a repeated view moves the entry to the top on the server. */
  add: (postId: string, description: string = VIEWED_THE_POST) =>
    apiRequest<unknown>(API.historyAdd, {
      method: 'POST',
      body: { postId, description } satisfies AddHistoryRequest,
    }),
};
