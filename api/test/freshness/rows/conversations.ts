import type { Comment } from '@cwt/contracts';
import type { TestResponse } from '../../helpers/server';
import {
  anonymous,
  as,
  cardOf,
  type FreshnessRow,
  field,
  includes,
  type Loose,
  lacks,
  postReads,
  type Read,
  status,
} from '../freshness-kit';

export const CONVERSATIONS_ROWS: FreshnessRow[] = [
  {
    method: 'POST',
    route: '/api/comments/{postId}',
    // A reply: it changes everything a top-level comment does (the random suite writes those), plus
    // its parent's replies and replyCount and the parent author's notifications.
    prepare: async (f) => {
      const [author, u, reader, parentAuthor] = await Promise.all([
        f.user(),
        f.user('commenter'),
        f.user(),
        f.user('parent'),
      ]);
      const post = await f.post(author);
      const parent = await f.comment(parentAuthor, post.id);
      const text = `Said ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/comments/${post.id}`,
        token: u.token,
        body: { content: text, parentId: parent.id },
        reads: [
          {
            name: 'replies',
            path: `/api/comments/${parent.id}/replies`,
            viewers: everyone,
            shows: includes(text),
          },
          {
            name: "comments: the parent's replyCount",
            path: `/api/comments/${post.id}`,
            viewers: everyone,
            shows: (r) => r.status === 200 && r.body.find((c: Loose) => c.id === parent.id)?.replyCount === 1,
          },
          ...postReads(post, everyone, (p) => p.commentCount === 2),
          {
            name: "author's posts card",
            path: `/api/posts/${author.id}-posts`,
            viewers: everyone,
            shows: (r) => r.status === 200 && cardOf(post.id)(r.body)?.commentCount === 2,
          },
          {
            name: "the post author's notifications",
            path: '/api/notifications',
            viewers: [as('the author', author)],
            shows: (r) => r.status === 200 && r.body.filter((n: Loose) => n.postId === post.id).length === 2,
          },
          {
            name: "the parent author's notifications",
            path: '/api/notifications',
            viewers: [as('the parent author', parentAuthor)],
            shows: (r) =>
              r.status === 200 && r.body.some((n: Loose) => n.type === 'REPLY' && n.postId === post.id),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/comments/{commentId}',
    // A reply's edit: its new text in the parent's replies, the editedAt beside it; a top-level
    // comment's edit is read from the post's list, which the same tags cover.
    prepare: async (f) => {
      const [author, u, reader, parentAuthor] = await Promise.all([
        f.user(),
        f.user('editor'),
        f.user(),
        f.user('parent'),
      ]);
      const post = await f.post(author);
      const parent = await f.comment(parentAuthor, post.id);
      const reply = await f.ok<Comment>('POST', `/api/comments/${post.id}`, u.token, {
        content: `First ${f.unique()}`,
        parentId: parent.id,
      });
      const text = `Edited ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/comments/${reply.id}`,
        token: u.token,
        body: { content: text },
        reads: [
          {
            name: 'replies',
            path: `/api/comments/${parent.id}/replies`,
            viewers: everyone,
            shows: (r) =>
              r.status === 200 &&
              r.body.some((c: Loose) => c.id === reply.id && c.content === text && c.editedAt !== null),
          },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/comments/{commentId}',
    prepare: async (f) => {
      const [author, u, reader] = await Promise.all([f.user(), f.user('commenter'), f.user()]);
      const post = await f.post(author);
      const comment = await f.comment(u, post.id);
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/comments/${comment.id}`,
        token: u.token,
        reads: [
          { name: 'comments', path: `/api/comments/${post.id}`, viewers: everyone, shows: lacks(comment.id) },
          ...postReads(post, everyone, (p) => p.commentCount === 0),
          {
            name: 'post of the comment',
            path: `/api/posts/post-by-com-id/${comment.id}`,
            viewers: everyone,
            shows: status(404),
          },
        ],
      };
    },
  },
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/likes/post/{postId}',
      prepare: async (f) => {
        const [author, u, reader] = await Promise.all([f.user(), f.user('liker'), f.user()]);
        const post = await f.post(author);
        // Same title and tags, so search ranks them equal and likes break the tie (then the later id).
        const twin = await f.post(author, { title: `Fresh ${post.word}`, tags: [`t${post.word}`] });
        if (method === 'DELETE') await f.ok('POST', `/api/likes/post/${post.id}`, u.token);
        const count = method === 'POST' ? 1 : 0;
        const first = method === 'POST' ? post.id : twin.id;
        const others = [anonymous, as('a reader', reader)];
        const writer = as('the writer', u, true);
        return {
          path: `/api/likes/post/${post.id}`,
          token: u.token,
          reads: [
            ...postReads(post, [...others, writer], (p) => p.likeCount === count),
            ...postReads(post, [writer], (p) => p.liked === (method === 'POST')).map((r) => ({
              ...r,
              name: `${r.name}: liked flag`,
            })),
            {
              name: "author's posts card",
              path: `/api/posts/${author.id}-posts`,
              viewers: [...others, writer],
              shows: (r) => r.status === 200 && cardOf(post.id)(r.body)?.likeCount === count,
            },
            {
              name: 'search order (likes break the tie)',
              path: `/api/posts/search?keyword=${post.word}`,
              viewers: [...others, writer],
              shows: (r) => r.status === 200 && r.body[0]?.id === first,
            },
            ...(method === 'POST'
              ? [
                  {
                    name: "the author's notifications",
                    path: '/api/notifications',
                    viewers: [as('the author', author)],
                    shows: includes(post.id),
                  },
                ]
              : []),
          ],
        };
      },
    }),
  ),
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/likes/comment/{commentId}',
      prepare: async (f) => {
        const [author, u, reader] = await Promise.all([f.user(), f.user('liker'), f.user()]);
        const post = await f.post(author);
        const comment = await f.comment(author, post.id);
        if (method === 'DELETE') await f.ok('POST', `/api/likes/comment/${comment.id}`, u.token);
        const count = method === 'POST' ? 1 : 0;
        const likes = (r: TestResponse<Loose>) =>
          r.status === 200 && (r.body as Comment[]).find((c) => c.id === comment.id)?.likeCount === count;
        return {
          path: `/api/likes/comment/${comment.id}`,
          token: u.token,
          reads: [
            {
              name: 'comments',
              path: `/api/comments/${post.id}`,
              viewers: [anonymous, as('a reader', reader), as('the writer', u, true)],
              shows: likes,
            },
            {
              name: 'comments: liked flag',
              path: `/api/comments/${post.id}`,
              viewers: [as('the writer', u, true)],
              shows: (r) =>
                r.status === 200 &&
                (r.body as Comment[]).find((c) => c.id === comment.id)?.liked === (method === 'POST'),
            },
          ],
        };
      },
    }),
  ),
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/bookmarks/post/{postId}',
      prepare: async (f) => {
        const [author, u] = await Promise.all([f.user(), f.user('saver')]);
        const post = await f.post(author);
        if (method === 'DELETE') await f.ok('POST', `/bookmarks/post/${post.id}`, u.token);
        const saved = method === 'POST';
        const writer = as('the writer', u, true);
        return {
          path: `/bookmarks/post/${post.id}`,
          token: u.token,
          reads: [
            {
              name: 'bookmarks',
              path: '/bookmarks',
              viewers: [writer],
              shows: saved ? includes(post.id) : lacks(post.id),
            },
            ...postReads(post, [writer], (p) => p.saved === saved),
          ],
        };
      },
    }),
  ),
  {
    method: 'POST',
    route: '/api/history/add',
    prepare: async (f) => {
      const [author, u] = await Promise.all([f.user(), f.user('reader')]);
      const post = await f.post(author);
      return {
        path: '/api/history/add',
        token: u.token,
        body: { postId: post.id, description: 'Read a post' },
        reads: [
          {
            name: 'history',
            path: '/api/history',
            viewers: [as('the writer', u, true)],
            shows: includes(post.id),
          },
        ],
      };
    },
  },
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/follows/{userId}',
      prepare: async (f) => {
        const [target, u, reader] = await Promise.all([f.user('star'), f.user('fan'), f.user()]);
        const post = await f.post(target);
        if (method === 'DELETE') await f.ok('POST', `/api/follows/${target.id}`, u.token);
        const following = method === 'POST';
        const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
        return {
          path: `/api/follows/${target.id}`,
          token: u.token,
          reads: [
            {
              name: "followee's profile",
              path: `/api/users/${target.id}`,
              viewers: everyone,
              shows: field((b) => b.followerNumber, following ? 1 : 0),
            },
            {
              name: "follower's profile",
              path: `/api/users/${u.id}`,
              viewers: everyone,
              shows: field((b) => b.followingNumber, following ? 1 : 0),
            },
            {
              name: 'followers',
              path: `/api/follows/${target.id}/followers`,
              viewers: everyone,
              shows: following ? includes(u.id) : lacks(u.id),
            },
            {
              name: 'following',
              path: `/api/follows/${u.id}/following`,
              viewers: everyone,
              shows: following ? includes(target.id) : lacks(target.id),
            },
            {
              name: 'follow flag',
              path: `/api/users/${target.id}`,
              viewers: [as('the writer', u, true)],
              shows: field((b) => b.amIFollowing, following),
            },
            {
              name: 'Following feed',
              path: '/api/feed/following',
              viewers: [as('the writer', u, true)],
              shows: following ? includes(post.id) : lacks(post.id),
            },
            ...(following
              ? [
                  {
                    name: "followee's notifications",
                    path: '/api/notifications',
                    viewers: [as('the followee', target)],
                    shows: includes(u.id),
                  },
                ]
              : []),
          ],
        };
      },
    }),
  ),
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/topics/{name}/follow',
      prepare: async (f) => {
        const [author, u] = await Promise.all([f.user('topical'), f.user('fan')]);
        const post = await f.post(author);
        // Followed in another case than the post's tag: topics match case-insensitively.
        const topic = `T${post.word}`;
        if (method === 'DELETE') await f.ok('POST', `/api/topics/${topic}/follow`, u.token);
        const following = method === 'POST';
        return {
          path: `/api/topics/${topic}/follow`,
          token: u.token,
          reads: [
            {
              name: 'my topics',
              path: '/api/users/me/topics',
              viewers: [as('the writer', u, true)],
              shows: following ? includes(topic) : lacks(topic),
            },
            {
              name: 'Following feed',
              path: '/api/feed/following',
              viewers: [as('the writer', u, true)],
              shows: following ? includes(post.id) : lacks(post.id),
            },
          ],
        };
      },
    }),
  ),
  // A block or mute (issue 20) changes what the writer reads at once: the hidden member's posts in
  // every list, their comments and notifications; a block also hides the writer's comments from the
  // blocked member and ends the follows between them.
  ...(['blocks', 'mutes'] as const).flatMap((kind) =>
    (['POST', 'DELETE'] as const).map(
      (method): FreshnessRow => ({
        method,
        route: `/api/${kind}/{userId}`,
        prepare: async (f) => {
          const [u, target, host] = await Promise.all([f.user('hider'), f.user('hidden'), f.user('host')]);
          const [post, mine, stage] = await Promise.all([f.post(target), f.post(u), f.post(host)]);
          await f.ok('POST', `/api/follows/${target.id}`, u.token);
          await f.ok('POST', `/api/likes/post/${mine.id}`, target.token);
          const theirs = await f.comment(target, stage.id);
          const own = await f.comment(u, stage.id);
          if (method === 'DELETE') await f.ok('POST', `/api/${kind}/${target.id}`, u.token);
          const hides = method === 'POST';
          const after = (id: string) => (hides ? lacks(id) : includes(id));
          const writer = [as('the writer', u, true)];
          const reads: Read[] = [
            { name: 'home list', path: '/api/posts?page=0&size=20', viewers: writer, shows: after(post.id) },
            {
              name: 'search',
              path: `/api/posts/search?keyword=${post.word}`,
              viewers: writer,
              shows: after(post.id),
            },
            {
              name: 'tag list',
              path: `/api/posts?tag=t${post.word}`,
              viewers: writer,
              shows: after(post.id),
            },
            {
              name: 'author list',
              path: `/api/posts?authorId=${target.id}`,
              viewers: writer,
              shows: after(post.id),
            },
            { name: 'comments', path: `/api/comments/${stage.id}`, viewers: writer, shows: after(theirs.id) },
            { name: 'notifications', path: '/api/notifications', viewers: writer, shows: after(target.id) },
          ];
          if (kind === 'mutes')
            reads.push({
              name: 'Following feed (a mute keeps the follow)',
              path: '/api/feed/following',
              viewers: writer,
              shows: after(post.id),
            });
          else {
            reads.push({
              name: "the blocked member's comments",
              path: `/api/comments/${stage.id}`,
              viewers: [as('the blocked member', target)],
              shows: after(own.id),
            });
            if (hides)
              reads.push({
                name: 'followers (the block ended the follow)',
                path: `/api/follows/${target.id}/followers`,
                viewers: [anonymous, ...writer],
                shows: lacks(u.id),
              });
          }
          return { path: `/api/${kind}/${target.id}`, token: u.token, reads };
        },
      }),
    ),
  ),
];
