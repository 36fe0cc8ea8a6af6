import type { Notification } from '@cwt/contracts';
import { type SecondNode, startSecondNode } from './helpers/second-node';
import { startServer, type TestServer } from './helpers/server';
import { openStream } from './helpers/sse';

// Fan-out across API processes needs a PostgreSQL server (LISTEN/NOTIFY); CI sets DATABASE_URL.
const maybe = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL)
  console.warn('social-live-pg: SKIPPED, needs DATABASE_URL (a PostgreSQL server) for LISTEN/NOTIFY fan-out');

maybe('live notifications across two API instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: SecondNode;
  beforeAll(async () => {
    first = await startServer();
    second = await startSecondNode(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  test('a follow handled by one node reaches a stream held by the other', async () => {
    const a = await first.newUser('alice');
    const b = await first.newUser('bob');
    const ticketRes = await fetch(`${second.url}/api/notifications/stream-ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
    });
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    const stream = await openStream(`${second.url}/api/notifications/stream?ticket=${ticket}`);
    try {
      expect(stream.status).toBe(200);
      // The follow goes to the first node; only the database connects them.
      const res = await first.request('POST', `/api/follows/${a.id}`, { token: b.token });
      expect(res.status).toBe(200);
      const n = JSON.parse((await stream.next()).data) as Notification;
      expect(n).toMatchObject({ type: 'FOLLOW', actor: { id: b.id } });
    } finally {
      stream.close();
    }
  });
});
