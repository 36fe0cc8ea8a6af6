import type { RuntimeConfig } from '@cwt/contracts';

let current: RuntimeConfig | null = null;

/** Called once by the shell after it has read /config.json, before anything renders. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The shell's /config.json. Throws when read before the shell has loaded it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded yet: the shell sets it before rendering');
  return current;
}

/** Like getRuntimeConfig, but null instead of throwing (tests, a remote served on its own). */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}
