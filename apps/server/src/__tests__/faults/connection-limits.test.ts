import { get } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Connections that would hold the server hostage: a body sent a byte at a time, and one address
 * opening socket after socket. The limits are the HTTP server's, the same on either database: run once.
 */
const once = process.env.TEST_DB_KIND !== 'postgres';

let t: TestApp;
let port: number;
beforeAll(async () => {
  if (!once) return;
  t = await createTestApp({
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '1000',
    MAX_CONNECTIONS_PER_ADDRESS: '4',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  if (once) await t.close();
});

/** A raw connection and everything it receives until it closes (at most `limitMs`). */
function rawConnection() {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<{ received: string; at: number }>((resolve) =>
    socket.once('close', () => resolve({ received, at: Date.now() })),
  );
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, opened };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** A health call on a connection of its own, closed after (no keep-alive pool to count against the cap). */
function health(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

describe.runIf(once)('connection limits', () => {
  it('closes a request whose body trickles in, and serves everyone else meanwhile', async () => {
    const slow = rawConnection();
    await slow.opened;
    const started = Date.now();
    slow.socket.write(
      'POST /api/proxy/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{',
    );
    // One byte every 200 ms, bounded: at most 50 (10 s), stopped as soon as the server hangs up.
    let sent = 0;
    const drip = setInterval(() => {
      if (slow.socket.destroyed || ++sent > 50) return clearInterval(drip);
      slow.socket.write(' ');
    }, 200);
    expect(await health()).toBe(200);
    const end = await within(slow.closed, 10_000);
    clearInterval(drip);
    expect(end).not.toBe('open');
    const { received, at } = end as { received: string; at: number };
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    console.log(`a body sent a byte every 200 ms was cut off after ${at - started} ms (limit 1,500 ms)`);
    expect(await health()).toBe(200);
  });

  it('closes headers that never end', async () => {
    const slow = rawConnection();
    await slow.opened;
    slow.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => !slow.socket.destroyed && slow.socket.write('X-A: b\r\n'), 200);
    const end = await within(slow.closed, 10_000);
    clearInterval(drip);
    expect(end).not.toBe('open');
  });

  it('caps the connections one address holds at once; the others still work', async () => {
    const held = Array.from({ length: 4 }, () => rawConnection());
    await Promise.all(held.map((connection) => connection.opened));
    // The fifth is closed at once, before any answer.
    const extra = rawConnection();
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const end = await within(extra.closed, 5_000);
    expect(end).not.toBe('open');
    expect((end as { received: string }).received).toBe('');
    // The ones held are served.
    const first = held[0]!;
    first.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await within(first.closed, 5_000)) as { received: string }).toMatchObject({
      received: expect.stringMatching(/^HTTP\/1\.1 200/),
    });
    // Once one closed, the address may open another.
    expect(await health()).toBe(200);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
  });
});
