import { CACHE_VERSION_HEADER } from '@cwt/contracts';
import type { FastifyInstance } from 'fastify';
import { CACHE_CHANNEL } from '../../src/plugins/public-cache';
import type { TestResponse } from '../helpers/server';

/** One request to a node, as a client sends it (bearer token, JSON or multipart body, extra headers). */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string | null; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | FormData | undefined = opts.form;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(baseUrl + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

/**
 * Holds back the cache announcements a node hears (as a slow bus would), so a test decides when the
 * node learns of a write: reads in between show what the freshness rules promise without the bus.
 * Reaches into the bus's handler table: the app has no such switch, and must not grow one for tests.
 */
export class BusGate {
  private held: string[] | null = null;
  private readonly handlers: Array<(payload: string) => void>;
  private readonly heard = new Set<string>();
  private waiters: Array<() => void> = [];

  constructor(app: FastifyInstance) {
    const bus = app.ctx.bus as unknown as { handlers: Map<string, Set<(payload: string) => void>> };
    const set = bus.handlers.get(CACHE_CHANNEL);
    if (!set) throw new Error('the node has no cache channel handler');
    this.handlers = [...set];
    set.clear();
    set.add((payload) => {
      this.heard.add(versionOf(payload));
      if (this.held) this.held.push(payload);
      else this.deliver(payload);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  private deliver(payload: string): void {
    for (const h of this.handlers) h(payload);
  }

  hold(): void {
    this.held ??= [];
  }

  /** Waits until the announcement naming `version` arrived (if any), then delivers everything held. */
  async release(version: string | null): Promise<void> {
    if (version) {
      const deadline = Date.now() + 10_000;
      while (!this.heard.has(version)) {
        if (Date.now() > deadline) throw new Error(`announcement ${version} never arrived`);
        await new Promise<void>((resolve) => {
          this.waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    }
    const queued = this.held ?? [];
    this.held = null;
    for (const payload of queued) this.deliver(payload);
  }
}

function versionOf(payload: string): string {
  try {
    const m = JSON.parse(payload) as { n: string; s: number };
    return `${m.n}.${m.s}`;
  } catch {
    return '';
  }
}

export const versionHeader = (version: string | null): Record<string, string> =>
  version ? { [CACHE_VERSION_HEADER]: version } : {};

/** A describe block that needs two API nodes on one PostgreSQL server: skipped, saying so, without one. */
export function describeOnPostgres(name: string, body: () => void): void {
  if (!process.env.DATABASE_URL) {
    console.warn(
      `${name}: SKIPPED, needs DATABASE_URL (a PostgreSQL server) for two API nodes on one database`,
    );
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}
