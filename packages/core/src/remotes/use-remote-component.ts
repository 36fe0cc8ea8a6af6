import type { RemoteModuleId } from '@cwt/contracts';
import { startTransition, useCallback, useEffect, useState } from 'react';
import {
  getLoadedRemoteComponent,
  loadRemoteComponent,
  prepareRetry,
  type RemoteComponent,
} from './load-remote-component';

export type RemoteComponentState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'error'; error: Error };

function initialState(id: RemoteModuleId): RemoteComponentState {
  const Component = getLoadedRemoteComponent(id);
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

/**
 * One exposed module of a remote, loaded on first render (at once when already loaded). `retry` after a
 * failed load; `retryAfterCrash` when the loaded component threw while rendering (a fresh copy of the
 * remote is fetched). `beforeFirstLoad` runs once, when the module is not loaded yet: a page starts its
 * first requests there, so its data and its files arrive in parallel.
 */
export function useRemoteComponent(id: RemoteModuleId, beforeFirstLoad?: () => void) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteComponentState>(() => initialState(id));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry trigger; beforeFirstLoad runs once, as the module's area opened.
  useEffect(() => {
    if (getLoadedRemoteComponent(id)) return;
    let active = true;
    if (attempt === 0) beforeFirstLoad?.();
    setState({ status: 'loading' });
    loadRemoteComponent(id).then(
      // A transition: the module renders in slices that leave the main thread free between them, while
      // the placeholder stays on screen until it is ready (one long task per page otherwise).
      (Component) => active && startTransition(() => setState({ status: 'ready', Component })),
      (error: unknown) =>
        active &&
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    prepareRetry(id);
    setAttempt((n) => n + 1);
  }, [id]);
  const retryAfterCrash = useCallback(() => {
    prepareRetry(id, { crashed: true });
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [id]);

  return { state, retry, retryAfterCrash };
}
