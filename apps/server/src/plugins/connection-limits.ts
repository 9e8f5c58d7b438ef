import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../lib/config.js';

/**
 * Fastify's defaults wait for ever on a client that sends its headers and then a byte now and then: enough
 * such connections and nobody else is served (slowloris). Each request must arrive whole (headers and
 * body) within REQUEST_TIMEOUT_MS, its headers within HEADERS_TIMEOUT_MS, a connection that goes quiet is
 * closed after IDLE_SOCKET_TIMEOUT_MS, and a keep-alive connection waits at most KEEP_ALIVE_TIMEOUT_MS for
 * its next request. Node closes a late request with 408.
 */
export function serverTimeouts(config: Config) {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    connectionTimeout: config.IDLE_SOCKET_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: <ServerOptions>{
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, requestTimeout),
      // Node looks for late requests this often (30 s by default, which would let one live twice as long).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(requestTimeout / 4))),
    },
  };
}

/**
 * At most MAX_CONNECTIONS_PER_ADDRESS open connections from one address (0: no cap): one client cannot
 * take every socket, and a new connection over the cap is closed at once while everyone else is served.
 * Behind a proxy every connection comes from the proxy: set the cap there (or 0 here).
 */
export function installConnectionCap(app: FastifyInstance, config: Config): void {
  const cap = config.MAX_CONNECTIONS_PER_ADDRESS;
  if (cap <= 0) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
