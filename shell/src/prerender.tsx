// Built for Node (packages/build/webpack.mjs, `prerender`): at build time renderHome() fills index.html
// with home's first view, so the largest paint needs no JavaScript; the same file is copied into the
// shell's dist (.server/first-view.cjs) for its static server, which adds Popular Blogs' cards with the
// API's data at serve time (createHomeDocument).
export { createHomeDocument } from './first-view/home-document';
export { renderHome } from './first-view/render-home';
