import { API, apiPath, type FollowedTopic, type TopicFollowResponse } from '@cwt/contracts';
import { apiRequest, pathIs, swrFetcher, swrKeys } from '@cwt/core';
import useSWR, { mutate } from 'swr';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function setFollowing(name: string, follow: boolean): Promise<TopicFollowResponse> {
  const res = await apiRequest<TopicFollowResponse>(apiPath(API.topicFollow, { name }), {
    method: follow ? 'POST' : 'DELETE',
  });
  // The member's topic list shows the change at once (the server's spelling), then is asked for
  // again; which posts the Following feed holds is the server's to say, so its pages are refetched.
  const patch = (list: FollowedTopic[] | undefined) => {
    if (!list) return list;
    const rest = list.filter((t) => !sameName(t.name, name));
    return res.following ? [{ name: res.name, followedAt: new Date().toISOString() }, ...rest] : rest;
  };
  await mutate(swrKeys.myTopics(), patch, { revalidate: false });
  void mutate(swrKeys.myTopics());
  void mutate(pathIs(API.feedFollowing));
  return res;
}

/** Topic follows: a topic is a name matched case-insensitively against a post's category or tags. */
export const topicsApi = {
  /** POST follows, DELETE unfollows (idempotent); the topic list and the feed follow. */
  setFollowing,
  mine: (signal?: AbortSignal) => apiRequest<FollowedTopic[]>(API.myTopics, { signal }),
};

/** The signed-in member's topics, most recently followed first; `enabled` false skips the request. */
export function useMyTopics(enabled = true) {
  return useSWR<FollowedTopic[]>(enabled ? swrKeys.myTopics() : null, swrFetcher);
}

/**
 * Whether the member follows the topic `name` (any case), from their topic list: undefined while
 * it loads or when `enabled` is false (signed out).
 */
export function useFollowsTopic(name: string, enabled = true): boolean | undefined {
  const { data } = useMyTopics(enabled);
  return data?.some((t) => sameName(t.name, name));
}
