/** @jest-environment node */
import { FIRST_VIEW_DATA_ID, loadAllCatalogues } from '@cwt/core';
import { createPostDocument, postDocument } from './post-document';
import { builtTemplate, dataBlock, samplePost } from './test-posts';

// Built once the catalogues are loaded (the setup's beforeAll runs first), as the build does.
let template = '';
beforeAll(async () => {
  // Both languages, as the shell's server loads them before its first page.
  await loadAllCatalogues();
  template = builtTemplate();
});
const API = 'http://api.test';
const SITE = 'https://cwt.test';
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('post document at serve time', () => {
  it('puts the post’s header and cover in the page in place of home, with its title and data', () => {
    const post = samplePost();
    const doc = postDocument(template, post, SITE, 'en') ?? '';
    expect(doc).toMatch(/<h1[^>]*>What a year of volunteering taught me<\/h1>/);
    expect(doc).toMatch(/<img [^>]*src="https:\/\/img\.test\/cover\.jpg"[^>]*fetchpriority="high"/i);
    expect(doc).toContain('href="/category/Community"');
    expect(doc).toContain('>#wellbeing</a>');
    expect(doc).toContain('1 min read');
    expect(doc).toContain('12 likes');
    expect(doc).toContain('Back to blogs');
    expect(doc).not.toContain('Diverse Perspectives of the Young Generation');
    expect(doc).toContain('<title>What a year of volunteering taught me · CWT</title>');
    expect(doc).toContain('<meta name="description" content="Listening first.">');
    expect(dataBlock(doc)).toEqual({ post });
    expect(doc.indexOf(FIRST_VIEW_DATA_ID)).toBeGreaterThan(doc.indexOf('id="root"'));
    const preload = doc.indexOf(
      '<link rel="preload" as="image" fetchpriority="high" href="https://img.test/cover.jpg">',
    );
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(doc.indexOf('<script'));
  });

  it('escapes a hostile title, excerpt, tags and cover URL everywhere they appear', () => {
    const post = samplePost({
      title: '</title><script>alert(1)</script>',
      excerpt: '"><img src=x onerror=alert(2)>',
      tags: ['<svg onload=alert(3)>'],
      category: '</script><script>alert(4)</script>',
      imageCloudUrl: 'x" onerror="alert(5)',
      content: '<p>ok</p></script><script>alert(6)</script>',
    });
    const doc = postDocument(template, post, SITE, 'en') ?? '';
    expect(doc).not.toContain('<script>alert');
    expect(doc).not.toContain('<img src=x');
    expect(doc).not.toContain('<svg onload');
    expect(doc).not.toContain('" onerror="');
    expect(doc).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · CWT</title>');
    // The template's two scripts and the data block: none comes from the post.
    expect(doc.match(/<\/script>/g)).toHaveLength(3);
    expect(dataBlock(doc)).toEqual({ post });
  });

  it('carries the canonical link, Open Graph and Twitter card tags in the head, absolute', () => {
    const post = samplePost({ imageCloudUrl: '/uploads/cover.jpg', tags: ['wellbeing', 'volunteering'] });
    const doc = postDocument(template, post, SITE, 'en') ?? '';
    const head = doc.slice(0, doc.indexOf('</head>'));
    const meta = (attr: 'property' | 'name', key: string) =>
      [...head.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);
    const url = `${SITE}/blog/${post.id}`;
    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta('property', 'og:type')).toEqual(['article']);
    expect(meta('property', 'og:site_name')).toEqual(['CWT']);
    expect(meta('property', 'og:title')).toEqual([post.title]);
    expect(meta('property', 'og:description')).toEqual([post.excerpt]);
    expect(meta('property', 'og:url')).toEqual([url]);
    expect(meta('property', 'og:image')).toEqual([`${SITE}/uploads/cover.jpg`]);
    expect(meta('property', 'article:author')).toEqual([post.author.name]);
    expect(meta('property', 'article:published_time')).toEqual([post.createdAt]);
    expect(meta('property', 'article:tag')).toEqual(['wellbeing', 'volunteering']);
    expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta('name', 'twitter:title')).toEqual([post.title]);
    expect(meta('name', 'twitter:description')).toEqual([post.excerpt]);
    expect(meta('name', 'twitter:image')).toEqual([`${SITE}/uploads/cover.jpg`]);
  });

  it('makes a small card without a cover and escapes hostile values in the share tags', () => {
    const post = samplePost({ imageCloudUrl: null, title: '"><script>alert(7)</script>', excerpt: 'a & b' });
    const doc = postDocument(template, post, SITE, 'en') ?? '';
    expect(doc).toContain('<meta name="twitter:card" content="summary">');
    expect(doc).not.toContain('og:image');
    expect(doc).not.toContain('<script>alert(7)');
    expect(doc).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(7)&lt;/script&gt;">',
    );
    expect(doc).toContain('<meta property="og:description" content="a &amp; b">');
  });

  it('uses the default image for a post without a cover, and preloads nothing', () => {
    const doc = postDocument(template, samplePost({ imageCloudUrl: null }), SITE, 'en') ?? '';
    expect(doc).toMatch(/<img [^>]*src="data:image\/svg\+xml[^"]*"[^>]*fetchpriority="high"/i);
    expect(doc).not.toContain('rel="preload"');
  });

  it('asks the API for the post once while fresh, and is null for no such post or a bad id', async () => {
    const post = samplePost();
    const fetchMock = jest.fn(async (url: string) =>
      url.endsWith(post.id) ? ok(post) : new Response('{"message":"Post not found"}', { status: 404 }),
    );
    const get = createPostDocument({
      template,
      siteUrl: SITE,
      apiBaseUrl: () => API,
      fetch: fetchMock as unknown as typeof fetch,
    });
    const first = await get(post.id, 'en');
    expect(first).toContain('What a year of volunteering taught me');
    expect(await get(post.id, 'en')).toBe(first);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([`${API}/api/posts/${post.id}`]);
    expect(await get('65f0000000000000000000ff', 'en')).toBeNull();
    expect(await get('../../admin', 'en')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('renders the post in the request’s language: its words, dates and counts', () => {
    const post = samplePost();
    const vi = postDocument(template, post, SITE, 'vi') ?? '';
    expect(vi).toMatch(/<html lang="vi" data-locale="vi"/);
    expect(vi).toContain('Quay lại danh sách bài viết');
    expect(vi).toContain('phút đọc');
    expect(vi).not.toContain('Back to blogs');
    expect(vi).not.toContain('min read');
    // The post's own title and description stay as written.
    expect(vi).toContain(`<title>${post.title} · CWT</title>`);
  });

  it('falls back to the app page when the API is down or answers something else', async () => {
    const down = createPostDocument({
      template,
      siteUrl: SITE,
      apiBaseUrl: () => API,
      fetch: jest.fn().mockRejectedValue(new TypeError('fetch failed')),
    });
    expect(await down(samplePost().id, 'en')).toBeNull();
    const odd = createPostDocument({
      template,
      siteUrl: SITE,
      apiBaseUrl: () => API,
      fetch: jest.fn().mockResolvedValue(ok({ id: 1 })),
    });
    expect(await odd(samplePost().id, 'en')).toBeNull();
  });
});
