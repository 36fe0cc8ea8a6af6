import { PAGES } from '@cwt/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { categories, posts, users } from '../db/schema';

const RSS_ITEMS = 20;
/** Public pages a crawler should find besides the posts. */
const STATIC_PAGES = [
  PAGES.home.href,
  PAGES.about.href,
  PAGES.support.href,
  PAGES.popular.href,
  PAGES.tags.href,
];

export function xmlEscape(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/** RSS 2.0 of the latest visible posts, linking to the web site (SITE_URL), not the API. */
export async function rssFeed(ctx: AppContext): Promise<string> {
  const site = ctx.config.siteUrl;
  const rows = await ctx.db
    .select({
      id: posts.id,
      title: posts.title,
      excerpt: posts.excerpt,
      createdAt: posts.createdAt,
      category: categories.name,
      author: users.name,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(eq(posts.hidden, false))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(RSS_ITEMS);
  const items = rows.map((r) => {
    const link = xmlEscape(`${site}${PAGES.blog.href(r.id)}`);
    return [
      '    <item>',
      `      <title>${xmlEscape(r.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${xmlEscape(r.excerpt)}</description>`,
      `      <category>${xmlEscape(r.category)}</category>`,
      `      <dc:creator>${xmlEscape(r.author)}</dc:creator>`,
      `      <pubDate>${r.createdAt.toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const built = rows[0]?.createdAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>CWT</title>',
    `    <link>${xmlEscape(`${site}/`)}</link>`,
    '    <description>Diverse Perspectives of the Young Generation</description>',
    '    <language>en</language>',
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${site}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function urlset(entries: Array<{ loc: string; lastmod?: Date }>): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `  <url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

async function visiblePostCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.hidden, false));
  return row?.n ?? 0;
}

/**
 * The URLs are the static pages then every visible post, oldest first (so a page's contents stay
 * put as posts are added), cut into files of `sitemapUrlLimit`. Page 1 of 1 is served as
 * /sitemap.xml itself; with more, /sitemap.xml is an index of /sitemap-{n}.xml. Null: no such page.
 */
export async function sitemap(ctx: AppContext, page: number | null): Promise<string | null> {
  const { siteUrl, sitemapUrlLimit: limit } = ctx.config;
  const total = STATIC_PAGES.length + (await visiblePostCount(ctx));
  const pages = Math.max(1, Math.ceil(total / limit));
  if (page === null && pages > 1) {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from(
        { length: pages },
        (_, i) => `  <sitemap><loc>${xmlEscape(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  const n = page ?? 1;
  if (n < 1 || n > pages) return null;
  const start = (n - 1) * limit;
  const statics = STATIC_PAGES.slice(start, start + limit).map((p) => ({ loc: `${siteUrl}${p}` }));
  const postOffset = Math.max(0, start - STATIC_PAGES.length);
  const postLimit = limit - statics.length;
  const rows = await ctx.db
    .select({ id: posts.id, updatedAt: posts.updatedAt })
    .from(posts)
    .where(eq(posts.hidden, false))
    .orderBy(asc(posts.createdAt), asc(posts.id))
    .limit(postLimit)
    .offset(postOffset);
  return urlset([
    ...statics,
    ...rows.map((r) => ({ loc: `${siteUrl}${PAGES.blog.href(r.id)}`, lastmod: r.updatedAt })),
  ]);
}
