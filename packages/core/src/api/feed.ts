import { API, type FeedQuery, type PagedPosts } from '@cwt/contracts';
import useSWR from 'swr';
import { swrKeys } from '../swr/keys';
import { swrFetcher } from '../swr/provider';
import { apiRequest } from './client';

/** Query of GET /api/feed/following; the server fills defaults. */
export type FeedParams = Partial<FeedQuery>;

/** The Following feed: posts by the people and in the topics the signed-in member follows. */
export const feedApi = {
  following: (params: FeedParams = {}, signal?: AbortSignal) =>
    apiRequest<PagedPosts>(API.feedFollowing, { query: { ...params }, signal }),
};

/** A page of the member's Following feed; `enabled` false (signed out) skips the request. */
export function useFollowingFeed(params: FeedParams = {}, enabled = true) {
  return useSWR<PagedPosts>(enabled ? swrKeys.feedFollowing(params) : null, swrFetcher, {
    keepPreviousData: true,
  });
}
