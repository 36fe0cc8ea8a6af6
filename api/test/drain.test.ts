import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { gracefulClose } from '../src/lib/drain';

type Answer = { status: number; connection?: string } | { error: string };

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

describe('gracefulClose', () => {
  test('answers the request in progress and requests on open connections, refuses new ones, never resets', async () => {
    const app = Fastify();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    const close = gracefulClose(app, 5000);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

    // Two keep-alive connections: one will carry a request in progress, the other sits idle.
    expect(await Promise.all([get(port, '/fast', agent), get(port, '/fast', agent)])).toEqual([
      { status: 200, connection: 'keep-alive' },
      { status: 200, connection: 'keep-alive' },
    ]);
    const slow = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closed = close();
    while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));

    // A request on the idle connection after closing began: answered, and the connection closes.
    expect(await get(port, '/fast', agent)).toEqual({ status: 200, connection: 'close' });
    // A new connection is refused.
    expect(await get(port, '/fast', new http.Agent())).toEqual({ error: 'ECONNREFUSED' });
    // The request in progress completes, and its connection closes after it.
    release();
    expect(await slow).toEqual({ status: 200, connection: 'close' });
    await closed;
    agent.destroy();
  });
});
