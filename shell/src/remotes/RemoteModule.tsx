import type { RemoteModuleId } from '@cwt/contracts';
import { remoteNameOf, useLocale, useRemoteComponent } from '@cwt/core';
import { type Params, useLocation, useParams } from '@cwt/router';
import { RemoteErrorCard, RemoteLoading } from '@cwt/ui';
import type { ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

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

/**
 * One exposed module of a remote, loaded on first render. A remote that is down, slow or throws shows a
 * small error card with Retry here, and only here: the top bar, menu and other routes keep working.
 */
export function RemoteModule(props: RemoteModuleProps) {
  // A new module id is a new area: never show the previous module's component or error for it.
  return <RemoteModuleArea key={props.id} {...props} />;
}

function RemoteModuleArea({ id, fallback, errorFallback, props, prefetch }: RemoteModuleProps) {
  const { pathname } = useLocation();
  const params = useParams();
  const { state, retry, retryAfterCrash } = useRemoteComponent(id, () => prefetch?.(params));
  // A change of language renders the remote again (a new element each render), so its dates and
  // counts follow even where its components do not read the language themselves.
  useLocale();

  const renderError =
    errorFallback ??
    ((error: Error, onRetry: () => void) => (
      <RemoteErrorCard remote={remoteNameOf(id)} error={error} onRetry={onRetry} />
    ));

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
