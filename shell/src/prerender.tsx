// Built for Node (packages/build/html-pages.mjs, `prerenderConfig`): at build time renderHome() fills index.html
// with home's first view, so the largest paint needs no JavaScript; the same file is copied into the
// shell's dist (.server/first-view.cjs) for its static server, which renders pages' first views with
// the API's data at serve time: home with Popular Blogs' cards (createHomeDocument), a post with its
// header and cover (createPostDocument).
export { createHomeDocument } from './first-view/home-document';
export { createPostDocument } from './first-view/post-document';
export { renderHome } from './first-view/render-home';
