import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between the server and PostgreSQL that the bench can cut: `cut()` destroys every
 * open connection (both sides) and stops listening, so new ones are refused (ECONNREFUSED), until `restore()`
 * listens on the same port again; what a database restart looks like from the server.
 */
export interface CuttableProxy {
  port: number;
  cut(): number;
  restore(): Promise<void>;
  /** Connections accepted in all, and accepted in the moment of a cut and closed at once. */
  readonly stats: { accepted: number; refused: number; cuts: number };
  close(): Promise<void>;
}

export async function startProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  let down = false;
  const stats = { accepted: 0, refused: 0, cuts: 0 };
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    if (down) {
      stats.refused += 1;
      client.on('error', () => undefined);
      client.destroy();
      return;
    }
    stats.accepted += 1;
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    stats,
    cut() {
      down = true;
      stats.cuts += 1;
      server.close();
      const count = open.size;
      for (const socket of open) socket.destroy();
      return count;
    },
    async restore() {
      if (!down) return;
      await listen(port);
      down = false;
    },
    async close() {
      const wasListening = server.listening;
      down = true;
      for (const socket of open) socket.destroy();
      if (wasListening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
