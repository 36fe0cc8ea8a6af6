// The only file that talks to the Module Federation runtime; it hands the runtime to @cwt/core's
// loader, which every bundle on the page loads remote modules through.
import type { RemoteModuleId, RemoteName, RuntimeConfig } from '@cwt/contracts';
import { setRemoteRuntime } from '@cwt/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote the runtime config lists; nothing is fetched until a module is loaded. */
export function registerConfiguredRemotes(remotes: RuntimeConfig['remotes']): void {
  entries = { ...remotes };
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  setRemoteRuntime({ load: loadRemoteModule, reset: resetRemote });
}

function loadRemoteModule(id: RemoteModuleId): Promise<unknown> {
  return loadRemote<unknown>(id);
}

/**
 * Forgets a remote's failed or pending load (its manifest and entry caches) so the next loadRemote
 * starts over: a remote that was down and came back works on Retry, without a page reload.
 */
function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
