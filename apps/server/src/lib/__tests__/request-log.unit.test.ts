import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog, redactSecretPaths, requestLogSerializers } from '../request-log.js';

/** One JSON line per request, with the request and its outcome; the arrival only at debug. */
async function linesOf(level: 'info' | 'debug', url = '/ok?x=1') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream, serializers: requestLogSerializers },
    logController: new OneLineRequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/api/v1/public/visit/:token', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines.filter((line) => line.req || line.res);
}

describe('request log', () => {
  it('writes one line per request at info, with method, url, status and time', async () => {
    const lines = await linesOf('info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('keeps the arrival for debug', async () => {
    const lines = await linesOf('debug');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('leaves out the secret of a public link: the route stays, the key does not', async () => {
    const secret = 'k3y-that-opens-a-visit-0123456789abcdef';
    const [line] = await linesOf('info', `/api/v1/public/visit/${secret}?lang=es`);
    expect(line!.req).toMatchObject({ method: 'GET', url: '/api/v1/public/visit/[secret]?lang=es' });
    expect(JSON.stringify(line)).not.toContain(secret);
    expect(redactSecretPaths('/api/proxy/api/v1/public/calendar-feed/abc.ics')).toBe(
      '/api/proxy/api/v1/public/calendar-feed/[secret]',
    );
    expect(redactSecretPaths('/api/v1/public/waitlist/offer/xyz/claim')).toBe(
      '/api/v1/public/waitlist/offer/[secret]/claim',
    );
    expect(redactSecretPaths('/api/v1/public/salon/mi-salon/booking')).toBe(
      '/api/v1/public/salon/mi-salon/booking',
    );
  });
});
