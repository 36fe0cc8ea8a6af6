// `@cwt/core/editor`: the writing side's calls (drafts, image uploads, post writes), which no first view
// makes. A shared module is never tree-shaken, so in @cwt/core they were in every page's first download;
// here they are a shared singleton of their own that loads with the first bundle that writes (the
// editor, the account page's avatar upload, the back office's post form). These files import @cwt/core
// by its package name, never by relative path, so they run on the one shared core: the same API client,
// session, event bus and SWR cache as every other bundle.
export { conflictCopy, draftsApi, useDraft, useDrafts } from './drafts';
export { postWritesApi } from './post-writes';
export { type UploadProgress, uploadedUrl, uploadImage } from './uploads';
