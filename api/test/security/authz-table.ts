import type { AuthzRow } from './authz-kit';
import { NOTIFICATIONS_AND_ADMIN_ROWS } from './rows/notifications-and-admin';
import { SYSTEM_AND_POSTS_ROWS } from './rows/system-and-posts';
import { TOPICS_AND_MEMBERS_ROWS } from './rows/topics-and-members';

export type { AuthzRow, Call } from './authz-kit';

/** The authorization matrix (authz-kit.ts says how it is read), gathered from one file per area. */
export const AUTHZ_TABLE: AuthzRow[] = [
  ...SYSTEM_AND_POSTS_ROWS,
  ...TOPICS_AND_MEMBERS_ROWS,
  ...NOTIFICATIONS_AND_ADMIN_ROWS,
];
