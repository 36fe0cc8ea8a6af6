import type { Notification } from '@cwt/contracts';
import { describeTwoNodes } from './helpers/second-node';
import { openStream } from './helpers/sse';

describeTwoNodes(
  'live notifications across two API instances on one PostgreSQL',
  'LISTEN/NOTIFY fan-out',
  (nodes) => {
    test('a follow handled by one node reaches a stream held by the other', async () => {
      const a = await nodes.first.newUser('alice');
      const b = await nodes.first.newUser('bob');
      const ticketRes = await fetch(`${nodes.second.url}/api/notifications/stream-ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${a.token}` },
      });
      const { ticket } = (await ticketRes.json()) as { ticket: string };
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
