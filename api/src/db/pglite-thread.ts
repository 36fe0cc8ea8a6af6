import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { resolveModule } from '../lib/resolve-module';
import { STATEMENT_LIMIT } from './named-statements';
import { PGLITE_WORKER_SOURCE } from './pglite-worker';

/*
 * PGlite on a worker thread. PGlite runs PostgreSQL (WebAssembly) synchronously on the thread that
 * owns it: on the API's own thread it took two thirds of that thread's time under the load bench, so
 * request handling (routing, validation, drizzle, JSON) waited behind every query and the second core
 * sat idle. Here a worker owns the database (db/pglite-worker.ts) and the API's thread only sends
 * statements and receives rows, so the two run side by side.
 */

interface ThreadError {
  message: string;
  name: string;
  props: Record<string, string | number | boolean | null>;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: ThreadError;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Operation =
  | { op: 'ready' | 'close' }
  | { op: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object'; raw: number[]; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'end'; tx: number; commit: boolean };

/** What drizzle's PGlite driver and our code call on a client or on a transaction's handle. */
export interface PgliteQueryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export interface PgliteThreadOptions {
  /** Folder of the database on disk; in memory when unset. */
  dataDir?: string;
  /** A `dumpDataDir()` archive to start from (tests' snapshots). */
  load?: Blob;
  /** Statements run once when the database opens (session settings hold for every later query). */
  setup?: string[];
}

function threadModules(): { pglite: string; pgTrgm: string; unaccent: string } {
  return {
    pglite: resolveModule('@electric-sql/pglite'),
    pgTrgm: resolveModule('@electric-sql/pglite/contrib/pg_trgm'),
    unaccent: resolveModule('@electric-sql/pglite/contrib/unaccent'),
  };
}

function toError(error: ThreadError): Error {
  const result = Object.assign(new Error(error.message), error.props);
  result.name = error.name;
  return result;
}

/**
 * Applies the caller's parsers on this side: the worker returned the raw text of those columns
 * (functions cannot cross threads). Drizzle's are identities for dates and intervals, kept as text.
 */
function parseColumns<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: options.rowMode === 'array' ? index : field.name, parse }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
  return result;
}

/** How long transactions may run before they let the event loop turn (see `loopTurnIfDue`). */
const TRANSACTION_SLICE_MS = 10;

/** How long a transaction's statement may take before the caller gives up on the thread. */
const NOW_TIMEOUT_MS = 60_000;

/** A PGlite database owned by a worker thread, with PGlite's query, exec and transaction. */
export class PgliteThread implements PgliteQueryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;
  /** Where the thread answers a transaction's statements, read synchronously (see `callNow`). */
  private readonly nowPort: MessagePort;
  /** Bumped by the thread after each answer on `nowPort`, so this thread can sleep until one comes. */
  private readonly nowSignal = new Int32Array(new SharedArrayBuffer(4));
  /**
   * Settles when the last transaction begun here has sent its end. Transactions take turns here, as
   * they would at the database (one session), so that a transaction's statements can block this
   * thread (`callNow`) without ever waiting for another transaction's callback, which runs here.
   */
  private lastTransaction: Promise<void> = Promise.resolve();
  /** When this thread's event loop last had a turn that `loopTurnIfDue` waited for. */
  private sliceStart = performance.now();
  closed = false;

  private constructor(options: PgliteThreadOptions, load: ArrayBuffer | undefined) {
    const { port1, port2 } = new MessageChannel();
    this.nowPort = port1;
    this.worker = new Worker(PGLITE_WORKER_SOURCE, {
      eval: true,
      workerData: {
        modules: threadModules(),
        dataDir: options.dataDir,
        load,
        setup: options.setup ?? [],
        statementLimit: STATEMENT_LIMIT,
        nowPort: port2,
        nowSignal: this.nowSignal,
      },
      transferList: load ? [port2, load] : [port2],
    });
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    // A crash of the thread (a WebAssembly abort) fails what is waiting and everything after it: the
    // database is gone, and the API answers 503 as for an unreachable server.
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`PGlite thread exited (code ${code})`)));
  }

  static async open(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const load = options.load ? await options.load.arrayBuffer() : undefined;
    const thread = new PgliteThread(options, load);
    try {
      await thread.call({ op: 'ready' });
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const unsupported =
      options && (options.serializers || options.blob || options.onNotice || options.paramTypes);
    if (unsupported)
      return Promise.reject(new Error('PGlite thread: only rowMode and parsers cross the thread'));
    const raw = options?.parsers ? Object.keys(options.parsers).map(Number) : [];
    const rowMode = options?.rowMode ?? 'object';
    return this.call({ op: 'query', text, params, rowMode, raw, tx }).then((result) =>
      parseColumns(result as Results<T>, options),
    );
  }

  exec(text: string, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', text, tx }) as Promise<Results[]>;
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const previous = this.lastTransaction;
    let turnOver!: () => void;
    this.lastTransaction = new Promise((resolve) => {
      turnOver = resolve;
    });
    await previous;
    await this.loopTurnIfDue();
    const id = this.nextId++;
    const handle: PgliteQueryable = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.query<R>(text, params, options, id),
      exec: (text: string) => this.exec(text, id),
    };
    let outcome: { result: T } | { error: unknown };
    try {
      outcome = { result: await callback(handle) };
    } catch (error) {
      outcome = { error };
    }
    // Once its end is sent, the thread finishes the transaction without this side.
    const ended = this.send({ op: 'end', tx: id, commit: 'result' in outcome }).reply;
    turnOver();
    await ended;
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /**
   * A transaction's statements block this thread (`callNow`), and every request that became readable
   * in one turn of the event loop runs in that turn: with many writes among them the turn lasted
   * 150 ms, and Node accepts one new connection per turn (libuv 1.45+, libuv/libuv#3696), so clients
   * connecting during a burst waited 10 s (the load bench's slowest answers). Once
   * TRANSACTION_SLICE_MS have passed since the last turn it waited for, a transaction waits for the
   * next one.
   */
  private async loopTurnIfDue(): Promise<void> {
    if (performance.now() - this.sliceStart < TRANSACTION_SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      if (!this.failure) await this.call({ op: 'close' });
    } finally {
      this.closed = true;
      this.nowPort.close();
      await this.worker.terminate();
    }
  }

  private call(operation: Operation): Promise<unknown> {
    const tx = operation.op === 'query' || operation.op === 'exec' ? operation.tx : undefined;
    if (tx === undefined) return this.send(operation).reply;
    try {
      return Promise.resolve(this.callNow(operation));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * A transaction's statement, answered before this returns: the thread sleeps on `nowSignal` until
   * the answer is on `nowPort`. An open transaction holds the database, so nothing else can run there
   * meanwhile; waiting here keeps it from also waiting for this event loop's other work between its
   * statements (under the load bench transactions held the database three times as long as they used
   * it). A first statement waits at most for the statement running there (it goes before waiting
   * ones) and for the previous transaction, whose end is already sent (`lastTransaction`).
   */
  private callNow(operation: Operation): unknown {
    if (this.failure) throw this.failure;
    if (this.closed) throw new Error('PGlite thread is closed');
    const id = this.nextId++;
    this.worker.postMessage({ ...operation, id, now: true });
    for (;;) {
      const seen = Atomics.load(this.nowSignal, 0);
      const received = receiveMessageOnPort(this.nowPort);
      if (received) {
        const reply = received.message as Reply;
        if (reply.id !== id) continue;
        if (reply.error) throw toError(reply.error);
        return reply.result;
      }
      // The thread's 'exit' cannot be heard while this waits: a crash there costs this wait's timeout.
      if (Atomics.wait(this.nowSignal, 0, seen, NOW_TIMEOUT_MS) === 'timed-out')
        throw new Error(`PGlite thread: no answer to a transaction's statement in ${NOW_TIMEOUT_MS} ms`);
    }
  }

  private send(operation: Operation): { id: number; reply: Promise<unknown> } {
    const id = this.nextId++;
    if (this.failure) return { id, reply: Promise.reject(this.failure) };
    if (this.closed) return { id, reply: Promise.reject(new Error('PGlite thread is closed')) };
    const reply = new Promise<unknown>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ ...operation, id });
    return { id, reply };
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.error) pending.reject(toError(reply.error));
    else pending.resolve(reply.result);
  }

  private fail(error: Error): void {
    if (this.closed) return;
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(this.failure);
    this.pending.clear();
  }
}
