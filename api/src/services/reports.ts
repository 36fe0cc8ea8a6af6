import type { MessageResponse, ReportItem, ReportType } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { queryRows } from '../db/client';
import { comments, postCounters, posts, reportItems } from '../db/schema';
import { badRequest, isForeignKeyViolation } from '../lib/errors';
import { postShape, postSnapshot, touchComment, touchPost } from './cache-touches';
import { deleteComment } from './comments';
import { deletePost } from './posts';

/** `posts.hidden_reason` of content hidden automatically by a toxicity report; ignoring the report un-hides it. */
export const AUTO_HIDDEN_REASON = 'toxicity';

const postIdOf = sql<string | null>`case
  when ${reportItems.type} = 'Post' then (select p.id from posts p where p.id = ${reportItems.contentId})
  else (select c.post_id from comments c where c.id = ${reportItems.contentId}) end`;

type GroupedRow = typeof reportItems.$inferSelect & { postId: string | null; reportCount?: number };

/** The wire shape of a report row (a single report unless the queue grouped several). */
export function reportToWire(r: GroupedRow): ReportItem {
  return {
    id: r.id,
    _id: r.id,
    contentId: r.contentId,
    type: r.type,
    userReportId: r.reporterId,
    percentToxic: r.percentToxic,
    reportCount: r.reportCount ?? 1,
    status: r.status,
    postId: r.postId,
    createdAt: r.createdAt.toISOString(),
    origin: r.origin,
    language: r.language,
    action: r.action,
    excerpt: r.excerpt,
    evidence: r.evidence ?? [],
  };
}

/** Reports on the same content (and type), matching a status filter. */
const sameContent = (contentId: string, type: ReportType) =>
  and(eq(reportItems.contentId, contentId), eq(reportItems.type, type));

/**
 * The moderation queue: one row per reported content, newest first. The row is the newest report
 * on it, with the highest score among its reports and how many there are.
 */
export async function listReports(
  ctx: AppContext,
  q: { page: number; size: number; status?: 'PENDING' | 'IGNORED' | 'REMOVED' },
): Promise<{ items: ReportItem[]; total: number }> {
  const filter = q.status ? sql`where status = ${q.status}` : sql``;
  const [rows, [count]] = await Promise.all([
    queryRows<{ id: string; report_count: number; max_toxic: number }>(
      ctx.db,
      sql`select id, report_count, max_toxic from (
            select id, created_at,
                   count(*) over w as report_count,
                   max(percent_toxic) over w as max_toxic,
                   row_number() over (partition by content_id, type order by created_at desc, id desc) as rn
            from report_items ${filter}
            window w as (partition by content_id, type)
          ) grouped
          where rn = 1
          order by created_at desc, id desc
          limit ${q.size} offset ${q.page * q.size}`,
    ),
    queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from (select 1 from report_items ${filter} group by content_id, type) g`,
    ),
  ]);
  if (rows.length === 0) return { items: [], total: count?.n ?? 0 };
  const details = await ctx.db
    .select({ report: reportItems, postId: postIdOf })
    .from(reportItems)
    .where(
      inArray(
        reportItems.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(details.map((d) => [d.report.id, d]));
  const items = rows.map((r) => {
    const d = byId.get(r.id)!;
    return reportToWire({
      ...d.report,
      postId: d.postId,
      percentToxic: Number(r.max_toxic),
      reportCount: Number(r.report_count),
    });
  });
  return { items, total: count?.n ?? 0 };
}

/** Files a report by hand (moderation tooling and tests); the content must exist. */
export async function fileReport(
  ctx: AppContext,
  input: { contentId: string; type: ReportType; userReportId?: string | null; percentToxic: number },
): Promise<ReportItem> {
  const [exists] =
    input.type === 'Post'
      ? await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.id, input.contentId))
      : // A tombstone has nothing left to report.
        await ctx.db
          .select({ id: comments.id })
          .from(comments)
          .where(and(eq(comments.id, input.contentId), isNull(comments.deletedAt)));
  if (!exists)
    throw badRequest(
      'REPORT_TARGET_UNKNOWN',
      `No ${input.type === 'Post' ? 'post' : 'comment'} has this id`,
      'contentId',
    );
  const [row] = await ctx.db
    .insert(reportItems)
    .values({
      contentId: input.contentId,
      type: input.type,
      reporterId: input.userReportId ?? null,
      percentToxic: input.percentToxic,
    })
    .returning({ id: reportItems.id })
    .catch((error: unknown) => {
      // The reporter is the only reference the content check above has not covered.
      if (isForeignKeyViolation(error))
        throw badRequest('REPORT_TARGET_UNKNOWN', 'No user has this id', 'userReportId');
      throw error;
    });
  const [created] = await ctx.db
    .select({ report: reportItems, postId: postIdOf })
    .from(reportItems)
    .where(eq(reportItems.id, row!.id));
  return reportToWire({ ...created!.report, postId: created!.postId });
}

/**
 * Ignore (default): the content's reports go and content hidden automatically is shown again.
 * removeContent: the post or comment is deleted first, then all its reports.
 */
export async function deleteReport(
  ctx: AppContext,
  admin: AuthUser,
  id: string,
  removeContent: boolean,
): Promise<MessageResponse> {
  if (!isObjectId(id))
    throw badRequest('VALIDATION_FAILED', 'id: must be a 24-character hexadecimal id', 'id');
  const [report] = await ctx.db.select().from(reportItems).where(eq(reportItems.id, id));
  // The spec's client deletes the content first, which takes its reports with it, then deletes the
  // report and reloads its list only on success: a report that is already gone is done, not a 404.
  if (!report) return { message: 'Report already removed' };

  if (removeContent) {
    try {
      if (report.type === 'Post') await deletePost(ctx, report.contentId, admin);
      else await deleteComment(ctx, report.contentId, admin);
    } catch (e) {
      // Content already gone: removing the report is all that is left to do.
      if ((e as { statusCode?: number }).statusCode !== 404) throw e;
    }
    await ctx.db.delete(reportItems).where(sameContent(report.contentId, report.type));
    return { message: 'Content and its reports deleted' };
  }

  // Ignoring dismisses every report on the content (they are one row in the queue) and shows
  // content that was hidden automatically again.
  const before = report.type === 'Post' ? await postSnapshot(ctx.db, report.contentId) : null;
  let shownComment: string | null = null;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(reportItems).where(sameContent(report.contentId, report.type));
    // A moderator's decision stands: the content counts as scored, so the sweep does not queue it
    // again as a system report (it would if it had not reached it yet).
    if (report.type === 'Post')
      await tx.update(posts).set({ moderatedAt: sql`now()` }).where(eq(posts.id, report.contentId));
    else await tx.update(comments).set({ moderatedAt: sql`now()` }).where(eq(comments.id, report.contentId));
    if (report.type === 'Post') {
      await tx
        .update(posts)
        .set({ hidden: false, hiddenReason: null })
        .where(and(eq(posts.id, report.contentId), eq(posts.hiddenReason, AUTO_HIDDEN_REASON)));
    } else {
      const shown = await tx
        .update(comments)
        .set({ hidden: false })
        .where(and(eq(comments.id, report.contentId), eq(comments.hidden, true)))
        .returning({ postId: comments.postId });
      if (shown.length === 1) {
        shownComment = shown[0]!.postId;
        await tx
          .update(postCounters)
          .set({ commentCount: sql`${postCounters.commentCount} + 1` })
          .where(eq(postCounters.postId, shown[0]!.postId));
      }
    }
  });
  if (before) touchPost(ctx, before, await postShape(ctx.db, report.contentId));
  if (shownComment) touchComment(ctx, shownComment, report.contentId);
  return { message: 'Report ignored' };
}
