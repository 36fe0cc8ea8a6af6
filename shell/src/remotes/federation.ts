// The only file that talks to the Module Federation runtime, so tests can replace it in one place.
import type { RemoteModuleId, RemoteName, RuntimeConfig } from '@cwt/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote the runtime config lists; nothing is fetched until a module is loaded. */
export function registerConfiguredRemotes(remotes: RuntimeConfig['remotes']): void {
  entries = { ...remotes };
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export function loadRemoteModule(id: RemoteModuleId): Promise<unknown> {
  return loadRemote<unknown>(id);
}

/**
 * Forgets a remote's failed or pending load (its manifest and entry caches) so the next loadRemote
 * starts over: a remote that was down and came back works on Retry, without a page reload.
 */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
