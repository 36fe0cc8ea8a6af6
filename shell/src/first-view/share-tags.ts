// Serve time: the tags link previews read (Facebook, Zalo and Messenger read Open Graph; X reads its
// own card tags and falls back to Open Graph). Crawlers do not run scripts, so they must be in the
// served HTML, not added by the reader.
import { PAGES, type Post } from '@cwt/contracts';
import { SITE_NAME } from '@cwt/core';
import { escapeHtml } from './html';

/** An absolute URL for `value` against the site's origin, or null when it cannot be one. */
function absoluteUrl(value: string, siteUrl: string): string | null {
  try {
    const url = new URL(value, `${siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The post's canonical address on the site. */
export function canonicalPostUrl(post: Post, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${PAGES.blog.href(post.id)}`;
}

/**
 * `<link rel="canonical">`, Open Graph and Twitter card tags for a post, escaped. The cover is an
 * absolute URL (crawlers resolve nothing); without one the card is the small summary kind.
 */
export function postShareTags(post: Post, siteUrl: string): string {
  const url = canonicalPostUrl(post, siteUrl);
  const image = post.imageCloudUrl ? absoluteUrl(post.imageCloudUrl, siteUrl) : null;
  const properties: [string, string][] = [
    ['og:type', 'article'],
    ['og:site_name', SITE_NAME],
    ['og:title', post.title],
    ['og:description', post.excerpt],
    ['og:url', url],
    ['article:author', post.author.name || post.author.username],
    ['article:published_time', post.createdAt],
    ['article:modified_time', post.updatedAt],
    ['article:section', post.category],
    ...post.tags.map((tag): [string, string] => ['article:tag', tag]),
  ];
  if (image) properties.push(['og:image', image], ['og:image:alt', post.title]);
  const names: [string, string][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', post.title],
    ['twitter:description', post.excerpt],
  ];
  if (image) names.push(['twitter:image', image], ['twitter:image:alt', post.title]);
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...properties.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}">`),
    ...names.map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c)}">`),
  ].join('');
}
