import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PagedPosts } from '@cwt/contracts';
import type { Response } from 'playwright-core';
import { expectAccessible } from '../src/browser';
import { repoRoot } from '../src/site';
import { page, servedDocument, site, useBrowserSuite } from '../src/suite';

// Stopping a remote on purpose logs failed loads; nothing may break the security policy.
useBrowserSuite({ expectedError: (e) => !e.includes('Content Security Policy') });

const HERO = 'Diverse Perspectives of the Young Generation';

test('the site origin serves pages, feeds and hashed chunks, and 404s unknown assets', async () => {
  const page = await fetch(`${site.url}/blog/000000000000000000000000`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(await page.text()).toContain('<div id="root">');
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`script-src 'self' 'sha256-`);
  expect(csp).toContain(`http://localhost:${site.port('reader')}`);
  expect(csp).toContain(`connect-src 'self' ${site.apiUrl}`);
  expect(csp).toContain("frame-ancestors 'none'");

  const rss = await fetch(`${site.url}/rss.xml`);
  expect(rss.status).toBe(200);
  expect(await rss.text()).toContain('<rss');
  const sitemap = await fetch(`${site.url}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(await sitemap.text()).toContain('<urlset');

  expect((await fetch(`${site.url}/chunks/missing.0123456789.js`)).status).toBe(404);
  const manifest = (await (
    await fetch(`http://localhost:${site.port('reader')}/mf-manifest.json`)
  ).json()) as {
    shared: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.shared.flatMap((s) => s.assets.js.sync).find((f) => f.startsWith('chunks/'));
  expect(chunk).toBeDefined();
  const hashed = await fetch(`http://localhost:${site.port('reader')}/${chunk}`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers.get('content-encoding')).toBe('br');
});

/** react-dom's client build holds this internal key; no other bundle of ours contains it. */
const REACT_DOM_MARK = '__reactContainer$';

test('react-dom is downloaded once while visiting pages of several remotes', async () => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (res: Response) => {
    if (res.request().resourceType() === 'script') {
      scripts.push(
        res.text().then(
          (body) => ({ url: res.url(), body }),
          () => ({ url: res.url(), body: '' }),
        ),
      );
    }
  });
  await page.goto(site.url);
  await page.getByRole('heading', { name: HERO }).waitFor();
  await expectAccessible(page, 'home');
  await page.getByRole('link', { name: 'Popular' }).first().click();
  await page.getByRole('heading', { name: 'Popular Posts' }).waitFor();
  // Client-side navigation only: one page load, three remotes (reader, then social via Login).
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.getByRole('heading', { name: /Forgot/ }).waitFor();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter((s) => s.body.includes(REACT_DOM_MARK)).map((s) => s.url)).toHaveLength(1);
});

test('home is prerendered: the hero paints from the HTML alone, and React renders it in the same place', async () => {
  const home = await fetch(`${site.url}/`);
  expect(await home.text()).toContain(HERO);
  // A preconnect to the API; no preload of the reader's files (a failed preload would defeat Retry).
  expect(home.headers.get('link')).toContain(`<${new URL(site.apiUrl).origin}>; rel=preconnect`);
  expect(home.headers.get('link')).not.toContain('mf-manifest.json');
  // Other deep links get the plain document: home's chrome would be the wrong first paint there.
  const login = await (await fetch(`${site.url}/login`)).text();
  expect(login).toContain('<div id="root">');
  expect(login).not.toContain(HERO);

  // First paint: every script refused, so what shows is index.html and its inline CSS alone.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(site.url);
  const painted = await page.getByRole('heading', { name: HERO }).boundingBox();
  const login1 = await page.getByRole('banner').getByRole('link', { name: 'Login' }).boundingBox();
  await page.unroute(/\.js$/);
  await page.goto(site.url);
  // Once the reader's home page has rendered (Top Authors is the reader's own), nothing has moved.
  await page.getByRole('heading', { name: 'Top Authors' }).waitFor();
  expect(painted).not.toBeNull();
  expect(await page.getByRole('heading', { name: HERO }).boundingBox()).toEqual(painted);
  expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).boundingBox()).toEqual(login1);
});

test('home’s HTML carries Popular Blogs’ cards: their images load from the HTML, and stay put when React takes over', async () => {
  const popular = (await (await fetch(`${site.apiUrl}/api/posts/most-liked?size=6`)).json()) as PagedPosts;
  const firstRow = popular.content.slice(0, 3);
  expect(firstRow).toHaveLength(3);
  const html = await servedDocument('/');
  // The first row's images, at high priority, in the reader's order; then the data block for React.
  const images = html.match(/<img [^>]*fetchpriority="high"[^>]*>/gi) ?? [];
  expect(images.map((tag) => tag.match(/src="([^"]*)"/)?.[1])).toEqual(firstRow.map((p) => p.imageCloudUrl));
  expect(html).toContain('<script type="application/json" id="cwt-first-view">');

  // The HTML alone (scripts refused) shows the cards where the loaded page shows them.
  const card = () => page.getByRole('list', { name: 'Popular Blogs' }).getByRole('listitem').first();
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(site.url);
  await page.getByRole('link', { name: firstRow[0]?.title ?? '' }).waitFor();
  const painted = await card().boundingBox();
  await page.unroute(/\.js$/);
  await page.goto(site.url);
  await page.getByRole('heading', { name: 'Top Authors' }).waitFor();
  expect(painted).not.toBeNull();
  expect(await card().boundingBox()).toEqual(painted);
});

test('home’s bundles start once the first card’s image has arrived, so they do not share its bandwidth', async () => {
  const popular = (await (await fetch(`${site.apiUrl}/api/posts/most-liked?size=6`)).json()) as PagedPosts;
  const image = popular.content[0]?.imageCloudUrl ?? '';
  expect(image).not.toBe('');
  const html = await servedDocument('/');
  // No parser-started entry script: an inline starter whose hash the site's CSP carries.
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  const entryRequested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/main.js') entryRequested.push(request.url());
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(image, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(site.url, { waitUntil: 'domcontentloaded' });
    // Parsed, the cards on screen, the image still on its way: the bundles have not been asked for.
    await page.getByRole('list', { name: 'Popular Blogs' }).getByRole('listitem').first().waitFor();
    expect(entryRequested).toEqual([]);
    release();
    // Then they load and React takes over (Top Authors is the reader's own section).
    await page.getByRole('heading', { name: 'Top Authors' }).waitFor();
    expect(entryRequested).toHaveLength(1);
  } finally {
    release();
    await page.unroute(image);
  }
});

test('a post’s HTML carries its header and cover: the title and cover paint from it and stay put when React takes over', async () => {
  const popular = (await (await fetch(`${site.apiUrl}/api/posts/most-liked?size=1`)).json()) as PagedPosts;
  const post = popular.content[0];
  expect(post?.imageCloudUrl).toBeTruthy();
  if (!post) return;
  const served = await fetch(`${site.url}/blog/${post.id}`);
  expect(served.headers.get('link')).toContain(`<${new URL(site.apiUrl).origin}>; rel=preconnect`);
  const html = await servedDocument(`/blog/${post.id}`);
  const escaped = post.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(`<title>${escaped.replace(/"/g, '&quot;')} · CWT</title>`);
  expect(html).not.toContain(HERO);
  const cover = html.match(/<img [^>]*fetchpriority="high"[^>]*>/gi) ?? [];
  expect(cover.map((tag) => tag.match(/src="([^"]*)"/)?.[1])).toEqual([post.imageCloudUrl]);
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);

  // The HTML alone (scripts refused): the title and cover where the loaded page shows them.
  const heading = () => page.getByRole('heading', { level: 1, name: post.title });
  const image = () => page.locator(`img[src="${post.imageCloudUrl}"]`).first();
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`${site.url}/blog/${post.id}`);
  const title = await heading().boundingBox();
  const picture = await image().boundingBox();
  await page.unroute(/\.js$/);
  await page.goto(`${site.url}/blog/${post.id}`);
  // The author card is the reader's own: the page has rendered.
  await page.getByText('Written by').waitFor();
  expect(title).not.toBeNull();
  expect(await heading().boundingBox()).toEqual(title);
  expect(await image().boundingBox()).toEqual(picture);
  await expect(page.title()).resolves.toBe(`${post.title} · CWT`);
  await expectAccessible(page, 'post as served');

  // A post that does not exist gets the plain page, and the reader's not-found screen.
  const missing = await (await fetch(`${site.url}/blog/0123456789abcdef01234567`)).text();
  expect(missing).not.toContain('id="cwt-first-view"');
});

test('a stopped remote shows an error card in its area only, and recovers on Retry', async () => {
  await site.stopBundle('reader');
  try {
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The chrome still works and routes served by other remotes or the shell still render.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Ready to share your perspective?' }).waitFor();
    await page.goto(`${site.url}/forgot-password`);
    await page.getByRole('heading', { name: /Forgot/ }).waitFor();
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  } finally {
    await site.startBundle('reader');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: HERO }).waitFor();
});

test('a remote rebuilt with a change and deployed through /config.json shows up without rebuilding the shell', async () => {
  const shellEntry = readFileSync(path.join(repoRoot, 'shell/dist/index.html'), 'utf8');
  // A copy of the reader's sources inside mf-reader, so it resolves the same node_modules.
  const copy = path.join(repoRoot, 'mf-reader/.e2e-redeploy');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const item of ['src', 'webpack.config.mjs', 'package.json', 'exposes.json']) {
    cpSync(path.join(repoRoot, 'mf-reader', item), path.join(copy, item), { recursive: true });
  }
  // A heading the reader owns (the hero and Popular Blogs' frame are @cwt/ui's, shared from the shell):
  // its text is in the reader's own catalogue, which the redeployed remote brings with it.
  const catalogueFile = path.join(copy, 'src/i18n/en.messages.json');
  const source = readFileSync(catalogueFile, 'utf8');
  expect(source).toContain('"reader.authors.title": "Top Authors"');
  writeFileSync(
    catalogueFile,
    source.replace(
      '"reader.authors.title": "Top Authors"',
      '"reader.authors.title": "Redeployed Top Authors"',
    ),
  );
  const build = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'mf-reader/node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    { cwd: copy, encoding: 'utf8', env: process.env },
  );
  expect(build.status).toBe(0);

  try {
    await page.goto(site.url);
    await page.getByRole('heading', { name: 'Top Authors', exact: true }).waitFor();

    const newPort = site.port('shell') + 50;
    await site.startBundle('reader', path.join(copy, 'dist'), newPort);
    site.setRemote('reader', `http://localhost:${newPort}/mf-manifest.json`);
    await page.reload();
    await page.getByRole('heading', { name: 'Redeployed Top Authors' }).waitFor();
    // The shell itself was not rebuilt.
    expect(readFileSync(path.join(repoRoot, 'shell/dist/index.html'), 'utf8')).toBe(shellEntry);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
