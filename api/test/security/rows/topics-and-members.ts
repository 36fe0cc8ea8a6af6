import { type AuthzRow, adminOnly, at, everyone, ownerOnly, ownerOrAdmin, signedIn } from '../authz-kit';

export const TOPICS_AND_MEMBERS_ROWS: AuthzRow[] = [
  // Categories and tags: public reads, ADMIN writes.
  { method: 'GET', route: '/api/categories', expect: everyone(200), prepare: at('/api/categories') },
  { method: 'GET', route: '/api/tags', expect: everyone(200), prepare: at('/api/tags') },
  {
    method: 'POST',
    route: '/api/categories',
    expect: adminOnly(201),
    prepare: async (f) => ({ path: '/api/categories', body: { name: `Added ${f.unique()}` } }),
  },
  {
    method: 'PUT',
    route: '/api/categories/{id}',
    expect: adminOnly(200),
    prepare: async (f) => ({
      path: `/api/categories/${(await f.category()).id}`,
      body: { name: `Renamed ${f.unique()}` },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/categories/{id}',
    expect: adminOnly(200),
    prepare: async (f) => ({ path: `/api/categories/${(await f.category()).id}` }),
  },

  // Comments: public reads; the comment's author, the post's author (other) or an ADMIN deletes.
  {
    method: 'GET',
    route: '/api/comments/{postId}',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/comments/${(await f.shared()).post.id}` }),
  },
  {
    method: 'POST',
    route: '/api/comments/{postId}',
    expect: signedIn(201),
    // A reply, so the parent check runs too (a top-level comment takes the same path without it).
    prepare: async (f) => {
      const parent = await f.comment();
      return { path: `/api/comments/${parent.postId}`, body: { content: 'Nice one', parentId: parent.id } };
    },
  },
  {
    method: 'GET',
    route: '/api/comments/{commentId}/replies',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/comments/${(await f.shared()).commentId}/replies` }),
  },
  {
    method: 'PUT',
    route: '/api/comments/{commentId}',
    // Only the author rewrites their words; the post's author and admins moderate by hiding or deleting.
    expect: { anonymous: 401, user: 403, owner: 200, other: 403, admin: 403 },
    prepare: async (f) => ({ path: `/api/comments/${(await f.comment()).id}`, body: { content: 'Edited' } }),
  },
  {
    method: 'DELETE',
    route: '/api/comments/{commentId}',
    expect: { ...ownerOrAdmin(200), other: 200 },
    prepare: async (f) => ({ path: `/api/comments/${(await f.comment()).id}` }),
  },

  // Likes, bookmarks and history: any signed-in user, on their own behalf, on anyone's post.
  {
    method: 'POST',
    route: '/api/likes/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/post/${(await f.post()).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/likes/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/post/${(await f.post()).id}` }),
  },
  {
    method: 'POST',
    route: '/api/likes/comment/{commentId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/comment/${(await f.comment()).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/likes/comment/{commentId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/comment/${(await f.comment()).id}` }),
  },
  { method: 'GET', route: '/bookmarks', expect: signedIn(200), prepare: at('/bookmarks') },
  {
    method: 'POST',
    route: '/bookmarks/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/bookmarks/post/${(await f.post()).id}` }),
  },
  {
    method: 'DELETE',
    route: '/bookmarks/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/bookmarks/post/${(await f.post()).id}` }),
  },
  // Drafts: the owner's alone.
  { method: 'GET', route: '/api/drafts', expect: signedIn(200), prepare: at('/api/drafts') },
  {
    method: 'POST',
    route: '/api/drafts',
    expect: signedIn(201),
    prepare: async () => ({ path: '/api/drafts', body: { title: 'Matrix draft' } }),
  },
  {
    method: 'GET',
    route: '/api/drafts/{id}',
    expect: ownerOnly(200),
    prepare: async (f) => ({ path: `/api/drafts/${(await f.draft()).id}` }),
  },
  {
    method: 'PUT',
    route: '/api/drafts/{id}',
    expect: ownerOnly(200),
    prepare: async (f) => ({
      path: `/api/drafts/${(await f.draft()).id}`,
      body: { title: 'Matrix draft, saved', version: 1 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/drafts/{id}',
    expect: ownerOnly(200),
    prepare: async (f) => ({ path: `/api/drafts/${(await f.draft()).id}` }),
  },
  {
    method: 'POST',
    route: '/api/drafts/{id}/publish',
    expect: ownerOnly(201),
    prepare: async (f) => ({ path: `/api/drafts/${(await f.draft()).id}/publish`, body: { version: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/history/add',
    expect: signedIn(200),
    prepare: async (f) => ({ path: '/api/history/add', body: { postId: (await f.post()).id } }),
  },
  { method: 'GET', route: '/api/history', expect: signedIn(200), prepare: at('/api/history') },

  // Follows: the target is the owner's account, which cannot follow itself.
  {
    method: 'POST',
    route: '/api/follows/{userId}',
    expect: { ...signedIn(200), owner: 400 },
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/follows/{userId}',
    expect: { ...signedIn(200), owner: 400 },
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}` }),
  },
  {
    method: 'GET',
    route: '/api/follows/{userId}/followers',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}/followers` }),
  },
  {
    method: 'GET',
    route: '/api/follows/{userId}/following',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}/following` }),
  },

  // Topic follows and the Following feed (issue 21): each member's own, by the token alone.
  ...(['POST', 'DELETE'] as const).map(
    (method): AuthzRow => ({
      method,
      route: '/api/topics/{name}/follow',
      expect: signedIn(200),
      prepare: at('/api/topics/Authz%20topic/follow'),
    }),
  ),
  {
    method: 'GET',
    route: '/api/users/me/topics',
    expect: signedIn(200),
    prepare: at('/api/users/me/topics'),
  },
  { method: 'GET', route: '/api/feed/following', expect: signedIn(200), prepare: at('/api/feed/following') },

  // Blocks and mutes (issue 20): each member's own, by the token alone; blocking yourself is a 400.
  ...(['/api/blocks', '/api/mutes'] as const).flatMap((base) =>
    (['POST', 'DELETE'] as const).map(
      (method): AuthzRow => ({
        method,
        route: `${base}/{userId}`,
        expect: { ...signedIn(200), owner: 400 },
        prepare: async (f, actor) => ({ path: `${base}/${await f.blockTarget(actor)}` }),
      }),
    ),
  ),
  {
    method: 'GET',
    route: '/api/users/me/blocks',
    expect: signedIn(200),
    prepare: at('/api/users/me/blocks'),
  },
  { method: 'GET', route: '/api/users/me/mutes', expect: signedIn(200), prepare: at('/api/users/me/mutes') },
];
