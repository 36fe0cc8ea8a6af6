/**
 * Every API path, in the spec's section 7 spelling. Fastify-style `:param` placeholders; `apiPath`
 * fills them for clients. Specific paths (most-liked, search, me, most-posts) are listed before the
 * parameterised ones they could be mistaken for, and the server registers them as static routes.
 */
export const API = {
  health: '/health',
  /** Prometheus metrics; exists only when the API has METRICS_TOKEN. */
  metrics: '/metrics',
  register: '/register',
  login: '/login',
  googleLogin: '/api/auth/google',
  passwordForgot: '/api/auth/password/forgot',
  passwordReset: '/api/auth/password/reset',
  verifyEmail: '/api/auth/verify-email',
  verifyEmailResend: '/api/auth/verify-email/resend',

  me: '/api/users/me',
  updateMe: '/api/users',
  mostPosts: '/api/users/most-posts',
  mentionSuggestions: '/api/users/mention-suggestions',
  userProfile: '/api/users/:userId',

  posts: '/api/posts',
  postsMostLiked: '/api/posts/most-liked',
  postsSearch: '/api/posts/search',
  postsRelated: '/api/posts/related/:tag/:postId',
  postsByUser: '/api/posts/:userId-posts',
  postByCommentId: '/api/posts/post-by-com-id/:commentId',
  post: '/api/posts/:id',

  categories: '/api/categories',
  category: '/api/categories/:id',
  tags: '/api/tags',

  comments: '/api/comments/:postId',
  comment: '/api/comments/:commentId',
  commentReplies: '/api/comments/:commentId/replies',

  likePost: '/api/likes/post/:postId',
  likeComment: '/api/likes/comment/:commentId',

  bookmarks: '/bookmarks',
  bookmark: '/bookmarks/post/:postId',

  notifications: '/api/notifications',
  notificationRead: '/api/notifications/:id/read',
  notificationsReadAll: '/api/notifications/read-all',
  notificationsStreamTicket: '/api/notifications/stream-ticket',
  notificationsStream: '/api/notifications/stream',
  notificationPreferences: '/api/users/me/notification-preferences',
  threadMute: '/api/posts/:postId/thread-mute',

  drafts: '/api/drafts',
  draft: '/api/drafts/:id',
  draftPublish: '/api/drafts/:id/publish',

  historyAdd: '/api/history/add',
  history: '/api/history',

  follow: '/api/follows/:userId',
  followers: '/api/follows/:userId/followers',
  following: '/api/follows/:userId/following',

  topicFollow: '/api/topics/:name/follow',
  myTopics: '/api/users/me/topics',

  block: '/api/blocks/:userId',
  mute: '/api/mutes/:userId',
  myBlocks: '/api/users/me/blocks',
  myMutes: '/api/users/me/mutes',
  feedFollowing: '/api/feed/following',

  perspectiveAnalyze: '/api/perspective/analyze',
  audioGenerate: '/api/audio/generate',
  upload: '/cloudinary/upload',

  reportItems: '/api/report-items',
  reportItem: '/api/report-items/:id',
  adminUsers: '/api/admin/users',
  adminUser: '/api/admin/users/:id',
  adminStats: '/api/admin/stats',

  contact: '/api/contact',
  adminContact: '/api/admin/contact-messages',
  adminContactMessage: '/api/admin/contact-messages/:id',

  rss: '/rss.xml',
  sitemap: '/sitemap.xml',
  docs: '/docs',
} as const;

export type ApiRoute = (typeof API)[keyof typeof API];

/** Fills `:name` placeholders: apiPath(API.post, { id }) -> /api/posts/65f0... */
export function apiPath(route: string, params: Record<string, string | number> = {}): string {
  return route.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${route}`);
    return encodeURIComponent(String(value));
  });
}
