/** @jest-environment node */
import { FIRST_VIEW_DATA_ID, loadAllCatalogues } from '@cwt/core';
import { jsonForScript } from './document';
import { createHomeDocument, homeDocument } from './home-document';
import { builtTemplate, dataBlock, popularPage } from './test-posts';

// Built once the catalogues are loaded (the setup's beforeAll runs first), as the build does.
let template = '';
beforeAll(async () => {
  // Both languages, as the shell's server loads them before its first page.
  await loadAllCatalogues();
  template = builtTemplate();
});

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "<!--<script>alert('3')</script>--> \u2028 &amp; ' \"",
];

describe('home document at serve time', () => {
  it('puts Popular Blogs’ cards in the page, their first row’s images eager at high priority', () => {
    const page = popularPage(['One', 'Two', 'Three', 'Four']);
    const html = homeDocument(template, page, 'en');
    expect(html).not.toBeNull();
    const doc = html ?? '';
    expect(doc).toContain('Popular Blogs');
    for (const title of ['One', 'Two', 'Three', 'Four']) expect(doc).toContain(`>${title}</a>`);
    const images = [...doc.matchAll(/<img [^>]*src="https:\/\/img\.test\/(\d)\.jpg"[^>]*>/g)];
    expect(images.map((m) => m[1])).toEqual(['0', '1', '2', '3']);
    expect(
      images.slice(0, 3).every((m) => /fetchpriority="high"/i.test(m[0]) && /loading="eager"/.test(m[0])),
    ).toBe(true);
    expect(images[3]?.[0]).toMatch(/loading="lazy"/);
    expect(doc).toContain('href="/blog/000000000000000000000001"');
    // The hero is still there, and the data block sits after #root, which React's render empties.
    expect(doc).toContain('Diverse Perspectives of the Young Generation');
    expect(doc.indexOf(FIRST_VIEW_DATA_ID)).toBeGreaterThan(doc.indexOf('id="root"'));
    expect(dataBlock(doc)).toEqual({ popular: page });
    // The first image is preloaded before the page's scripts.
    const preload = doc.indexOf(
      '<link rel="preload" as="image" fetchpriority="high" href="https://img.test/0.jpg">',
    );
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(doc.indexOf('<script'));
  });

  it('escapes hostile titles and URLs in the markup and in the data block', () => {
    const page = popularPage(HOSTILE, (n) => (n === 0 ? 'x" onerror="alert(4)' : `javascript:alert(${n})`));
    const doc = homeDocument(template, page, 'en') ?? '';
    expect(doc).not.toContain('<script>alert');
    expect(doc).not.toContain('<img src=x');
    expect(doc).not.toContain('" onerror="');
    expect(doc).not.toContain('<!--<script>');
    expect(doc).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Three script ends: the template's two and the data block's; none comes from a title.
    expect(doc.match(/<\/script>/g)).toHaveLength(3);
    expect(doc).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="x&quot; onerror=&quot;alert(4)">',
    );
    expect(dataBlock(doc)).toEqual({ popular: page });
    expect(jsonForScript({ t: '</script>\u2028&' })).toBe('{"t":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });

  it('is null for a template without the build-time first view (another build)', () => {
    expect(
      homeDocument('<html><body><div id="root"></div></body></html>', popularPage(['One']), 'en'),
    ).toBeNull();
  });

  it('falls back to the built page when the API is down, slow or has no posts', async () => {
    const down = createHomeDocument({
      template,
      apiBaseUrl: () => 'http://api.test',
      fetch: jest.fn().mockRejectedValue(new TypeError('fetch failed')),
    });
    expect(await down('en')).toBeNull();

    const slow = createHomeDocument({
      template,
      apiBaseUrl: () => 'http://api.test',
      fetch: jest.fn(() => new Promise<Response>(() => {})),
      waitMs: 20,
      requestTimeoutMs: 50,
    });
    expect(await slow('en')).toBeNull();

    const empty = createHomeDocument({
      template,
      apiBaseUrl: () => 'http://api.test',
      fetch: jest.fn().mockResolvedValue(new Response(JSON.stringify(popularPage([])))),
    });
    expect(await empty('en')).toBeNull();
  });

  it('renders once per answer', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(popularPage(['One']))));
    const get = createHomeDocument({ template, apiBaseUrl: () => 'http://api.test', fetch: fetchMock });
    const first = await get('en');
    expect(first).toContain('>One</a>');
    expect(await get('en')).toBe(first);
    // Each language is its own document, rendered once too.
    const vi = await get('vi');
    expect(vi).not.toBe(first);
    expect(await get('vi')).toBe(vi);
  });

  it('renders in the request’s language, with <html lang> and the served-language marker', () => {
    const page = popularPage(['One']);
    const vi = homeDocument(template, page, 'vi') ?? '';
    expect(vi).toMatch(/<html lang="vi" data-locale="vi"/);
    for (const text of ['Góc nhìn đa dạng của thế hệ trẻ', 'Bài viết nổi bật', 'Trang chủ', 'Đăng nhập'])
      expect(vi).toContain(text);
    for (const text of ['Diverse Perspectives', 'Popular Blogs', '>Login<']) expect(vi).not.toContain(text);
    // Rendered in the request's language throughout: the switch offers the other one.
    expect(vi).toContain('title="Chuyển sang English"');
    expect(vi).toContain('<meta name="description" content="CWT: góc nhìn đa dạng của thế hệ trẻ.');
    const en = homeDocument(template, page, 'en') ?? '';
    expect(en).toMatch(/<html lang="en" data-locale="en"/);
    expect(en).toContain('Popular Blogs');
  });

  it('without the API, gives another language than the built one its own home (no cards)', async () => {
    const down = createHomeDocument({
      template,
      apiBaseUrl: () => 'http://api.test',
      fetch: jest.fn().mockRejectedValue(new TypeError('fetch failed')),
    });
    const vi = (await down('vi')) ?? '';
    expect(vi).toContain('Góc nhìn đa dạng của thế hệ trẻ');
    expect(vi).not.toContain('Diverse Perspectives');
    expect(dataBlock(vi)).toEqual({});
  });
});
