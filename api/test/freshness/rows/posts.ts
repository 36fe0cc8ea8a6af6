import {
  anonymous,
  as,
  type FreshnessRow,
  field,
  includes,
  lacks,
  postReads,
  retagReads,
  status,
} from '../freshness-kit';

export const POSTS_ROWS: FreshnessRow[] = [
  {
    method: 'POST',
    route: '/api/posts',
    prepare: async (f) => {
      const [u, follower, reader] = await Promise.all([f.user('author'), f.user(), f.user()]);
      await f.ok('POST', `/api/follows/${u.id}`, follower.token);
      const cat = await f.category();
      const word = `w${f.unique()}`;
      const title = `Brand new ${word}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: '/api/posts',
        token: u.token,
        body: {
          title,
          category: cat.name,
          tags: [`t${word}`],
          content: `<p>Body ${word}</p>`,
          imageCloudUrl: null,
        },
        reads: [
          { name: 'home list', path: '/api/posts?page=0&size=20', viewers: everyone, shows: includes(title) },
          {
            name: 'category list',
            path: `/api/posts?category=${encodeURIComponent(cat.name)}`,
            viewers: everyone,
            shows: includes(title),
          },
          { name: 'tag list', path: `/api/posts?tag=t${word}`, viewers: everyone, shows: includes(title) },
          {
            name: "author's posts",
            path: `/api/posts/${u.id}-posts`,
            viewers: everyone,
            shows: includes(title),
          },
          {
            name: 'search',
            path: `/api/posts/search?keyword=${word}`,
            viewers: everyone,
            shows: includes(title),
          },
          {
            name: 'profile post count',
            path: `/api/users/${u.id}`,
            viewers: everyone,
            shows: field((b) => b.postCount, 1),
          },
          {
            name: 'categories',
            path: '/api/categories',
            viewers: everyone,
            shows: (r) =>
              r.status === 200 &&
              (r.body as Array<{ name: string; postCount: number }>).some(
                (c) => c.name === cat.name && c.postCount === 1,
              ),
          },
          { name: 'tags', path: '/api/tags', viewers: everyone, shows: includes(`t${word}`) },
          { name: 'rss', path: '/rss.xml', viewers: [anonymous], shows: includes(word) },
          {
            name: "follower's notifications",
            path: '/api/notifications',
            viewers: [as('the follower', follower)],
            shows: includes(title),
          },
          {
            name: "follower's Following feed",
            path: '/api/feed/following',
            viewers: [as('the follower', follower)],
            shows: includes(title),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/posts/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('editor'), f.user()]);
      const post = await f.post(u);
      const cat = await f.category();
      const word = `e${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/posts/${post.id}`,
        token: u.token,
        body: { title: `Edited ${word}`, category: cat.name, tags: [`t${word}`] },
        reads: [
          ...postReads(post, everyone, (p) => p.title === `Edited ${word}` && p.category === cat.name),
          ...retagReads(post, word, everyone),
          {
            name: 'search by the old word',
            path: `/api/posts/search?keyword=${post.word}`,
            viewers: everyone,
            shows: lacks(post.id),
          },
          {
            name: 'new category list',
            path: `/api/posts?category=${encodeURIComponent(cat.name)}`,
            viewers: everyone,
            shows: includes(post.id),
          },
          { name: 'title filter', path: `/api/posts?q=${word}`, viewers: everyone, shows: includes(post.id) },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/posts/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('deleter'), f.user()]);
      const post = await f.post(u);
      const comment = await f.comment(reader, post.id);
      await f.ok('POST', `/bookmarks/post/${post.id}`, reader.token);
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/posts/${post.id}`,
        token: u.token,
        reads: [
          { name: 'post detail', path: `/api/posts/${post.id}`, viewers: everyone, shows: status(404) },
          { name: 'home list', path: '/api/posts?page=0&size=20', viewers: everyone, shows: lacks(post.id) },
          {
            name: "author's posts",
            path: `/api/posts/${u.id}-posts`,
            viewers: everyone,
            shows: lacks(post.id),
          },
          {
            name: 'profile post count',
            path: `/api/users/${u.id}`,
            viewers: everyone,
            shows: field((b) => b.postCount, 0),
          },
          {
            name: "a bookmarker's bookmarks",
            path: '/bookmarks',
            viewers: [as('the bookmarker', reader)],
            shows: lacks(post.id),
          },
          {
            name: 'post of a comment',
            path: `/api/posts/post-by-com-id/${comment.id}`,
            viewers: everyone,
            shows: status(404),
          },
          {
            name: "the author's notifications",
            path: '/api/notifications',
            viewers: [as('the writer', u, true)],
            shows: lacks(post.id),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/drafts',
    prepare: async (f) => {
      const u = await f.user('drafter');
      const title = `Draft ${f.unique()}`;
      return {
        path: '/api/drafts',
        token: u.token,
        body: { title },
        reads: [
          {
            name: 'my drafts',
            path: '/api/drafts',
            viewers: [as('the writer', u, true)],
            shows: includes(title),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/drafts/{id}',
    prepare: async (f) => {
      const u = await f.user('drafter');
      const draft = await f.ok<{ id: string }>('POST', '/api/drafts', u.token, { title: 'Before' });
      const title = `Saved ${f.unique()}`;
      const writer = [as('the writer', u, true)];
      return {
        path: `/api/drafts/${draft.id}`,
        token: u.token,
        body: { title, version: 1 },
        reads: [
          { name: 'the draft', path: `/api/drafts/${draft.id}`, viewers: writer, shows: includes(title) },
          { name: 'my drafts', path: '/api/drafts', viewers: writer, shows: includes(title) },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/drafts/{id}',
    prepare: async (f) => {
      const u = await f.user('drafter');
      const draft = await f.ok<{ id: string }>('POST', '/api/drafts', u.token, { title: 'Going' });
      const writer = [as('the writer', u, true)];
      return {
        path: `/api/drafts/${draft.id}`,
        token: u.token,
        reads: [
          { name: 'the draft', path: `/api/drafts/${draft.id}`, viewers: writer, shows: status(404) },
          { name: 'my drafts', path: '/api/drafts', viewers: writer, shows: lacks(draft.id) },
        ],
      };
    },
  },
  {
    // Publishing a draft of a post: the post's edit (a new draft's publish is POST /api/posts's row).
    method: 'POST',
    route: '/api/drafts/{id}/publish',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('drafter'), f.user()]);
      const post = await f.post(u);
      const word = `d${f.unique()}`;
      const draft = await f.ok<{ id: string }>('POST', '/api/drafts', u.token, {
        postId: post.id,
        title: `Drafted ${word}`,
        category: post.category,
        tags: [`t${word}`],
        content: post.content,
      });
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/drafts/${draft.id}/publish`,
        token: u.token,
        body: { version: 1 },
        reads: [
          ...postReads(post, everyone, (p) => p.title === `Drafted ${word}`),
          ...retagReads(post, word, everyone),
          {
            name: 'the draft',
            path: `/api/drafts/${draft.id}`,
            viewers: [as('the writer', u, true)],
            shows: status(404),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/categories',
    prepare: async (f) => {
      const name = `Cat ${f.unique()}`;
      return {
        path: '/api/categories',
        token: f.admin.token,
        body: { name },
        reads: [
          {
            name: 'categories',
            path: '/api/categories',
            viewers: [anonymous, as('the admin', f.admin, true)],
            shows: includes(name),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/categories/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user(), f.user()]);
      const cat = await f.category();
      const post = await f.post(u, { category: cat.name });
      const name = `Renamed ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the admin', f.admin, true)];
      return {
        path: `/api/categories/${cat.id}`,
        token: f.admin.token,
        body: { name },
        reads: [
          { name: 'categories', path: '/api/categories', viewers: everyone, shows: includes(name) },
          ...postReads(post, everyone, (p) => p.category === name),
          {
            name: 'list by the new name',
            path: `/api/posts?category=${encodeURIComponent(name)}`,
            viewers: everyone,
            shows: includes(post.id),
          },
          {
            name: 'list by the old name',
            path: `/api/posts?category=${encodeURIComponent(cat.name)}`,
            viewers: everyone,
            shows: lacks(post.id),
          },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/categories/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user(), f.user()]);
      const [from, to] = [await f.category(), await f.category()];
      const post = await f.post(u, { category: from.name });
      const everyone = [anonymous, as('a reader', reader), as('the admin', f.admin, true)];
      return {
        path: `/api/categories/${from.id}?reassignTo=${to.id}`,
        token: f.admin.token,
        reads: [
          { name: 'categories', path: '/api/categories', viewers: everyone, shows: lacks(from.name) },
          ...postReads(post, everyone, (p) => p.category === to.name),
          {
            name: 'list of the target',
            path: `/api/posts?category=${encodeURIComponent(to.name)}`,
            viewers: everyone,
            shows: includes(post.id),
          },
        ],
      };
    },
  },
];
