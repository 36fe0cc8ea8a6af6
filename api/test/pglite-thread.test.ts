import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createPglite, createPgliteThread, queryRows, wrapPglite } from '../src/db/client';
import type { PgliteThread } from '../src/db/pglite-thread';
import { categories } from '../src/db/schema';
import { snapshotPath } from './helpers/db';

// The server's PGlite runs on a worker thread (db/pglite-thread.ts); these check that it keeps
// PGlite's behaviour as the API relies on it: rows and errors, transactions, and data on disk.
describe('PGlite on a worker thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await createPgliteThread();
    await thread.exec('create table t (id int primary key, at timestamptz, note text)');
  });

  afterAll(() => thread.close());

  it('returns rows, fields and affected rows; parameters stay parameters', async () => {
    const insert = await thread.query('insert into t values ($1, $2, $3), ($4, $2, $5)', [
      1,
      '2026-01-02T03:04:05Z',
      "it's",
      2,
      null,
    ]);
    expect(insert.affectedRows).toBe(2);
    const read = await thread.query<{ id: number; note: string | null }>(
      'select id, note from t order by id',
    );
    expect(read.rows).toEqual([
      { id: 1, note: "it's" },
      { id: 2, note: null },
    ]);
    expect(read.fields.map((field) => field.name)).toEqual(['id', 'note']);
  });

  it("applies the caller's parsers on the calling side, in object and array rows", async () => {
    const parsers = { 1184: (value: string) => `parsed:${value}` };
    const asObject = await thread.query<{ at: string }>('select at from t where id = 1', [], { parsers });
    expect(asObject.rows[0]?.at).toMatch(/^parsed:2026-01-02 03:04:05/);
    const asArray = await thread.query<unknown[]>('select id, at from t where id = 1', [], {
      parsers,
      rowMode: 'array',
    });
    expect(asArray.rows[0]?.[0]).toBe(1);
    expect(asArray.rows[0]?.[1]).toMatch(/^parsed:/);
    // Without parsers PGlite's own turn text into values (a Date of the main realm, not Jest's).
    const plain = await thread.query<{ at: Date }>('select at from t where id = 1');
    expect(Object.prototype.toString.call(plain.rows[0]?.at)).toBe('[object Date]');
    expect(plain.rows[0]?.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('rejects with the SQLSTATE, constraint and message of a failed statement', async () => {
    const failure = thread.query('insert into t (id) values (1)');
    await expect(failure).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    await expect(failure).rejects.toThrow(/duplicate key/);
    await expect(thread.query('select nope from t')).rejects.toMatchObject({ code: '42703' });
  });

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    const result = await thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)');
      return (await tx.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n;
    });
    expect(result).toBe(3);
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into t (id) values (11)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failed statement inside: the caller's error, and nothing of the transaction kept.
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into t (id) values (12)');
        await tx.query('insert into t (id) values (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const ids = await thread.query<{ id: number }>('select id from t order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2, 10]);
  });

  it('runs a statement from outside after an open transaction ends, as PGlite itself does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (20)');
      inside();
      await held;
      await tx.query('update t set note = $1 where id = 20', ['late']);
    });
    await opened;
    const outside = thread.query<{ note: string | null }>('select note from t where id = 20');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ note: 'late' }]);
  });

  it('runs two transactions begun at once one after the other, the second waiting without blocking', async () => {
    const order: string[] = [];
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const first = thread.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (30, $1)', ['first']);
      firstStarted();
      // Waits on this thread's event loop while holding the database: the second transaction must wait
      // for its turn without blocking that loop.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('update t set note = note || $1 where id = 30', ['+']);
      order.push('first');
    });
    await started;
    const second = thread.transaction(async (tx) => {
      const seen = await tx.query<{ note: string }>('select note from t where id = 30');
      order.push('second');
      return seen.rows[0]?.note;
    });
    await first;
    expect(await second).toBe('first+');
    expect(order).toEqual(['first', 'second']);
  });

  it('lets the event loop turn while a queue of transactions runs', async () => {
    // Each transaction's statements are answered synchronously, and the next queued one would start on
    // a microtask: without the slices no timer or I/O callback (an incoming connection) could run
    // until all of them were done.
    let turned = false;
    const sawTurn: boolean[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        thread.transaction(async (tx) => {
          if (index === 0)
            setImmediate(() => {
              turned = true;
            });
          await tx.query('select pg_sleep(0.002)');
          sawTurn.push(turned);
        }),
      ),
    );
    expect(sawTurn.at(-1)).toBe(true);
  });

  it('answers a prepared statement as PGlite itself does, for every parameter type the API sends', async () => {
    const reference = await createPglite();
    try {
      const text =
        'select $1::text[] as ids, $2::jsonb as doc, $3::bool as flag, $4::timestamptz as at, $5::int as n, $6::text as none';
      const params = [
        ['a', "b'c", 'd,e'],
        { k: [1, 'two'] },
        true,
        new Date('2026-03-04T05:06:07Z'),
        42,
        null,
      ];
      const expected = (await reference.query(text, params)).rows;
      // The first call prepares the statement; later calls (PostgreSQL's generic plan after five) reuse it.
      for (let call = 0; call < 8; call += 1)
        expect((await thread.query(text, params)).rows).toEqual(expected);
    } finally {
      await reference.close();
    }
  });

  it('keeps a statement first prepared in a rolled-back transaction', async () => {
    const text = 'select count(*)::int as n from t where id > $1';
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(text, [0]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await thread.query<{ n: number }>(text, [0])).rows).toEqual([{ n: 5 }]); // ids 1, 2, 10, 20, 30
  });

  it('serves drizzle through the API wrapper, transactions included', async () => {
    const database = wrapPglite(
      await createPgliteThread(undefined, new Blob([readFileSync(snapshotPath())])),
    );
    try {
      await database.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Thread test' });
      });
      const [row] = await database.db.select().from(categories).where(eq(categories.name, 'Thread test'));
      expect(row?.name).toBe('Thread test');
      // Timestamps reach drizzle as text (its parsers), which it maps to dates as in-process.
      expect(row?.createdAt).toBeInstanceOf(Date);
      expect(Number.isNaN(row?.createdAt.getTime())).toBe(false);
      const [clock] = await queryRows<{ now: string }>(database.db, sql`select now()::text as now`);
      expect(clock?.now).toMatch(/^\d{4}-/);
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('keeps its data on disk across a close and a reopen', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cwt-pglite-thread-'));
    try {
      const first = await createPgliteThread(dir);
      await first.exec('create table kept (v text); insert into kept values ($$still here$$)');
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow(/closed/);
      const second = await createPgliteThread(dir);
      expect((await second.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
