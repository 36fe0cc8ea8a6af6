// Loads the exposed modules of remotes for every bundle on the page: the shell's routes and widgets,
// and a remote that mounts another remote's module (the admin's Blogs form mounts the editor). One
// cache, one timeout (the runtime config's remoteTimeoutMs), one retry policy.
import type { RemoteModuleId, RemoteName } from '@cwt/contracts';
import type { ComponentType } from 'react';
import { peekRuntimeConfig } from '../config';
import { loadCatalogues } from '../i18n/catalogues';
import { getLocale } from '../i18n/locale';
import { t } from '../i18n/translate';

// biome-ignore lint/suspicious/noExplicitAny: exposed modules are page or widget components of any props.
export type RemoteComponent = ComponentType<any>;

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/** Components already loaded: later mounts render them at once, with no loading flash. */
const loaded = new Map<RemoteModuleId, RemoteComponent>();
/** Loads in flight, shared by every mount of the same module. A failed load is removed. */
const pending = new Map<RemoteModuleId, Promise<RemoteComponent>>();
/** Remotes with at least one module loaded: their runtime state is healthy and must not be reset. */
const healthyRemotes = new Set<RemoteName>();

/**
 * The Module Federation runtime of the page, handed over by the shell once it has registered the
 * configured remotes: core itself imports no federation runtime, so every bundle loads through the
 * shell's one instance (the one that knows where each remote lives).
 */
export interface RemoteRuntime {
  load: (id: RemoteModuleId) => Promise<unknown>;
  /** Forgets a remote's failed or pending load so the next `load` starts over. */
  reset: (name: RemoteName) => void;
}

let runtime: RemoteRuntime | null = null;

export function setRemoteRuntime(next: RemoteRuntime): void {
  runtime = next;
}

function loadRemoteModule(id: RemoteModuleId): Promise<unknown> {
  if (!runtime) throw new Error('no remote runtime: remotes load only inside the shell');
  return runtime.load(id);
}

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

function isComponent(value: unknown): value is RemoteComponent {
  // Plain function components, or memo/forwardRef/lazy objects.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError(remote, t('core.remote.timeout', { remote }))),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function getLoadedRemoteComponent(id: RemoteModuleId): RemoteComponent | undefined {
  return loaded.get(id);
}

export function loadRemoteComponent(id: RemoteModuleId): Promise<RemoteComponent> {
  const ready = loaded.get(id);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(id);
  if (inFlight) return inFlight;

  const remote = remoteNameOf(id);
  const timeoutMs = peekRuntimeConfig()?.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;
  // The module registers its bundle's catalogue as it is evaluated; the component is handed out only
  // once that catalogue is loaded in the active language, so its first render shows no message id.
  const promise = withTimeout(
    Promise.resolve()
      .then(() => loadRemoteModule(id))
      .then(async (mod) => {
        await loadCatalogues(getLocale());
        return mod;
      }),
    timeoutMs,
    remote,
  )
    .catch((error: unknown) => {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remote, t('core.remote.unreachable', { remote }), { cause: error });
    })
    .then((mod) => {
      const component =
        mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
      if (!isComponent(component)) {
        throw new RemoteLoadError(remote, t('core.remote.notComponent', { id }));
      }
      loaded.set(id, component);
      healthyRemotes.add(remote);
      return component;
    });
  pending.set(id, promise);
  promise.then(
    () => pending.delete(id),
    (error: unknown) => {
      pending.delete(id);
      console.error(`[cwt] loading ${id} failed`, error);
    },
  );
  return promise;
}

/**
 * Before a Retry: drop the failed attempt, and the runtime's caches too when the remote never loaded.
 * After a crash while rendering (`crashed`), the module itself is suspect: the federation runtime keeps
 * its evaluated exports, so re-rendering would throw again even once a fixed build is deployed. Only a
 * fresh copy of the remote can recover, so its components and runtime state are dropped as well.
 */
export function prepareRetry(id: RemoteModuleId, { crashed = false }: { crashed?: boolean } = {}): void {
  pending.delete(id);
  const remote = remoteNameOf(id);
  if (crashed) {
    // Every module of that remote: later mounts must not mix the old copy with the fresh one.
    for (const key of [...loaded.keys()]) if (remoteNameOf(key) === remote) loaded.delete(key);
    healthyRemotes.delete(remote);
  }
  if (!healthyRemotes.has(remote)) {
    try {
      runtime?.reset(remote);
    } catch (error) {
      console.error(`[cwt] resetting remote ${remote} failed`, error);
    }
  }
}

/** Test helper: forget everything loaded. */
export function resetRemoteComponentCache(): void {
  loaded.clear();
  pending.clear();
  healthyRemotes.clear();
}
