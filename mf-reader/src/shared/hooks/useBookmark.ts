import { bookmarksApi, isApiError, patchCachedPost, t, useSession } from '@cwt/core';
import { notify } from '@cwt/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyLoginRequired } from '../messages';

/** The spec's bookmark: changes only after the call succeeds; failures give its two alerts. */
export function useBookmark(post: { id: string; saved: boolean }) {
  const signedIn = useSession((s) => s.isSignedIn);
  const [saved, setSaved] = useState(post.saved);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  useEffect(() => {
    if (!pendingRef.current) setSaved(post.saved);
  }, [post.saved]);

  const toggle = useCallback(async () => {
    if (!signedIn) {
      notifyLoginRequired();
      return;
    }
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    try {
      const result = await bookmarksApi.setSaved(post.id, !saved);
      const next = result?.saved ?? result?.isSaved ?? !saved;
      setSaved(next);
      void patchCachedPost(post.id, { saved: next, isSaved: next });
    } catch (error) {
      const network = isApiError(error) && error.status === 0;
      notify.error(t(network ? 'reader.bookmark.network' : 'reader.bookmark.failed'), {
        id: 'bookmark-error',
      });
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }, [post.id, saved, signedIn]);

  return { saved, pending, toggle };
}
