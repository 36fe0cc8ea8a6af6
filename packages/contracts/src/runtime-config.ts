import type { RuntimeConfig } from './config';
import { REMOTE_NAMES } from './remotes';

export type RuntimeConfigResult =
  | { success: true; data: RuntimeConfig }
  | { success: false; message: string };

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks /config.json by the rules of `runtimeConfigSchema`, without zod: the shell reads its config
 * before the first render, and zod would add ~26 kB gzip to every first view. A contracts test holds
 * the two to the same verdicts.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfigResult {
  const fail = (message: string): RuntimeConfigResult => ({ success: false, message });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object');
  const raw = value as Record<string, unknown>;
  if (!isUrl(raw.apiBaseUrl)) return fail('apiBaseUrl: expected a URL');
  if (raw.googleClientId !== null && typeof raw.googleClientId !== 'string')
    return fail('googleClientId: expected a string or null');
  if (typeof raw.supportEmail !== 'string') return fail('supportEmail: expected a string');
  if (typeof raw.remotes !== 'object' || raw.remotes === null || Array.isArray(raw.remotes))
    return fail('remotes: expected an object');
  const entries = raw.remotes as Record<string, unknown>;
  for (const name of Object.keys(entries)) {
    if (!(REMOTE_NAMES as string[]).includes(name)) return fail(`remotes: unknown remote "${name}"`);
  }
  // An enum-keyed record is exhaustive in zod 4: every remote must be configured.
  for (const name of REMOTE_NAMES) {
    if (!isUrl(entries[name])) return fail(`remotes.${name}: expected a URL`);
  }
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, entries[name]]),
  ) as RuntimeConfig['remotes'];
  const timeout = raw.remoteTimeoutMs ?? 10_000;
  if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout <= 0)
    return fail('remoteTimeoutMs: expected a positive integer');
  return {
    success: true,
    data: {
      apiBaseUrl: raw.apiBaseUrl,
      googleClientId: raw.googleClientId,
      supportEmail: raw.supportEmail,
      remotes,
      remoteTimeoutMs: timeout,
    },
  };
}
