import { createHash, randomBytes } from 'node:crypto';
import {
  FORGOT_PASSWORD_MESSAGE,
  type Locale,
  RESET_TOKEN_INVALID,
  VERIFY_TOKEN_INVALID,
} from '@cwt/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { emailVerificationTokens, passwordResetTokens, type UserRow, users } from '../db/schema';
import { localeOrDefault, translate } from '../i18n/translate';
import { tag } from '../lib/cache-tags';
import { badRequest } from '../lib/errors';
import { hashPassword } from '../lib/password';
import { getMailer } from './mail';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

type TokenTable = typeof passwordResetTokens | typeof emailVerificationTokens;

/** Stores only the hash; the raw token goes out in the mail and nowhere else. */
async function createToken(ctx: AppContext, table: TokenTable, userId: string, ttlMs: number) {
  const token = newToken();
  await ctx.db
    .insert(table)
    .values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks the token used in the same statement that checks it, so two concurrent uses cannot both win. */
async function consumeToken(ctx: AppContext, table: TokenTable, token: string): Promise<string | null> {
  const [row] = await ctx.db
    .update(table)
    .set({ usedAt: new Date() })
    .where(and(eq(table.tokenHash, sha256(token)), isNull(table.usedAt), gt(table.expiresAt, new Date())))
    .returning({ userId: table.userId });
  return row?.userId ?? null;
}

/** Who a mail goes to: it is written in their language (the default until they choose one). */
type Recipient = Pick<UserRow, 'id' | 'email' | 'name'> & { locale?: Locale | null };

/** One of the account mails, rendered from the catalogue in the recipient's language, and sent. */
async function sendAccountMail(
  ctx: AppContext,
  user: Recipient,
  log: FastifyBaseLogger | null,
  mail: 'reset' | 'set' | 'verify',
  link: string,
): Promise<void> {
  const locale = localeOrDefault(user.locale);
  await getMailer(ctx.config, log).send({
    to: user.email,
    subject: translate(locale, `mail.${mail}.subject`),
    text: translate(locale, `mail.${mail}.text`, { name: user.name, link }),
    link,
  });
}

/** Mails a password link; also used for accounts an ADMIN creates (`purpose: 'set'`). */
export async function sendPasswordLink(
  ctx: AppContext,
  user: Recipient,
  log: FastifyBaseLogger | null,
  purpose: 'reset' | 'set' = 'reset',
): Promise<void> {
  const token = await createToken(ctx, passwordResetTokens, user.id, RESET_TTL_MS);
  await sendAccountMail(ctx, user, log, purpose, `${ctx.config.siteUrl}/reset-password?token=${token}`);
}

/** Always the same neutral answer, so the endpoint cannot tell which e-mails have accounts. */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (user) {
    // Not awaited: the answer takes the same time whether or not a mail goes out.
    sendPasswordLink(ctx, user, log).catch((err) => log.error({ err }, 'password reset mail failed'));
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** Sets the new password, ends every session (token version) and voids other outstanding links. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ message: string }> {
  const userId = await consumeToken(ctx, passwordResetTokens, token);
  if (!userId) throw badRequest('RESET_TOKEN_INVALID', RESET_TOKEN_INVALID, 'token');
  const passwordHash = await hashPassword(password);
  await ctx.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  ctx.cache.touch(tag.auth(userId));
  return { message: 'Your password has been reset. Please log in.' };
}

export async function sendVerificationMail(
  ctx: AppContext,
  user: Recipient,
  log: FastifyBaseLogger | null,
): Promise<void> {
  const token = await createToken(ctx, emailVerificationTokens, user.id, VERIFY_TTL_MS);
  // Straight to the API, which verifies and redirects to the Account page: no extra front-end route.
  await sendAccountMail(
    ctx,
    user,
    log,
    'verify',
    `${ctx.config.publicUrl}/api/auth/verify-email?token=${token}`,
  );
}

/** Links sent to an earlier address were voided when it changed (voidVerificationTokens). */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ message: string }> {
  const userId = await consumeToken(ctx, emailVerificationTokens, token);
  if (!userId) throw badRequest('VERIFY_TOKEN_INVALID', VERIFY_TOKEN_INVALID, 'token');
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return { message: 'Your e-mail address is verified.' };
}

/** A changed e-mail voids links sent to the old one. */
export async function voidVerificationTokens(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
