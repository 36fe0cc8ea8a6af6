import type { MessageResponse, ReportItem, ReportType } from '@cwt/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { queryRows } from '../db/client';
import { isObjectId } from '../db/ids';
import { comments, posts, reportItems } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { deleteComment } from './comments';
import { deletePost } from './posts';

/** `posts.hidden_reason` of content hidden automatically by a toxicity report; ignoring the report un-hides it. */
export const AUTO_HIDDEN_REASON = 'toxicity';

const postIdOf = sql<string | null>`case
  when ${reportItems.type} = 'Post' then (select p.id from posts p where p.id = ${reportItems.contentId})
  else (select c.post_id from comments c where c.id = ${reportItems.contentId}) end`;

function toReport(r: typeof reportItems.$inferSelect & { postId: string | null }): ReportItem {
  return {
    id: r.id,
    _id: r.id,
    contentId: r.contentId,
    type: r.type,
    userReportId: r.reporterId,
    percentToxic: r.percentToxic,
    status: r.status,
    postId: r.postId,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listReports(
  ctx: AppContext,
  q: { page: number; size: number; status?: 'PENDING' | 'IGNORED' | 'REMOVED' },
): Promise<{ items: ReportItem[]; total: number }> {
  const where = q.status ? eq(reportItems.status, q.status) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ report: reportItems, postId: postIdOf })
      .from(reportItems)
      .where(where)
      .orderBy(desc(reportItems.createdAt), desc(reportItems.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(reportItems).where(where),
  ]);
  return { items: rows.map((r) => toReport({ ...r.report, postId: r.postId })), total: count?.n ?? 0 };
}

/** Files a report by hand (moderation tooling and tests); the content must exist. */
export async function fileReport(
  ctx: AppContext,
  input: { contentId: string; type: ReportType; userReportId?: string | null; percentToxic: number },
): Promise<ReportItem> {
  const table = input.type === 'Post' ? posts : comments;
  const [exists] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, input.contentId));
  if (!exists) throw badRequest(`No ${input.type === 'Post' ? 'post' : 'comment'} has this id`, 'contentId');
  const [row] = await ctx.db
    .insert(reportItems)
    .values({
      contentId: input.contentId,
      type: input.type,
      reporterId: input.userReportId ?? null,
      percentToxic: input.percentToxic,
    })
    .returning({ id: reportItems.id });
  const [created] = await ctx.db
    .select({ report: reportItems, postId: postIdOf })
    .from(reportItems)
    .where(eq(reportItems.id, row!.id));
  return toReport({ ...created!.report, postId: created!.postId });
}

/**
 * Ignore (default): only the report goes; content hidden automatically is shown again once no other
 * report on it is pending. removeContent: the post or comment is deleted first, then its reports.
 */
export async function deleteReport(
  ctx: AppContext,
  admin: AuthUser,
  id: string,
  removeContent: boolean,
): Promise<MessageResponse> {
  if (!isObjectId(id)) throw notFound('Report not found');
  const [report] = await ctx.db.select().from(reportItems).where(eq(reportItems.id, id));
  if (!report) throw notFound('Report not found');

  if (removeContent) {
    try {
      if (report.type === 'Post') await deletePost(ctx, report.contentId, admin);
      else await deleteComment(ctx, report.contentId, admin);
    } catch (e) {
      // Content already gone: removing the report is all that is left to do.
      if ((e as { statusCode?: number }).statusCode !== 404) throw e;
    }
    await ctx.db.delete(reportItems).where(eq(reportItems.id, id));
    return { message: 'Content and report deleted' };
  }

  await ctx.db.transaction(async (tx) => {
    await tx.delete(reportItems).where(eq(reportItems.id, id));
    const [others] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from report_items
          where content_id = ${report.contentId} and type = ${report.type} and status = 'PENDING'`,
    );
    if (others!.n > 0) return;
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
      if (shown.length === 1)
        await tx
          .update(posts)
          .set({ commentCount: sql`${posts.commentCount} + 1` })
          .where(eq(posts.id, shown[0]!.postId));
    }
  });
  return { message: 'Report ignored' };
}
