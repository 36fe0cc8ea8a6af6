// The dashboard's 'Blogs by Category' pie, measured in the browser: with eight categories of very
// different sizes its labels must not print on top of each other at any width, in either theme.
// E2E_SCREENSHOT_DIR=<folder> also saves a screenshot of the chart for each width and theme.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AdminStats } from '@cwt/contracts';
import { authedCall, login } from '../src/api';
import { ADMIN } from '../src/site';
import { page, site, useBrowserSuite } from '../src/suite';
import { loginThroughUi } from '../src/ui';

/** Added to the seed's six posts in each of the eight categories: one slice of 65%, five of 2.5%. */
const EXTRA_POSTS: Record<string, number> = { Technology: 150, Travel: 30, Health: 10 };

interface Box {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

let stats: AdminStats;

useBrowserSuite();
beforeAll(async () => {
  const { token } = await login(site.apiUrl, ADMIN.username, ADMIN.password);
  const posts = Object.entries(EXTRA_POSTS).flatMap(([category, n]) =>
    Array.from({ length: n }, (_, i) => ({
      title: `${category} extra ${i + 1}`,
      category,
      tags: ['e2e'],
      content: '<p>A post that skews the dashboard pie.</p>',
    })),
  );
  // A few at a time: quick, without queueing hundreds of writes on the API at once.
  for (let i = 0; i < posts.length; i += 8) {
    await Promise.all(
      posts
        .slice(i, i + 8)
        .map((p) =>
          authedCall(site.apiUrl, token, '/api/posts', { method: 'POST', body: JSON.stringify(p) }),
        ),
    );
  }
  stats = await authedCall<AdminStats>(site.apiUrl, token, '/api/admin/stats');
});

test('the category pie has eight skewed slices and no two of its labels overlap, at 375, 768 and 1280 px, light and dark', async () => {
  const counts = stats.postsByCategory.map((c) => c.count);
  expect(counts).toHaveLength(8);
  // Skewed: the largest slice is more than half of the pie, the five smallest under 3% each.
  const total = counts.reduce((a, b) => a + b, 0);
  expect(Math.max(...counts) / total).toBeGreaterThan(0.5);
  expect(counts.filter((c) => c / total < 0.03)).toHaveLength(5);

  const shots = process.env.E2E_SCREENSHOT_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  await loginThroughUi(page, site.url, ADMIN.username, ADMIN.password);
  await page.waitForURL(`${site.url}/admin`);
  for (const width of [375, 768, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.reload();
      const figure = page.getByRole('figure', { name: 'Blogs by Category' });
      await figure.locator('svg text').first().waitFor();
      const labels: Box[] = await figure.locator('svg text').evaluateAll((nodes) =>
        nodes.map((n) => {
          const r = n.getBoundingClientRect();
          // Lines apart: a two-line label reads 'Food 6 blogs', not 'Food6 blogs'.
          const lines = Array.from(n.querySelectorAll('tspan'), (t) => t.textContent ?? '');
          const text = lines.length ? lines.join(' ') : (n.textContent ?? '');
          return { text, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        }),
      );
      // Measured with the labels, before a full-page screenshot can scroll the page.
      const frame = await figure.evaluate((f) => f.getBoundingClientRect().toJSON() as Box);
      if (shots) {
        const name = `${width}-${colorScheme}.png`;
        await page.screenshot({ path: path.join(shots, `dashboard-${name}`), fullPage: true });
        await figure.locator('xpath=..').screenshot({ path: path.join(shots, `pie-${name}`) });
      }
      const where = `${width} px, ${colorScheme}`;
      // One label per category, naming it and its count: 'Food: 6' on one line, or 'Food' over '6 blogs'.
      expect({
        where,
        labels: labels.map((l) => l.text.replace(/^(.*?):? (\d+)( blogs?)?$/, '$1: $2')).sort(),
      }).toEqual({
        where,
        labels: stats.postsByCategory.map((c) => `${c.category}: ${c.count}`).sort(),
      });
      const overlaps: string[] = [];
      labels.forEach((a, i) => {
        for (const b of labels.slice(i + 1)) if (intersects(a, b)) overlaps.push(`${a.text} / ${b.text}`);
      });
      expect({ where, overlaps }).toEqual({ where, overlaps: [] });
      // Inside the chart's box: none is cut off at the card's edge.
      const outside = labels
        .filter(
          (l) => l.left < frame.left || l.right > frame.right || l.top < frame.top || l.bottom > frame.bottom,
        )
        .map((l) => l.text);
      expect({ where, outside }).toEqual({ where, outside: [] });
    }
  }
});
