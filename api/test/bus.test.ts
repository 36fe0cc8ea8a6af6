import pg from 'pg';
import { type Database, pgPoolConfig, wrapPg } from '../src/db/client';
import { Bus } from '../src/services/bus';

// The bus on a PostgreSQL server: what one node publishes in one turn of the event loop goes out in
// one NOTIFY statement; every node still gets every message, once and in order.
const url = process.env.DATABASE_URL;
const describePg = url ? describe : describe.skip;
if (!url) console.warn('bus on PostgreSQL: SKIPPED, needs DATABASE_URL');

const log = { warn: () => undefined };
const CHANNELS = ['cwt_bus_test_a', 'cwt_bus_test_b'];

describePg('the PostgreSQL bus', () => {
  const pools: pg.Pool[] = [];
  const buses: Bus[] = [];
  const node = async (): Promise<Bus> => {
    const pool = new pg.Pool(pgPoolConfig(url!, 2, 5_000));
    pools.push(pool);
    const database: Database = wrapPg(pool);
    const bus = new Bus(
      { databaseUrl: url!, redisUrl: null, databaseConnectTimeoutMs: 5_000 },
      database,
      log,
      CHANNELS,
    );
    await bus.start();
    buses.push(bus);
    return bus;
  };

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const pool of pools) await pool.end();
  });

  test('messages published together reach every node, the sender included, in order', async () => {
    const [sender, other] = [await node(), await node()];
    const heard = { sender: [] as string[], other: [] as string[] };
    sender.on(CHANNELS[0]!, (p) => heard.sender.push(p));
    other.on(CHANNELS[0]!, (p) => heard.other.push(p));
    const otherB: string[] = [];
    other.on(CHANNELS[1]!, (p) => otherB.push(p));
    const delays: number[] = [];
    other.onRemoteDelay((_channel, ms) => delays.push(ms));

    const sent = Array.from({ length: 250 }, (_, i) => `m${i}`);
    // One turn: more than one statement's worth, and the same payload twice on two channels.
    await Promise.all([
      ...sent.map((p) => sender.publish(CHANNELS[0]!, p)),
      sender.publish(CHANNELS[1]!, 'm0'),
    ]);
    await sender.publish(CHANNELS[0]!, 'after');

    const expected = [...sent, 'after'];
    for (let i = 0; i < 100 && heard.other.length < expected.length; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(heard.other).toEqual(expected);
    expect(heard.sender).toEqual(expected);
    expect(otherB).toEqual(['m0']);
    // Timed on the node that did not send them (the sender's own are not).
    expect(delays).toHaveLength(expected.length + 1);
  });

  test('a message to a channel the bus does not carry is refused', async () => {
    const bus = await node();
    await expect(bus.publish('cwt_bus_test_c', 'x')).rejects.toThrow(/unknown channel/);
  });
});
