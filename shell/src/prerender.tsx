// Built for Node (packages/build/html-pages.mjs, `prerenderConfig`): at build time renderHome() fills index.html
// with home's first view, so the largest paint needs no JavaScript; the same file is copied into the
// shell's dist (.server/first-view.cjs) for its static server, which renders pages' first views with
// the API's data at serve time, in the language each request negotiates: home with Popular Blogs'
// cards (createHomeDocument), a post with its header and cover (createPostDocument), and any other
// built page with its language's words (localizeDocument).
import './i18n/setup';

export { loadAllCatalogues as prepareFirstView } from '@cwt/core';
export { createHomeDocument } from './first-view/home-document';
export { localizeDocument, requestLocale } from './first-view/locale';
export { createPostDocument } from './first-view/post-document';
export { renderHome } from './first-view/render-home';
