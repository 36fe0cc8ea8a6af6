import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { comments, posts, reportItems } from '../../db/schema';
import { loadContent, MODERATION_MAX_CHARS, reportDetails } from './analyze';
import { moderate } from './index';
import type { ToxicityScorer } from './types';

type SweepLog = { warn: (obj: unknown, msg: string) => void };

/** Rows scored per table per pass. */
export const SWEEP_BATCH = 25;

interface Pending {
  id: string;
  /** As text, so the claim compares it exactly (a JS Date would drop the microseconds). */
  version: string | null;
}

/**
 * Scores new and edited posts and comments (`moderated_at is null`) off the request path. At or
 * above their language's `queue` threshold they get a system report (origin `system`, "auto" in
 * Report Items); nothing is hidden here, only a reader's report or a moderator hides. Durable: the
 * row itself says it is unscored, so content written just before a crash is scored after restart.
 * Several API processes may sweep at once: a row is claimed by the update that sets `moderated_at`
 * (and, for posts, only if not edited since it was read), so each version is reported once.
 * Returns how many rows were scored.
 */
export async function sweepUnmoderated(
  ctx: AppContext,
  scorer: ToxicityScorer,
  limit = SWEEP_BATCH,
  log?: SweepLog,
): Promise<number> {
  let scored = 0;
  for (const type of ['Post', 'Com'] as const) {
    const rows =
      type === 'Post'
        ? await queryRows<Pending>(
            ctx.db,
            sql`select id, updated_at::text as version from posts where moderated_at is null order by created_at limit ${limit}`,
          )
        : await queryRows<Pending>(
            ctx.db,
            sql`select id, null as version from comments where moderated_at is null order by created_at limit ${limit}`,
          );
    for (const row of rows) {
      let content: Awaited<ReturnType<typeof loadContent>>;
      try {
        content = await loadContent(ctx, type, row.id);
      } catch {
        continue; // deleted since it was listed
      }
      let result: Awaited<ReturnType<typeof moderate>>;
      try {
        result = await moderate(scorer, content.text.slice(0, MODERATION_MAX_CHARS));
      } catch (error) {
        // A hosted provider failing on one text must not stop the others; this one stays unscored
        // and is tried again on the next pass.
        log?.warn({ err: error, type, id: row.id }, 'moderation: scoring failed; retrying on the next pass');
        continue;
      }
      const claimed = await ctx.db.transaction(async (tx) => {
        const claim =
          type === 'Post'
            ? await tx
                .update(posts)
                .set({ moderatedAt: new Date() })
                .where(
                  and(
                    eq(posts.id, row.id),
                    isNull(posts.moderatedAt),
                    // Edited while being scored: leave it for the next pass.
                    sql`${posts.updatedAt}::text = ${row.version}`,
                  ),
                )
                .returning({ id: posts.id })
            : await tx
                .update(comments)
                .set({ moderatedAt: new Date() })
                .where(and(eq(comments.id, row.id), isNull(comments.moderatedAt)))
                .returning({ id: comments.id });
        if (claim.length === 0) return false;
        if (result.action === 'none') return true;
        const values = {
          percentToxic: Math.round(result.toxicity * 10_000) / 100,
          ...reportDetails(content.text, result),
        };
        // An edit re-scores: the open system report on the content is refreshed, not doubled.
        const refreshed = await tx
          .update(reportItems)
          .set(values)
          .where(
            and(
              eq(reportItems.contentId, row.id),
              eq(reportItems.type, type),
              eq(reportItems.status, 'PENDING'),
              eq(reportItems.origin, 'system'),
            ),
          )
          .returning({ id: reportItems.id });
        if (refreshed.length === 0)
          await tx
            .insert(reportItems)
            .values({ contentId: row.id, type, reporterId: null, origin: 'system', ...values });
        return true;
      });
      if (claimed) scored += 1;
    }
  }
  return scored;
}

/**
 * Runs the sweep every `intervalMs` (and again at once while a pass fills its batch). Errors are
 * logged and retried on the next tick: an unscored row stays unscored until a pass succeeds.
 */
export function startModerationSweeper(
  ctx: AppContext,
  scorer: ToxicityScorer,
  intervalMs: number,
  log: SweepLog,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        while (!stopped && (await sweepUnmoderated(ctx, scorer, SWEEP_BATCH, log)) >= SWEEP_BATCH);
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'moderation sweep failed; retrying on the next tick');
      }
      if (!stopped) {
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      }
    })();
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
