import { PAGES } from '@cwt/contracts';
import { matchRoutes } from 'react-router-dom';
import { routes } from './routes';

// Every link PAGES builds lands on the page whose pattern it came from: a pattern and its href are
// written side by side in the contracts, and this is what keeps them agreeing.
// An id for the pages named by one; a name with accents, spaces and a slash for the category page,
// whose href encodes it.
const sampleFor = (page: unknown) => (page === PAGES.category ? 'Đà Lạt & co/1' : '65a1b2c3d4e5f60718293a4b');

function leafFor(href: string) {
  const matches = matchRoutes(routes, href) ?? [];
  return matches[matches.length - 1];
}

describe('PAGES and the route table', () => {
  test.each(Object.entries(PAGES))('%s: its href is routed by its pattern', (_name, page) => {
    const sample = sampleFor(page);
    const href = typeof page.href === 'function' ? page.href(sample) : page.href;
    const leaf = leafFor(href);
    expect(leaf).toBeDefined();
    const path = leaf!.route.index ? PAGES.home.pattern : leaf!.route.path;
    // The admin owns everything below its own prefix.
    expect(path).toBe(page === PAGES.admin ? `${PAGES.admin.pattern}/*` : page.pattern);
    if (typeof page.href === 'function') expect(Object.values(leaf!.params)).toContain(sample);
  });

  test('an unknown path falls through to the not-found page', () => {
    expect(leafFor('/no-such-page')?.route.path).toBe('*');
  });
});
