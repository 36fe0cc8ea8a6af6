import net from 'node:net';

/**
 * A TCP proxy in front of a server (the shared PostgreSQL) that a test can cut and restore, so the
 * API sees the database go away and come back without the real server ever being stopped.
 */
export interface TcpProxy {
  /** `127.0.0.1:<port>`: where clients connect instead of the target. */
  address: string;
  /**
   * Open connections are reset; then, `refuse` (as when the server stops): new ones are refused;
   * `drop` (as when the host is cut off): new ones are accepted and never answered.
   */
  cut(mode?: 'refuse' | 'drop'): Promise<void>;
  /** Listens again on the same port and forwards as before. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A reset is the expected end when the test cuts; an unhandled 'error' would crash Jest.
    socket.on('error', () => undefined);
  };
  let dropping = false;
  const server = net.createServer((client) => {
    track(client);
    // Accepted but never forwarded: the client waits for an answer that does not come.
    if (dropping) return;
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      resetAll();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    address: `127.0.0.1:${port}`,
    cut: async (mode = 'refuse') => {
      if (mode === 'drop') {
        dropping = true;
        resetAll();
      } else await stop();
    },
    restore: async () => {
      resetAll();
      dropping = false;
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
