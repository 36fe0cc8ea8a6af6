import { DEFAULT_CATEGORIES } from '@cwt/contracts';
import { newId } from '../db/ids';
import { excerptOf, htmlToText, wordCount } from '../lib/html';
import { COMMENT_LINES, CONTENT, DEMO_USERS } from './content';

/** Deterministic PRNG (mulberry32): the same seed gives the same site, here and in bench/. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedUser {
  id: string;
  username: string;
  name: string;
  email: string;
  role: 'USER' | 'ADMIN';
  location: string | null;
  website: string | null;
  /** Relative to PUBLIC_URL. */
  profilePicture: string;
  createdAt: Date;
}
export interface SeedPost {
  id: string;
  title: string;
  content: string;
  excerpt: string;
  wordCount: number;
  category: string;
  tags: string[];
  imageUrl: string;
  authorId: string;
  createdAt: Date;
}
export interface SeedComment {
  id: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: Date;
}
export interface SeedData {
  users: SeedUser[];
  posts: SeedPost[];
  comments: SeedComment[];
  postLikes: Array<{ postId: string; userId: string; createdAt: Date }>;
  commentLikes: Array<{ commentId: string; userId: string }>;
  follows: Array<{ followerId: string; followeeId: string }>;
  bookmarks: Array<{ userId: string; postId: string; createdAt: Date }>;
}

export interface SeedOptions {
  /** Total users including the admin (>= 2). */
  users?: number;
  posts?: number;
  seed?: number;
  adminUser?: string;
  adminEmail?: string;
  /** "now" for dates, so tests and benches can pin it. */
  now?: Date;
}

const DAY = 86_400_000;

export const categoryImage = (category: string) => `/uploads/seed/cover-${category.toLowerCase()}.svg`;
export const avatarImage = (username: string) => `/uploads/seed/avatar-${username.toLowerCase()}.svg`;

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}
function sample<T>(rand: () => number, list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.min(n, copy.length));
}

function postHtml(rand: () => number, category: string): string {
  const c = CONTENT[category]!;
  const parts = [`<p>${pick(rand, c.openings)} ${pick(rand, c.sections).paragraphs[0]}</p>`];
  for (const section of sample(rand, c.sections, 2 + Math.floor(rand() * 2))) {
    parts.push(`<h2>${section.heading}</h2>`);
    for (const p of section.paragraphs) parts.push(`<p>${p}</p>`);
  }
  if (rand() < 0.5) {
    const tips = sample(
      rand,
      c.sections.flatMap((s) => s.paragraphs.map((p) => p.split('. ')[0]!)),
      3,
    );
    parts.push(`<ul>${tips.map((t) => `<li>${t.replace(/\.$/, '')}</li>`).join('')}</ul>`);
  }
  parts.push('<p><em>Thanks for reading. Tell me in the comments what worked for you.</em></p>');
  return parts.join('\n');
}

/**
 * Demo content: users (the ADMIN first, then the documented demo users, then generated ones),
 * posts spread over the eight categories and the last ~120 days, comments, likes, follows and
 * bookmarks. Pure and deterministic for a given seed (ids depend on the clock, rows do not).
 */
export function generateSeed(options: SeedOptions = {}): SeedData {
  const userCount = Math.max(2, options.users ?? 8);
  const postCount = Math.max(0, options.posts ?? 48);
  const rand = prng(options.seed ?? 42);
  const now = options.now ?? new Date();
  const adminUser = options.adminUser ?? 'admin';

  const users: SeedUser[] = [];
  const joined = (i: number) => new Date(now.getTime() - (400 - (i % 200)) * DAY);
  users.push({
    id: newId(joined(0)),
    username: adminUser,
    name: 'CWT Admin',
    email: options.adminEmail ?? 'admin@cwt.local',
    role: 'ADMIN',
    location: null,
    website: null,
    profilePicture: avatarImage(adminUser),
    createdAt: joined(0),
  });
  for (let i = 1; i < userCount; i++) {
    const demo = DEMO_USERS[i - 1];
    const username = demo?.username ?? `reader${i}`;
    users.push({
      id: newId(joined(i)),
      username,
      name: demo?.name ?? `Reader ${i}`,
      email: `${username}@example.com`,
      role: 'USER',
      location: demo?.location ?? null,
      website: demo?.website ?? null,
      profilePicture: avatarImage(demo ? username : `reader${i % 8}`),
      createdAt: joined(i),
    });
  }
  const writers = users.filter((u) => u.role === 'USER');

  const posts: SeedPost[] = [];
  const categories = [...DEFAULT_CATEGORIES];
  for (let i = 0; i < postCount; i++) {
    const category = categories[i % categories.length]!;
    const c = CONTENT[category]!;
    const round = Math.floor(i / categories.length);
    const baseTitle = c.titles[round % c.titles.length]!;
    const title =
      round < c.titles.length ? baseTitle : `${baseTitle} (Part ${Math.floor(round / c.titles.length) + 1})`;
    // Newer posts are denser, so "this week" and "this month" filters have content.
    const ageDays = i < 6 ? rand() * 5 : rand() ** 1.5 * 120;
    const createdAt = new Date(now.getTime() - ageDays * DAY - Math.floor(rand() * DAY));
    const content = postHtml(rand, category);
    const text = htmlToText(content);
    posts.push({
      id: newId(createdAt),
      title,
      content,
      excerpt: excerptOf(text),
      wordCount: wordCount(text),
      category,
      tags: sample(rand, c.tags, 2 + Math.floor(rand() * 2)),
      imageUrl: categoryImage(category),
      authorId: pick(rand, writers).id,
      createdAt,
    });
  }

  const comments: SeedComment[] = [];
  const postLikes: SeedData['postLikes'] = [];
  const commentLikes: SeedData['commentLikes'] = [];
  const bookmarks: SeedData['bookmarks'] = [];
  for (const post of posts) {
    const likers = sample(rand, users, Math.floor(rand() ** 2 * Math.min(users.length, 40)));
    for (const u of likers) {
      postLikes.push({
        postId: post.id,
        userId: u.id,
        createdAt: new Date(post.createdAt.getTime() + rand() * DAY),
      });
    }
    const nComments = Math.floor(rand() * 4);
    for (let k = 0; k < nComments; k++) {
      const at = new Date(Math.min(now.getTime(), post.createdAt.getTime() + (k + rand()) * DAY * 0.5));
      const comment = {
        id: newId(at),
        postId: post.id,
        authorId: pick(rand, users).id,
        content: pick(rand, COMMENT_LINES),
        createdAt: at,
      };
      comments.push(comment);
      for (const u of sample(rand, users, Math.floor(rand() * 3)))
        commentLikes.push({ commentId: comment.id, userId: u.id });
    }
    for (const u of sample(rand, users, Math.floor(rand() * 3))) {
      bookmarks.push({
        userId: u.id,
        postId: post.id,
        createdAt: new Date(post.createdAt.getTime() + rand() * DAY),
      });
    }
  }

  const follows: SeedData['follows'] = [];
  const seen = new Set<string>();
  for (const u of users) {
    for (const other of sample(rand, users, 1 + Math.floor(rand() * Math.min(5, users.length - 1)))) {
      const key = `${u.id}:${other.id}`;
      if (other.id === u.id || seen.has(key)) continue;
      seen.add(key);
      follows.push({ followerId: u.id, followeeId: other.id });
    }
  }

  return { users, posts, comments, postLikes, commentLikes, follows, bookmarks };
}
