import { likesApi, patchCachedPost, useSession } from '@cwt/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyLoginRequired } from '../messages';

export interface LikeablePost {
  id: string;
  liked: boolean;
  likeCount: number;
}

/**
 * The spec's post like: applied at once, rolled back if the call fails (logged, no alert), and blocked
 * while a call is in flight. Success writes the server's count into every cached list holding the post.
 */
export function usePostLike(post: LikeablePost) {
  const signedIn = useSession((s) => s.isSignedIn);
  const [state, setState] = useState({ liked: post.liked, count: post.likeCount });
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  useEffect(() => {
    if (!pendingRef.current) setState({ liked: post.liked, count: post.likeCount });
  }, [post.liked, post.likeCount]);

  const toggle = useCallback(async () => {
    if (!signedIn) {
      notifyLoginRequired();

      return;
    }
    if (pendingRef.current) return;
    const previous = state;
    const liked = !previous.liked;
    setState({ liked, count: Math.max(0, previous.count + (liked ? 1 : -1)) });
    pendingRef.current = true;
    setPending(true);
    try {
      const result = await likesApi.setPostLike(post.id, liked);
      setState({ liked: result.liked, count: result.likeCount });
      void patchCachedPost(post.id, {
        liked: result.liked,
        likeCount: result.likeCount,
        likeCnt: result.likeCount,
      });
    } catch (error) {
      setState(previous);
      console.error('[reader] like failed, rolled back', error);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }, [post.id, signedIn, state]);

  return { liked: state.liked, count: state.count, pending, toggle };
}
