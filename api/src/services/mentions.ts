import {
  MENTION_LINK_PATTERN,
  MENTION_NAME_PATTERN,
  MENTION_NOTIFY_LIMIT,
  type MentionSuggestion,
  type MentionSuggestionsQuery,
  mentionLink,
} from '@cwt/contracts';
import { and, eq, inArray, ne, not, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { comments, follows, notifications, posts, users } from '../db/schema';
import { absoluteUrl } from '../lib/urls';
import { blockedEitherWaySql } from './blocks';
import { DELETED_USER_USERNAME } from './deleted-user';
import { actorName, type CreatedNotification, insertNotificationsTo } from './notifications';

/** Distinct names looked up per write: a 5,000-character comment could otherwise ask for a thousand. */
const LOOKUP_LIMIT = 100;

/**
 * A link to a profile whose whole text is `@name`, however its attributes read: a stored mention, the
 * editor's copy of one (it keeps the href, not `data-mention`) or one written by hand. Each is turned
 * back into `@name` and linked again from the name, so a link can never claim a name that is not its
 * profile's. After the sanitizer no `>` is left inside a tag, so `[^>]*` stays inside it.
 */
const PROFILE_LINK = /<a href="\/profile\/[0-9a-f]{24}"[^>]*>@([A-Za-z0-9._-]{1,40})<\/a>/g;

export interface MentionTarget {
  id: string;
  role: 'USER' | 'ADMIN';
}

/** Lowercased names typed after `@`, each once, first appearance first. */
function typedNames(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(MENTION_NAME_PATTERN)) {
      if (names.size >= LOOKUP_LIMIT) return [...names];
      names.add(m[1]!.toLowerCase());
    }
  return [...names];
}

/** The named accounts the writer may mention: not one that blocks them or that they block. */
async function usersByName(
  db: Db,
  names: string[],
  writerId: string,
): Promise<Map<string, { id: string; username: string }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.username})`, names),
        ne(users.username, DELETED_USER_USERNAME),
        not(blockedEitherWaySql(users.id, writerId)),
      ),
    );
  return new Map(rows.map((r) => [r.username.toLowerCase(), r]));
}

function linkNames(text: string, known: Map<string, { id: string; username: string }>): string {
  return text.replace(MENTION_NAME_PATTERN, (typed, name: string) => {
    const user = known.get(name.toLowerCase());
    return user ? mentionLink(user.id, user.username) : typed;
  });
}

/**
 * A comment's text with each `@name` of an existing user made a mention link; unknown names, and
 * people the writer blocks or is blocked by, stay text.
 */
export async function linkMentionsInText(db: Db, text: string, writerId: string): Promise<string> {
  const plain = text.replace(PROFILE_LINK, '@$1');
  return linkNames(plain, await usersByName(db, typedNames([plain]), writerId));
}

/** Tags inside which a name is left alone: a link cannot hold a link, and code means what it says. */
const NO_MENTION_INSIDE = /^<(\/?)(a|code|pre)\b/i;

/**
 * Sanitized post HTML with each `@name` of an existing user in its text made a mention link; names in
 * links, code and attributes stay as they are. Sanitized HTML escapes `<` and `>` in text and
 * attribute values, so splitting at tags is exact.
 */
export async function linkMentionsInHtml(db: Db, html: string, writerId: string): Promise<string> {
  const parts = html.replace(PROFILE_LINK, '@$1').split(/(<[^>]*>)/);
  const open: boolean[] = [];
  let depth = 0;
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 1) {
      const tag = NO_MENTION_INSIDE.exec(part);
      if (tag) depth = Math.max(0, depth + (tag[1] ? -1 : 1));
    }
    open.push(i % 2 === 0 && depth === 0 && part.includes('@'));
  }
  const known = await usersByName(db, typedNames(parts.filter((_, i) => open[i])), writerId);
  if (known.size === 0) return parts.join('');
  return parts.map((part, i) => (open[i] ? linkNames(part, known) : part)).join('');
}

/** The ids the stored content's mention links name, each once, first appearance first. */
export function mentionedIds(content: string | null): string[] {
  return content ? [...new Set([...content.matchAll(MENTION_LINK_PATTERN)].map((m) => m[1]!))] : [];
}

/** The people stored content mentions who still have an account, first mention first. */
export async function resolveMentionTargets(db: Db, content: string | null): Promise<MentionTarget[]> {
  const ids = mentionedIds(content);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.username, DELETED_USER_USERNAME)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface MentionChange {
  /** The stored content before the write; null for a new comment or post. */
  before: string | null;
  /** The stored content after it (already linked by `linkMentionsInText`/`linkMentionsInHtml`). */
  after: string;
  /** Who wrote it: never told of their own mention. */
  actorId: string;
  postId: string;
  /** The comment mentioning them; null when the post itself does. */
  commentId: string | null;
}

/**
 * Notifies the people `after` mentions and `before` did not, in the write's transaction (announce
 * what it returns once that commits). Someone who could not open the item is not told: a hidden
 * post is its author's and the admins', a hidden or deleted comment the admins'. One comment or post
 * notifies at most MENTION_NOTIFY_LIMIT people over all its edits, and each of them once (the
 * notifications' unique index).
 */
export async function notifyNewMentions(db: Db, change: MentionChange): Promise<CreatedNotification[]> {
  const already = new Set(mentionedIds(change.before));
  const candidates = (await resolveMentionTargets(db, change.after)).filter(
    (t) => !already.has(t.id) && t.id !== change.actorId,
  );
  if (candidates.length === 0) return [];
  // A block made after the text was linked still stops the notice (the link itself stays as written).
  const blocked = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(
              users.id,
              candidates.map((t) => t.id),
            ),
            blockedEitherWaySql(users.id, change.actorId),
          ),
        )
    ).map((r) => r.id),
  );
  const added = candidates.filter((t) => !blocked.has(t.id));
  if (added.length === 0) return [];
  const targetId = change.commentId ?? change.postId;
  const [item] = await db
    .select({
      title: posts.title,
      postHidden: posts.hidden,
      postAuthorId: posts.authorId,
      commentHidden: change.commentId
        ? sql<boolean>`(select c.hidden or c.deleted_at is not null from ${comments} c where c.id = ${change.commentId})`
        : sql<boolean>`false`,
      // Everyone the item has told so far, by any edit.
      told: sql<
        string[]
      >`array(select n.recipient_id from ${notifications} n where n.type = 'MENTION' and n.target_id = ${targetId})`,
    })
    .from(posts)
    .where(eq(posts.id, change.postId));
  if (!item) return [];
  const toldBefore = new Set(item.told);
  const sees = (t: MentionTarget) =>
    t.role === 'ADMIN' || (!item.commentHidden && (!item.postHidden || t.id === item.postAuthorId));
  const told = added
    .filter((t) => sees(t) && !toldBefore.has(t.id))
    .slice(0, Math.max(0, MENTION_NOTIFY_LIMIT - toldBefore.size));
  if (told.length === 0) return [];
  const name = await actorName(db, change.actorId);
  return insertNotificationsTo(
    db,
    told.map((t) => t.id),
    {
      actorId: change.actorId,
      type: 'MENTION',
      params: { actor: name, postTitle: item.title, place: change.commentId ? 'comment' : 'post' },
      postId: change.postId,
      targetId,
    },
  );
}

/**
 * The `@` autocomplete: people the viewer follows whose username starts with `q`, then everyone
 * else's, each group by username, at most `size` in all; never the viewer or the deleted-user
 * placeholder. Both reads walk the "C"-collated username index (migration 0016) in order.
 */
export async function mentionSuggestions(
  ctx: AppContext,
  viewerId: string,
  query: MentionSuggestionsQuery,
): Promise<MentionSuggestion[]> {
  // `_` is a LIKE wildcard and may be part of a username.
  const prefix = `${query.q.toLowerCase().replace(/[\\_%]/g, '\\$&')}%`;
  const lowerName = sql`(lower(${users.username}) collate "C")`;
  const matching = and(
    sql`${lowerName} like ${prefix}`,
    ne(users.id, viewerId),
    ne(users.username, DELETED_USER_USERNAME),
    not(blockedEitherWaySql(users.id, viewerId)),
  );
  const columns = {
    id: users.id,
    name: users.name,
    username: users.username,
    profilePicture: users.profilePicture,
  };
  const followed = await ctx.db
    .select(columns)
    .from(users)
    .innerJoin(follows, and(eq(follows.followerId, viewerId), eq(follows.followeeId, users.id)))
    .where(matching)
    .orderBy(lowerName)
    .limit(query.size);
  const others =
    followed.length < query.size
      ? await ctx.db
          .select(columns)
          .from(users)
          .where(
            and(
              matching,
              sql`not exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.followee_id = ${users.id})`,
            ),
          )
          .orderBy(lowerName)
          .limit(query.size - followed.length)
      : [];
  return [
    ...followed.map((u) => ({ ...u, following: true })),
    ...others.map((u) => ({ ...u, following: false })),
  ].map((u) => ({
    ...u,
    _id: u.id,
    profilePicture: absoluteUrl(ctx.config.publicUrl, u.profilePicture),
  }));
}
