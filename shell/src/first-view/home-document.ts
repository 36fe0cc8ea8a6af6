// Serve time: home's HTML with Popular Blogs' cards in it, their first images requested by the parser.
import type { PagedPosts } from '@cwt/contracts';
import { type FirstViewDocumentOptions, firstViewDocument, renderedOnce } from './document';
import { createPopularSource } from './popular-source';
import { prerenderedHome, renderHome } from './render-home';

/** index.html with home's first view rendered from `popular`; null for an unexpected template. */
export function homeDocument(template: string, popular: PagedPosts): string | null {
  return firstViewDocument(template, prerenderedHome(), {
    markup: renderHome(popular),
    data: { popular },
    image: popular.content[0]?.imageCloudUrl,
  });
}

/**
 * For the shell's static server: resolves to home's HTML with the popular posts, or null to serve the
 * built index.html as it is (API slow or down, no API configured, an unexpected template). Never throws.
 */
export function createHomeDocument(options: FirstViewDocumentOptions): () => Promise<string | null> {
  const popular = createPopularSource(options);
  const render = renderedOnce((data: PagedPosts) => homeDocument(options.template, data));
  return async () => {
    try {
      const data = await popular();
      return data && data.content.length > 0 ? render(data) : null;
    } catch (error) {
      console.error('[cwt] home first view: serving the built page', error);
      return null;
    }
  };
}
