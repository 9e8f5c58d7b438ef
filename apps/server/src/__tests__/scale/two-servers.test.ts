import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, dayFromToday } from '../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  bookableWorld,
  bookingBody,
  clientEmail,
  type BookableWorld,
} from '../../test/booking-fixtures.js';
import { API } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Two server processes on one database behind a round-robin load balancer (a small local proxy
 * here). What one process learns the other must know: the public pages' read limit is one count for both, a
 * code mailed by one is taken by the other, and one time is booked once whichever process each booking hits.
 */
const READS = 6;
let t: TestApp;
let w: BookableWorld;
let other: FastifyInstance;
let proxy: Server;
let base: string;
const served = [0, 0];

const portOf = (server: { address(): string | AddressInfo | null }) => (server.address() as AddressInfo).port;

/** Sends each request to the next server in turn, as a round-robin load balancer does. */
function roundRobin(ports: number[]): Server {
  let next = 0;
  return createServer((incoming, outgoing) => {
    const index = next++ % ports.length;
    served[index]! += 1;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: ports[index],
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
}

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_READS_PER_MINUTE: String(READS) });
  w = await bookableWorld(t, 'two.servers@example.com');
  other = await t.anotherServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await other.listen({ port: 0, host: '127.0.0.1' });
  proxy = roundRobin([portOf(t.app.server), portOf(other.server)]);
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${portOf(proxy)}${API}/api/v1/public/salon/${w.slug}`;
});
afterAll(async () => {
  await new Promise((done) => proxy.close(done));
  await t.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('two servers behind a load balancer', () => {
  it('books through both: a code mailed by one is taken by the other, and one time is booked once', async () => {
    const email = clientEmail('two');
    const before = [...served];
    expect((await post('/otp', { email })).status).toBe(200);
    const mail = t.mail.mails.find((m) => m.to.includes(email))!;
    const body = bookingBody(w, t.mail.codeIn(mail), {
      client: { firstName: 'Ana', lastName: 'Díaz', email, phoneNumber: '+58 414-555 0123' },
      start: at(dayFromToday(8), '10:00'),
      employee_id: w.employeeId,
    });
    const booked = await post('/booking', body);
    expect(booked.status, await booked.clone().text()).toBe(200);
    // The two calls went to different processes.
    expect(served[0]! - before[0]!).toBe(1);
    expect(served[1]! - before[1]!).toBe(1);

    const second = clientEmail('two');
    expect((await post('/otp', { email: second })).status).toBe(200);
    const code = t.mail.codeIn(t.mail.mails.find((m) => m.to.includes(second))!);
    const taken = await post('/booking', {
      ...body,
      code,
      client: { ...body.client, email: second },
    });
    expect(taken.status).toBe(409);
    const live = (await appointmentsOf(t, w.salon._id)).filter((row) => row.status !== 'cancelled');
    expect(live).toHaveLength(1);
  });

  it('counts the public reads of one address once for both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < READS + 1; i++) statuses.push((await fetch(base)).status);
    // Each process saw about half; counted apart, neither would have refused anything.
    expect(statuses.slice(0, READS)).toEqual(Array(READS).fill(200));
    expect(statuses[READS]).toBe(429);
  });
});
