import { randomBytes } from 'node:crypto';
import type { Locale, LoginResponse } from '@cwt/contracts';
import { eq, sql } from 'drizzle-orm';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, conflict, isUniqueViolation, unauthorized } from '../lib/errors';
import { issueLogin } from './users';

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const GOOGLE_LINK_REFUSED =
  'An account with this e-mail already exists but its e-mail is not verified. Log in with your password and verify your e-mail first, then use Google sign-in.';

interface GoogleClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** Verifies Google ID tokens against Google's published keys (fetched once, cached, refreshed on rotation). */
export class GoogleVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  constructor(
    jwksUrl: string,
    private readonly clientIds: string[],
  ) {
    this.jwks = createRemoteJWKSet(new URL(jwksUrl), {
      cacheMaxAge: 6 * 60 * 60 * 1000,
      cooldownDuration: 30_000,
    });
  }

  get enabled(): boolean {
    return this.clientIds.length > 0;
  }

  async verify(token: string): Promise<GoogleClaims> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: ISSUERS,
        audience: this.clientIds,
        // Google signs with RS256; anything else (including alg none) is refused.
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.email !== 'string' || !payload.email)
        throw unauthorized('GOOGLE_EMAIL_MISSING', 'Google account has no e-mail');
      return {
        sub: payload.sub!,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError)
        throw unauthorized('GOOGLE_TOKEN_INVALID', 'Invalid Google token');
      if ((error as { statusCode?: number }).statusCode === 401) throw error;
      // JWKS fetch failures and the like: the token could not be checked, so it is not accepted.
      throw unauthorized('GOOGLE_TOKEN_INVALID', 'Invalid Google token');
    }
  }
}

function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 30);
  return cleaned.length >= 3 ? cleaned : `${cleaned}user`.slice(0, 30);
}

/**
 * Signs in with a Google ID token: the account with the token's e-mail when that account's e-mail is
 * verified, else a new account on first sign-in. An unverified account is never linked, so nobody can
 * take over a Google user's e-mail by registering it first.
 */
export async function googleLogin(
  ctx: AppContext,
  verifier: GoogleVerifier,
  token: string,
  /** A new account's language: the one the sign-in request negotiated. */
  locale: Locale,
): Promise<LoginResponse> {
  if (!verifier.enabled)
    throw badRequest('GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured on this server');
  const claims = await verifier.verify(token);
  const [existing] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${claims.email}`)
    .limit(1);
  if (existing) {
    if (!existing.emailVerified || !claims.emailVerified)
      throw conflict('GOOGLE_LINK_REFUSED', GOOGLE_LINK_REFUSED, 'email');
    return issueLogin(ctx, existing);
  }

  const base = usernameBase(claims.email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = attempt === 0 ? base : `${base}${randomBytes(2).toString('hex')}`;
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1);
    if (taken) continue;
    try {
      const [row] = await ctx.db
        .insert(users)
        .values({
          username,
          email: claims.email,
          name: claims.name?.trim().slice(0, 100) || username,
          // Not an argon2 hash, so no password ever matches; "forgot password" can set a real one.
          passwordHash: `!google:${randomBytes(16).toString('hex')}`,
          emailVerified: claims.emailVerified,
          locale,
        })
        .returning();
      return issueLogin(ctx, row!);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Raced with another sign-in of the same e-mail: sign in to that account if allowed.
      const [raced] = await ctx.db.select().from(users).where(eq(users.email, claims.email)).limit(1);
      if (raced) {
        if (!raced.emailVerified || !claims.emailVerified)
          throw conflict('GOOGLE_LINK_REFUSED', GOOGLE_LINK_REFUSED, 'email');
        return issueLogin(ctx, raced);
      }
    }
  }
  throw conflict('USERNAME_UNAVAILABLE', 'Could not choose a free username, please try again');
}
