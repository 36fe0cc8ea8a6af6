import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum memory/time parameters.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** PHC strings start `$argon2id$`, `$argon2i$` or `$argon2d$`; anything else (`!google:...`) never matches. */
const isArgon2Hash = (value: string) => /^\$argon2(id|i|d)\$/.test(value);

/**
 * Always does one argon2 verification, even for a stored value that is no password hash (accounts
 * created by Google sign-in): argon2 would reject it at once, and that quick answer would tell an
 * attacker which usernames belong to Google-only accounts.
 */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const usable = isArgon2Hash(hashed);
  try {
    const ok = await verify(usable ? hashed : await dummyHash(), password);
    return usable && ok;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Verified against for unknown usernames so a login costs the same whether the user exists. Made
 * once per process, with the same parameters as real hashes.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password-cwt', OPTIONS);
  return dummy;
}
