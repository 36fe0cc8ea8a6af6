// The ADMIN every e2e site is started with. Apart from site.ts (which needs CommonJS's __dirname) so
// the API helpers load under plain ESM too: scripts/pixel-diff imports them through tsx.
export const ADMIN = { username: 'e2eadmin', password: 'e2e-admin-password' };
