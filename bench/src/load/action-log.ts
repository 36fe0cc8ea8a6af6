// What a load run's virtual users record: latencies per action and per time window, and failures.
import { isOk, type Reply } from '../http-client';

export interface ActionError {
  action: string;
  status: number;
  detail: string;
}

/** The load report's timeline: latencies in windows of this many seconds. */
export const TIMELINE_WINDOW_S = 5;

/**
 * Latencies per action, and every answer that was not a success, of the actions started at or after
 * `since` (epoch ms; a ramp step's warm-up is left out).
 */
export class ActionLog {
  readonly latencies = new Map<string, number[]>();
  readonly errors: ActionError[] = [];
  /** Per action: answers that refused as they had to (a reply across a block, to a deleted comment). */
  readonly refusals = new Map<string, number>();
  /**
   * Latencies by the TIMELINE_WINDOW_S window they ended in, from the log's creation: whether a run's
   * slow tail is its first seconds (cold caches, code not yet optimised) or spread over it.
   */
  readonly windows = new Map<number, number[]>();
  private readonly created = Date.now();

  constructor(readonly since = 0) {}

  record(action: string, reply: Reply, failure?: string, expectedRefusal = false) {
    const now = Date.now();
    if (this.since && now - reply.ms < this.since) return;
    const list = this.latencies.get(action) ?? [];
    list.push(reply.ms);
    this.latencies.set(action, list);
    const slot = Math.floor((now - this.created) / (TIMELINE_WINDOW_S * 1000));
    const inSlot = this.windows.get(slot) ?? [];
    inSlot.push(reply.ms);
    this.windows.set(slot, inSlot);
    if (expectedRefusal) this.refusals.set(action, (this.refusals.get(action) ?? 0) + 1);
    else if (failure !== undefined || !isOk(reply)) {
      const body = reply.body as { message?: string } | null;
      this.errors.push({
        action,
        status: reply.status,
        detail: failure ?? reply.error ?? body?.message ?? '',
      });
    }
  }
}
