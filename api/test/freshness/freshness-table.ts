import type { FreshnessRow } from './freshness-kit';
import { ACCOUNT_ROWS } from './rows/account';
import { ADMIN_ROWS } from './rows/admin';
import { CONVERSATIONS_ROWS } from './rows/conversations';
import { NOTIFICATIONS_ROWS } from './rows/notifications';
import { POSTS_ROWS } from './rows/posts';

export { FreshnessFixtures, type Read, type Viewer } from './freshness-kit';

/**
 * The write-freshness table (docs/testing.md): every write route's row, gathered from one file per
 * area so each stays readable. freshness.test.ts fails on a route with no row.
 */
export const FRESHNESS_TABLE: FreshnessRow[] = [
  ...ACCOUNT_ROWS,
  ...POSTS_ROWS,
  ...CONVERSATIONS_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...ADMIN_ROWS,
];
