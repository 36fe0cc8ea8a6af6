import type { RuntimeConfig } from '@cwt/contracts';

let current: RuntimeConfig | null = null;

/** Called once by the shell after it has read /config.json, before anything renders. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The shell's /config.json; null before the shell has loaded it (tests, a remote served on its own). */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}
