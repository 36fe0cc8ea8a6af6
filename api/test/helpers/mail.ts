import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from './server';

/** Waits for the newest mail to `to` matching `matching` (the file adapter writes after the response). */
export async function mailTo(server: TestServer, to: string, matching: RegExp): Promise<string> {
  const dir = path.join(server.config.dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.includes(to))
        .sort();
    } catch {
      // not created yet
    }
    const texts = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).filter((t) => matching.test(t));
    if (texts.length > 0) return texts.at(-1)!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} matching ${matching}`);
}

/** The token of the first link in `mail` that starts with `prefix`. */
export function linkToken(mail: string, prefix: string): string {
  const m = new RegExp(`${prefix.replace(/[.?/]/g, '\\$&')}([A-Za-z0-9_-]+)`).exec(mail);
  if (!m) throw new Error(`no link ${prefix} in ${mail}`);
  return m[1]!;
}

export const VERIFY_MAIL = /Confirm your e-mail/;
export const VERIFY_LINK = '/api/auth/verify-email?token=';
export const RESET_MAIL = /Reset your CWT password/;
export const RESET_LINK = '/reset-password?token=';
