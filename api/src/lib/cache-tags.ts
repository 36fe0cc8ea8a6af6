/**
 * The read cache's tags: what a cached read was computed from, and what a write touches. One place
 * names them, so a read and the writes that change it cannot drift apart (docs/architecture.md,
 * "Read cache", has the table of which write touches which tag).
 */
export const tag = {
  /** A post as an entity: title, body, tags, category, image, visibility. */
  post: (id: string) => `P:${id}`,
  /** A post's like and comment counts. */
  counters: (postId: string) => `C:${postId}`,
  /** A viewer's liked/saved flags and the follow flag on profiles they view. */
  viewer: (userId: string) => `V:${userId}`,
  /** A user as others see them: name, picture, bio, and the counts on their profile. */
  user: (id: string) => `U:${id}`,
  /** What the auth hook reads of a user: role, token version, existence. */
  auth: (id: string) => `A:${id}`,
  /** A post's comments (their text, likes and order). */
  comments: (postId: string) => `CM:${postId}`,
  /** One comment's existence (the comment-to-post lookup). */
  comment: (id: string) => `K:${id}`,
  /** The people following a user / the people a user follows. */
  followers: (id: string) => `FR:${id}`,
  following: (id: string) => `FG:${id}`,
  /** A user's bookmarks, reading history and notifications. */
  bookmarks: (id: string) => `B:${id}`,
  history: (id: string) => `H:${id}`,
  notifications: (id: string) => `N:${id}`,
  /** Whom a member blocks and mutes, and who blocks them: every read they filter by it. */
  blocks: (id: string) => `BL:${id}`,
  /** Names and pictures of users shown beside other things (comments, follow lists): a profile edit. */
  names: 'NAMES',
  /** The category list (with its post counts). */
  categories: 'CATS',
  /** The category name printed on the cards of its posts (a rename changes them). */
  categoryName: (name: string) => `CN:${name.toLowerCase()}`,
  /** The top-authors ranking (post and follower counts, names). */
  topAuthors: 'TOP',
  /** Search answers: a bucket of lexemes, of plain-title stretches (lib/search-terms.ts). */
  searchTerm: (bucket: number) => `S:${bucket}`,
  searchStretch: (bucket: number) => `SS:${bucket}`,
  /** Search candidates: a bucket of the lexemes of titles and tags (`search_head`). */
  searchHead: (bucket: number) => `SH:${bucket}`,
  /** Lists of post ids. */
  list: {
    /** Every visible post newest first, and lists filtered by title only. */
    home: 'L:home',
    category: (name: string) => `L:cat:${name.toLowerCase()}`,
    tag: (name: string) => `L:tag:${name.toLowerCase()}`,
    author: (id: string) => `L:author:${id}`,
    /** Full-text and title search, feeds, related posts, tag and author rankings: any post edit. */
    content: 'L:content',
    /**
     * Search answers as a whole: a write that changes what many posts match without touching their
     * terms (a category rename). Post writes touch their terms instead (`PostShape.search`).
     */
    search: 'L:search',
    /** Lists ordered by like count (most liked, sort=likes and related break ties by it). */
    byLikes: 'L:likes',
    byComments: 'L:comments',
  },
} as const;

/** What a post write needs to know of the post, before and after. */
export interface PostShape {
  id: string;
  authorId: string;
  category: string;
  tags: readonly string[];
  hidden: boolean;
  /** The search buckets of its lexemes and plain title (`postSearchTags`). */
  search: readonly string[];
}

/**
 * Tags a post write touches: its entity, always; the lists it enters or leaves (a create, delete,
 * hide or unhide changes membership of every list the post is in); for an edit of a visible post,
 * the content lists and the category and tag lists it moves between. `before` is null for a create,
 * `after` null for a delete.
 */
export function postWriteTags(before: PostShape | null, after: PostShape | null): string[] {
  const id = (before ?? after)!.id;
  const out = new Set<string>([tag.post(id), tag.counters(id), tag.list.content, tag.comments(id)]);
  const wasListed = before !== null && !before.hidden;
  const isListed = after !== null && !after.hidden;
  const membership = wasListed !== isListed;
  for (const shape of [before, after]) {
    if (!shape) continue;
    // Searches it left or entered, or whose order it moved: both sides' words.
    for (const t of shape.search) out.add(t);
    // The author's own list shows hidden posts too: any create or delete changes it.
    if (membership || before === null || after === null) {
      out.add(tag.list.author(shape.authorId));
      out.add(tag.user(shape.authorId));
    }
    if (membership) {
      out.add(tag.list.home);
      out.add(tag.topAuthors);
      out.add(tag.list.byLikes);
      out.add(tag.list.byComments);
      out.add(tag.categories);
    }
    if (membership || before?.category !== after?.category) {
      out.add(tag.list.category(shape.category));
      out.add(tag.categories);
    }
    const other = shape === before ? after : before;
    for (const t of shape.tags)
      if (membership || !other?.tags.some((o) => o.toLowerCase() === t.toLowerCase()))
        out.add(tag.list.tag(t));
  }
  return [...out];
}
