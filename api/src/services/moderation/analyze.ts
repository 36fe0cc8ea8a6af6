import type { AnalyzeResponse, ReportItem, ReportType } from '@cwt/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../../context';
import { queryRows } from '../../db/client';
import { comments, postCounters, posts, reportItems } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html';
import { postShape, postSnapshot, touchComment, touchPost } from '../cache-touches';
import { notify } from '../notifications';
import { AUTO_HIDDEN_REASON, reportToWire } from '../reports';
import { type ModerationResult, moderate } from './index';
import type { ToxicityScorer } from './types';

/** Longest text sent to a scorer: the opening of a long post is scored, the rest is not. */
export const MODERATION_MAX_CHARS = 10_000;
/** How much of the scored text a report keeps for the moderator (evidence beyond it is dropped). */
export const REPORT_EXCERPT_CHARS = 1_000;

/** What a report stores of a score: the language, action, the excerpt and the evidence inside it. */
export function reportDetails(text: string, s: ModerationResult) {
  const excerpt = text.slice(0, REPORT_EXCERPT_CHARS);
  return {
    language: s.language,
    action: s.action,
    excerpt,
    evidence: s.evidence.filter((e) => e.end <= excerpt.length),
  };
}

export interface Content {
  authorId: string;
  postId: string;
  text: string;
  hidden: boolean;
}

/** Moderated content stays visible to its author and to admins only; to anyone else it does not exist. */
function visibleTo(content: Content, viewer: AuthUser | null): boolean {
  return !content.hidden || viewer?.role === 'ADMIN' || viewer?.id === content.authorId;
}

export async function loadContent(ctx: AppContext, type: ReportType, id: string): Promise<Content> {
  if (type === 'Post') {
    const [row] = await ctx.db
      .select({ authorId: posts.authorId, title: posts.title, content: posts.content, hidden: posts.hidden })
      .from(posts)
      .where(eq(posts.id, id));
    if (!row) throw notFound('POST_NOT_FOUND', 'Post not found');
    return {
      authorId: row.authorId,
      postId: id,
      text: `${row.title}. ${htmlToText(row.content)}`,
      hidden: row.hidden,
    };
  }
  const [row] = await ctx.db
    .select({
      authorId: comments.authorId,
      postId: comments.postId,
      content: comments.content,
      hidden: comments.hidden,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(eq(comments.id, id));
  // A tombstone has nothing left to report.
  if (!row || row.deletedAt) throw notFound('COMMENT_NOT_FOUND', 'Comment not found');
  return { authorId: row.authorId, postId: row.postId, text: htmlToText(row.content), hidden: row.hidden };
}

const reportToWireFor = (row: typeof reportItems.$inferSelect, postId: string): ReportItem =>
  reportToWire({ ...row, postId });

export interface AnalyzeResult extends AnalyzeResponse {
  /** False when the reporter's open report was refreshed instead. */
  created: boolean;
}

/**
 * Scores the stored post or comment (never the reporter's copy of it), files or refreshes the
 * reporter's open report, and hides the content at once when the score reaches its language's `hide` threshold.
 */
export async function analyzeContent(
  ctx: AppContext,
  scorer: ToxicityScorer,
  input: { id: string; type: ReportType; reporter: AuthUser | null },
): Promise<AnalyzeResult> {
  const content = await loadContent(ctx, input.type, input.id);
  // Otherwise a score would confirm that hidden content exists and leak how toxic it is.
  if (!visibleTo(content, input.reporter))
    throw input.type === 'Post'
      ? notFound('POST_NOT_FOUND', 'Post not found')
      : notFound('COMMENT_NOT_FOUND', 'Comment not found');
  const reporterId = input.reporter?.id ?? null;
  const scored = await moderate(scorer, content.text.slice(0, MODERATION_MAX_CHARS));
  const { toxicity, action } = scored;
  const details = reportDetails(content.text, scored);
  const percentToxic = Math.round(toxicity * 10_000) / 100;

  // One open report per reporter per content; anonymous reports share one open row per content
  // (no IP is stored). The advisory lock serialises concurrent reports of the same pair.
  const { row, created } = await ctx.db.transaction(async (tx) => {
    await queryRows(
      tx,
      sql`select pg_advisory_xact_lock(hashtext(${`report:${input.type}:${input.id}:${reporterId ?? ''}`}))`,
    );
    const [open] = await tx
      .select()
      .from(reportItems)
      .where(
        and(
          eq(reportItems.contentId, input.id),
          eq(reportItems.type, input.type),
          eq(reportItems.status, 'PENDING'),
          // The scorer's own (system) report is not an anonymous reader's.
          eq(reportItems.origin, 'user'),
          reporterId ? eq(reportItems.reporterId, reporterId) : isNull(reportItems.reporterId),
        ),
      )
      .limit(1);
    if (open) {
      // The content may have been edited since: keep the latest score.
      const [updated] = await tx
        .update(reportItems)
        .set({ percentToxic, ...details })
        .where(eq(reportItems.id, open.id))
        .returning();
      return { row: updated!, created: false };
    }
    const [inserted] = await tx
      .insert(reportItems)
      .values({ contentId: input.id, type: input.type, reporterId, percentToxic, origin: 'user', ...details })
      .returning();
    return { row: inserted!, created: true };
  });

  let hidden = false;
  // The language's `hide` threshold (THRESHOLDS): a hidden clean comment harms its author, so it is
  // set where at most 1% of clean held-out comments reach it.
  if (action === 'hide' && !content.hidden) hidden = await hide(ctx, input, content);

  return {
    attributeScores: { TOXICITY: { summaryScore: { value: toxicity, type: 'PROBABILITY' } } },
    percentToxic,
    toxicityValue: toxicity,
    report: reportToWireFor(row, content.postId),
    hidden,
    created,
  };
}

/** Soft-hides the content (only if still visible, so two reports hide and notify once). */
async function hide(
  ctx: AppContext,
  input: { id: string; type: ReportType },
  content: Content,
): Promise<boolean> {
  let changed = false;
  if (input.type === 'Post') {
    const before = await postSnapshot(ctx.db, input.id);
    const rows = await ctx.db
      .update(posts)
      .set({ hidden: true, hiddenReason: AUTO_HIDDEN_REASON })
      .where(and(eq(posts.id, input.id), eq(posts.hidden, false)))
      .returning({ id: posts.id });
    changed = rows.length === 1;
    if (changed) touchPost(ctx, before, await postShape(ctx.db, input.id));
  } else {
    changed = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(comments)
        .set({ hidden: true })
        .where(and(eq(comments.id, input.id), eq(comments.hidden, false)))
        .returning({ postId: comments.postId });
      if (rows.length !== 1) return false;
      // Hidden comments are not counted (deleting or restoring one adjusts the count the same way).
      await tx
        .update(postCounters)
        .set({ commentCount: sql`greatest(${postCounters.commentCount} - 1, 0)` })
        .where(eq(postCounters.postId, rows[0]!.postId));
      return true;
    });
    if (changed) touchComment(ctx, content.postId, input.id);
  }
  if (changed) {
    await notify(ctx.db, [
      {
        recipientId: content.authorId,
        actorId: null,
        type: 'SYSTEM',
        params: { notice: 'CONTENT_HIDDEN', content: input.type === 'Post' ? 'post' : 'comment' },
        postId: content.postId,
        targetId: input.id,
      },
    ]);
  }
  return changed;
}
