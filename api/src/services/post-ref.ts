// The post a write or a comment page starts from: its author, title and visibility, through the
// read cache.
import { isObjectId } from '@cwt/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { posts } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';

/** What writes and reads about a post need of it: its id, author, title and visibility. */
export interface PostRef {
  id: string;
  authorId: string;
  title: string;
  hidden: boolean;
}

/**
 * The post's author, title and visibility, or 404 for an unknown id or a moderated post the viewer
 * may not see. Shared through the read cache until the post's entity changes (every post write
 * touches it): likes, bookmarks and comment reads and writes all start here, and a lookup of its own
 * was about a tenth of the load bench's statements (docs/quality.md). A write that then finds the
 * post gone (deleted on another node within the bus delay) fails its foreign key: `rethrowAsGone`.
 */
export async function findPostForViewer(
  ctx: AppContext,
  id: string,
  viewer: AuthUser | null,
): Promise<PostRef> {
  const row = isObjectId(id)
    ? await ctx.cache.memo(
        `post-ref:${id}`,
        { size: (r: PostRef | null) => 160 + 2 * (r?.title.length ?? 0), deps: [tag.post(id)] },
        async () => {
          const [found] = await ctx.db
            .select({ id: posts.id, authorId: posts.authorId, title: posts.title, hidden: posts.hidden })
            .from(posts)
            .where(eq(posts.id, id))
            .limit(1);
          return found ?? null;
        },
      )
    : null;
  if (!row || (row.hidden && viewer?.role !== 'ADMIN' && viewer?.id !== row.authorId)) throw postNotFound();
  return row;
}

export const postNotFound = () => notFound('POST_NOT_FOUND', 'Post not found');
