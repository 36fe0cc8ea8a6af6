// Serve time: a post's HTML with its header and cover in it (the cover is the page's largest paint),
// and the post in the data block, so the reader's page opens with it instead of asking and waiting.
import { API, apiPath, LOCALES, type Locale, type Post, postSchema } from '@cwt/contracts';
import { isObjectId, loadAllCatalogues, pageTitle } from '@cwt/core';
import { createApiSource } from './api-source';
import { type FirstViewDocumentOptions, firstViewDocument, renderedOnce } from './document';
import { prerenderedHome } from './render-home';
import { renderPost } from './render-post';
import { postShareTags } from './share-tags';

/**
 * index.html in `locale` with the post's first view in place of home's and its share-preview tags;
 * null for an unexpected template.
 */
export function postDocument(template: string, post: Post, siteUrl: string, locale: Locale): string | null {
  const prerendered = prerenderedHome();
  return firstViewDocument(
    template,
    prerendered,
    {
      markup: renderPost(post, locale),
      data: { post },
      image: post.imageCloudUrl,
      title: pageTitle(post.title),
      description: post.excerpt,
      head: postShareTags(post, siteUrl),
    },
    locale,
  );
}

export interface PostDocumentOptions extends FirstViewDocumentOptions {
  /** The site's public origin (`SITE_URL`): canonical and share-preview URLs are absolute. */
  siteUrl: string;
}

/**
 * For the shell's static server: resolves to the post's HTML, or null to serve the plain app page
 * (no such post, API slow or down, an id that cannot exist). Never throws. Posts change more than
 * home's row (an author edits and reloads), so an answer is reused for seconds, not minutes; the page
 * asks the API again as the visitor either way.
 */
export function createPostDocument(
  options: PostDocumentOptions,
): (id: string, locale: Locale) => Promise<string | null> {
  const posts = createApiSource(postSchema, { freshMs: 5_000, staleMs: 60_000, ...options });
  const renders = new Map(
    LOCALES.map((locale) => [
      locale,
      renderedOnce((post: Post) => postDocument(options.template, post, options.siteUrl, locale)),
    ]),
  );
  return async (id, locale) => {
    if (!isObjectId(id)) return null;
    try {
      await loadAllCatalogues();
      const post = await posts(apiPath(API.post, { id }));
      return post ? (renders.get(locale)?.(post) ?? null) : null;
    } catch (error) {
      console.error('[cwt] post first view: serving the app page', error);
      return null;
    }
  };
}
