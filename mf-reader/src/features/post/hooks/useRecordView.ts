import { historyApi, useSession } from '@cwt/core';
import { useEffect, useRef } from 'react';

/** A signed-in reader's view goes to their history, once per post per visit. */
export function useRecordView(postId: string | undefined) {
  const signedIn = useSession((s) => s.isSignedIn);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !postId || recorded.current === postId) return;
    recorded.current = postId;
    historyApi.add(postId).catch((error: unknown) => console.error('[reader] history add failed', error));
  }, [signedIn, postId]);
}
