// The site's own pages (the shell's route table and every link), apart from the API paths in
// routes.ts: a remote links to pages but never calls the API itself (core does), and webpack keeps a
// module's used exports together, so in one file every remote chunk with a link also carried the whole
// API table that the shared core's fallback uses (~0.8 kB gzip per copy, twice on a post's first view).

/** The element id (URL fragment) a comment is shown under on its post's page. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;
/** A comment on its post's page (`PAGES.blog` plus the fragment): the page scrolls to, focuses and highlights it. */
export const commentPage = (postId: string, commentId: string) =>
  `${PAGES.blog.href(postId)}#${commentAnchor(commentId)}`;

/** A page with a parameter: the route table reads `pattern`, links call `href`. */
interface ParamPage<P extends string = string> {
  readonly pattern: P;
  readonly href: (param: string) => string;
}

function paramPage<P extends string>(pattern: P, href: (param: string) => string): ParamPage<P> {
  return { pattern, href };
}

/**
 * Front-end routes of the composed site: `pattern` for the shell's route table (react-router syntax,
 * the spec's paths), `href` for links. One entry per page, so a path is written once.
 */
export const PAGES = {
  home: constantPage('/'),
  blog: paramPage('/blog/:id', (id) => `/blog/${id}`),
  about: constantPage('/about'),
  register: constantPage('/register'),
  login: constantPage('/login'),
  support: constantPage('/support'),
  history: constantPage('/history'),
  account: constantPage('/account'),
  newPost: constantPage('/newpost'),
  createPost: constantPage('/create-post'),
  editPost: paramPage('/edit/:postId', (id) => `/edit/${id}`),
  saved: constantPage('/saved'),
  tags: constantPage('/category'),
  category: paramPage('/category/:categoryName', (name) => `/category/${encodeURIComponent(name)}`),
  profile: paramPage('/profile/:userId', (id) => `/profile/${id}`),
  popular: constantPage('/popular'),
  feedback: constantPage('/feedback'),
  search: constantPage('/search'),
  notifications: constantPage('/notifications'),
  drafts: constantPage('/drafts'),
  forgotPassword: constantPage('/forgot-password'),
  resetPassword: constantPage('/reset-password'),
  admin: constantPage('/admin'),
} as const;

/** The query parameter of PAGES.createPost naming the draft it continues. */
export const DRAFT_QUERY_PARAM = 'draft';

/** Where a draft is continued: the edit page of the post it edits, or the new-post page holding it. */
export function draftPage(draft: { id: string; postId: string | null }): string {
  return draft.postId
    ? PAGES.editPost.href(draft.postId)
    : `${PAGES.createPost.href}?${DRAFT_QUERY_PARAM}=${encodeURIComponent(draft.id)}`;
}

/** A page at a constant path: its route pattern and its link are the same string. */
interface ConstantPage<P extends string = string> {
  readonly pattern: P;
  readonly href: P;
}

function constantPage<P extends string>(path: P): ConstantPage<P> {
  return { pattern: path, href: path };
}

/**
 * Screens of the admin remote, below PAGES.admin, in its sidebar's order: `pattern` for the admin's route
 * table, `href` for links. The calls are marked pure, so a bundle that never reads the table drops it.
 */
export const ADMIN_PAGES = {
  dashboard: /*#__PURE__*/ constantPage('/admin'),
  blogs: /*#__PURE__*/ constantPage('/admin/products'),
  categories: /*#__PURE__*/ constantPage('/admin/categories'),
  customers: /*#__PURE__*/ constantPage('/admin/customers'),
  reportItems: /*#__PURE__*/ constantPage('/admin/report-items'),
  settings: /*#__PURE__*/ constantPage('/admin/settings'),
  supportMessages: /*#__PURE__*/ constantPage('/admin/support-messages'),
} as const;
