import { PAGES } from '@cwt/contracts';

/** Where a signed-in user lands: ADMIN always goes to /admin; others back to where they came from, or /. */
export function postLoginTarget(isAdmin: boolean, state: unknown): string {
  if (isAdmin) return PAGES.admin.href;
  const from = fromOf(state);
  if (!from?.startsWith('/') || from.startsWith('//')) return PAGES.home.href;
  const path = from.split(/[?#]/)[0] ?? '';
  if (path === PAGES.login.href || path === PAGES.register.href || path.startsWith(PAGES.admin.href))
    return PAGES.home.href;
  return from;
}

/** location.state.from as a string, whether a path or a Location-like object was stored. */
function fromOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return from.pathname + search + hash;
  }
  return null;
}
