import { API, type Notification } from '@cwt/contracts';
import { newId } from '../src/db/ids';
import { describeTwoNodes } from './helpers/second-node';
import { openStream } from './helpers/sse';

/** A stream ticket from the node at `url`. */
async function ticketOn(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}${API.notificationsStreamTicket}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { ticket: string }).ticket;
}

describeTwoNodes(
  'live notifications across two API instances on one PostgreSQL',
  'LISTEN/NOTIFY fan-out',
  (nodes) => {
    test('a follow handled by one node reaches a stream held by the other', async () => {
      const a = await nodes.first.newUser('alice');
      const b = await nodes.first.newUser('bob');
      const ticket = await ticketOn(nodes.second.url, a.token);
      const stream = await openStream(`${nodes.second.url}/api/notifications/stream?ticket=${ticket}`);
      try {
        expect(stream.status).toBe(200);
        // The follow goes to the first node; only the database connects them.
        const res = await nodes.first.request('POST', `/api/follows/${a.id}`, { token: b.token });
        expect(res.status).toBe(200);
        const n = JSON.parse((await stream.next()).data) as Notification;
        expect(n).toMatchObject({ type: 'FOLLOW', actor: { id: b.id } });
      } finally {
        stream.close();
      }
    });
  },
);

describeTwoNodes(
  'stream cursor in commit order on PostgreSQL',
  'concurrent writers on separate connections',
  (nodes) => {
    test('a notification still committing when the list is read is replayed, before a later one', async () => {
      const reader = await nodes.first.newUser('reader');
      const pool = nodes.first.database.pool!;
      const insert = (id: string, message: string) =>
        `insert into notifications (id, recipient_id, type, title, message) values ('${id}', '${reader.id}', 'SYSTEM', 'Heads up', '${message}')`;
      const slow = await pool.connect();
      const quick = await pool.connect();
      let quickDone: Promise<unknown> | null = null;
      try {
        // The slow writer has inserted but not committed when the quick one writes and the list is read.
        await slow.query('begin');
        await slow.query(insert(newId(), 'slow writer'));
        quickDone = quick.query(insert(newId(), 'quick writer'));
        // The quick writer waits for the slow one's commit: otherwise it would commit first with the
        // larger position, and a list showing it would hand out a cursor past the slow one.
        const waiting = async () => {
          const rows = await pool.query(
            `select 1 from pg_stat_activity where datname = current_database() and wait_event = 'advisory' and query like 'insert into notifications%'`,
          );
          return rows.rowCount === 1;
        };
        let blocked = false;
        for (let i = 0; i < 50 && !blocked; i++) {
          blocked = await waiting();
          if (!blocked) await new Promise((r) => setTimeout(r, 20));
        }
        expect(blocked).toBe(true);

        const list = await nodes.first.request<Notification[]>('GET', '/api/notifications', {
          token: reader.token,
        });
        expect(list.body).toEqual([]);
        const cursor = list.headers.get('x-stream-cursor');
        await slow.query('commit');
        await quickDone;

        const ticket = await ticketOn(nodes.second.url, reader.token);
        const stream = await openStream(
          `${nodes.second.url}/api/notifications/stream?ticket=${ticket}&cursor=${cursor}`,
        );
        try {
          const first = await stream.next();
          const second = await stream.next();
          expect([first, second].map((e) => (JSON.parse(e.data) as Notification).message)).toEqual([
            'slow writer',
            'quick writer',
          ]);
          expect(Number(second.id)).toBeGreaterThan(Number(first.id));
        } finally {
          stream.close();
        }
      } finally {
        await slow.query('rollback').catch(() => undefined);
        await quickDone?.catch(() => undefined);
        slow.release();
        quick.release();
      }
    });

    test("writers to different recipients do not wait for each other's commits", async () => {
      const pool = nodes.first.database.pool!;
      const stripe = async (id: string) =>
        Number((await pool.query('select notification_stripe($1) as s', [id])).rows[0].s);
      const first = await nodes.first.newUser('first');
      let second = await nodes.first.newUser('second');
      // Two recipients on one stripe (1 in 256) do wait: pick another.
      while ((await stripe(second.id)) === (await stripe(first.id)))
        second = await nodes.first.newUser('second');
      const insert = (recipient: string, message: string) =>
        `insert into notifications (id, recipient_id, type, title, message) values ('${newId()}', '${recipient}', 'SYSTEM', 'Heads up', '${message}')`;
      const open = await pool.connect();
      const other = await pool.connect();
      try {
        await open.query('begin');
        await open.query(insert(first.id, 'still open'));
        // Blocking on the first writer's lock would fail this insert instead of waiting for it.
        await other.query('begin');
        await other.query("set local lock_timeout = '5s'");
        await other.query(insert(second.id, 'meanwhile'));
        await other.query('commit');
        const [row] = (
          await pool.query('select message from notifications where recipient_id = $1', [second.id])
        ).rows;
        expect(row).toEqual({ message: 'meanwhile' });
      } finally {
        await open.query('rollback').catch(() => undefined);
        await other.query('rollback').catch(() => undefined);
        open.release();
        other.release();
      }
    });
  },
);
