import { DELETED_USER_NAME } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';

/** Username of the placeholder author; not a valid username, so nobody can register it. */
export const DELETED_USER_USERNAME = 'deleted user';

/** The placeholder author kept content moves to, created on first use. */
export async function deletedUserId(tx: AppContext['db']): Promise<string> {
  await tx
    .insert(users)
    .values({
      name: DELETED_USER_NAME,
      username: DELETED_USER_USERNAME,
      email: 'deleted-user@invalid',
      // Not an argon2 hash: no password ever verifies against it.
      passwordHash: '!',
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${DELETED_USER_USERNAME}`);
  return row!.id;
}
