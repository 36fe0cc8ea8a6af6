import type { RemoteModuleId } from '@cwt/contracts';
import { type Params, useLocation, useParams } from '@cwt/router';
import { ErrorCard, Spinner } from '@cwt/ui';
import { type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import {
  getLoadedRemoteComponent,
  loadRemoteComponent,
  prepareRetry,
  type RemoteComponent,
  remoteNameOf,
} from './load-remote-component';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import styles from './RemoteModule.module.css';

export interface RemoteModuleProps {
  id: RemoteModuleId;
  /** Shown while the module loads; default: a centred spinner. */
  fallback?: ReactNode;
  /** Shown when the module fails to load or crashes; default: an ErrorCard with Retry. */
  errorFallback?: (error: Error, retry: () => void) => ReactNode;
  /** Props passed to the remote component (widgets; pages take none). */
  props?: Record<string, unknown>;
  /**
   * Starts the page's first requests while its remote downloads (once, when the remote is not loaded
   * yet): the data and the files arrive in parallel.
   */
  prefetch?: (params: Readonly<Params>) => void;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'error'; error: Error };

/**
 * One exposed module of a remote, loaded on first render. A remote that is down, slow or throws shows a
 * small error card with Retry here, and only here: the top bar, menu and other routes keep working.
 */
export function RemoteModule(props: RemoteModuleProps) {
  // A new module id is a new area: never show the previous module's component or error for it.
  return <RemoteModuleArea key={props.id} {...props} />;
}

function initialState(id: RemoteModuleId): LoadState {
  const Component = getLoadedRemoteComponent(id);
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

function RemoteModuleArea({ id, fallback, errorFallback, props, prefetch }: RemoteModuleProps) {
  const { pathname } = useLocation();
  const params = useParams();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(id));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry trigger; the prefetch runs once, for the params the page opened with.
  useEffect(() => {
    if (getLoadedRemoteComponent(id)) return;
    let active = true;
    if (attempt === 0) prefetch?.(params);
    setState({ status: 'loading' });
    loadRemoteComponent(id).then(
      // A transition: the page renders in slices that leave the main thread free between them, while
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

  const renderError =
    errorFallback ??
    ((error: Error, onRetry: () => void) => <RemoteErrorCard id={id} error={error} onRetry={onRetry} />);

  if (state.status === 'error') return <>{renderError(state.error, retry)}</>;
  if (state.status === 'loading') {
    return <>{fallback ?? <RemoteLoading />}</>;
  }
  const { Component } = state;
  return (
    <RemoteErrorBoundary resetKey={pathname} fallback={renderError} onRetry={retryAfterCrash}>
      <Component {...props} />
    </RemoteErrorBoundary>
  );
}

/** The default while a remote loads: a centred spinner. */
export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.loadingText}>Loading…</span>
    </div>
  );
}

export function RemoteErrorCard({
  id,
  error,
  onRetry,
}: {
  id: RemoteModuleId;
  error: Error;
  onRetry: () => void;
}) {
  const remote = remoteNameOf(id);
  return (
    <div className={styles.errorArea}>
      <ErrorCard
        title="This section could not be loaded"
        message={`${error.message || `The ${remote} service is unavailable.`} The rest of the site still works; try again in a moment.`}
        onRetry={onRetry}
      />
    </div>
  );
}
