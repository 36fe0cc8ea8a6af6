import { type AddHistoryRequest, API, type HistoryResponse } from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import { pathIs, swrKeys } from '../swr/keys';
import { swrFetcher } from '../swr/provider';
import { apiRequest } from './client';

const VIEWED_THE_POST = 'Viewed the post';

/** The signed-in user's reading history. */
export const historyApi = {
  /** Records a view; a repeated view moves the entry to the top on the server. */
  add: async (postId: string, description: string = VIEWED_THE_POST) => {
    const res = await apiRequest<unknown>(API.historyAdd, {
      method: 'POST',
      body: { postId, description } satisfies AddHistoryRequest,
    });
    void mutate(pathIs(API.history));
    return res;
  },
};

/** A page of history (from 1); the previous page stays shown while the next one loads. */
export function useHistory(enabled: boolean, page = 1, size = 10) {
  return useSWR<HistoryResponse>(enabled ? swrKeys.history(page, size) : null, swrFetcher, {
    keepPreviousData: true,
  });
}
