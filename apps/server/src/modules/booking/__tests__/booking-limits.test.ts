import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, dayFromToday } from '../../../test/appointment-fixtures.js';
import {
  askCode,
  bookableWorld,
  bookingBody,
  clientEmail,
  clientFields,
  errorOf,
  pub,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The online booking's limits under attack: wrong codes are reserved before they are compared (concurrent
 * guesses cannot pass five per address), and a stranger's calls with a client's e-mail from elsewhere never
 * block that client's own booking.
 */
let t: TestApp;
let w: BookableWorld;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.limits@example.com');
});
afterAll(() => t.close());

const book = (body: unknown, ip: string) => pub(t, 'POST', w.url('/booking'), body, { ip });
const times = (n: number) => Array.from({ length: n }, (_, i) => i);
const answerOf = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 200 ? 'booked' : (errorOf(res).code ?? String(res.statusCode));

describe('booking codes under attack', () => {
  it('30 concurrent wrong codes for one e-mail from one address: at most 5 are evaluated', async () => {
    const email = clientEmail('race');
    const { code } = await askCode(t, w.slug, email, { ip: '10.40.0.1' });
    const wrong = code === '000000' ? '111111' : '000000';
    const body = bookingBody(w, wrong, { start: at(dayFromToday(8), '10:00'), client: clientFields(email) });
    const answers = (await Promise.all(times(30).map(() => book(body, '10.40.0.1')))).map(answerOf);
    // Refused before the comparison: 429 (the address's tries) or OTP_EXPIRED (the code, for this address).
    const evaluated = answers.filter((answer) => !['TOO_MANY_ATTEMPTS', 'OTP_EXPIRED'].includes(answer));
    console.log(`concurrent wrong booking codes evaluated: ${evaluated.length} of 30`);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.every((answer) => answer === 'OTP_INVALID')).toBe(true);
    // The code is dead for that address, right or not.
    const right = await book({ ...body, code }, '10.40.0.1');
    expect(right.statusCode).not.toBe(200);
    expect(['TOO_MANY_ATTEMPTS', 'OTP_EXPIRED']).toContain(answerOf(right));
  });

  it("a client books with the right code from their address after a stranger's attempts from another", async () => {
    const email = clientEmail('aimed');
    const { code } = await askCode(t, w.slug, email, { ip: '10.41.0.1' });
    const wrong = code === '000000' ? '111111' : '000000';
    const body = bookingBody(w, wrong, { start: at(dayFromToday(8), '11:00'), client: clientFields(email) });
    const stranger: string[] = [];
    for (const _ of times(12)) stranger.push(answerOf(await book(body, '10.41.0.66')));
    // Five wrong codes evaluated, then the code is dead for the stranger's address, then its tries run out.
    expect(stranger.slice(0, 5)).toEqual(Array(5).fill('OTP_INVALID'));
    expect(stranger.slice(5, 10)).toEqual(Array(5).fill('OTP_EXPIRED'));
    expect(stranger.slice(10)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    const res = await book({ ...body, code }, '10.41.0.1');
    expect(answerOf(res)).toBe('booked');
  });

  it('a client whose own address used up its tries asks for a new code and books from elsewhere', async () => {
    const email = clientEmail('own');
    const first = await askCode(t, w.slug, email, { ip: '10.42.0.1' });
    const wrong = first.code === '000000' ? '111111' : '000000';
    const body = bookingBody(w, wrong, { start: at(dayFromToday(8), '12:00'), client: clientFields(email) });
    for (const _ of times(6)) await book(body, '10.42.0.1');
    expect(answerOf(await book({ ...body, code: first.code }, '10.42.0.1'))).toBe('OTP_EXPIRED');
    const second = await askCode(t, w.slug, email, { ip: '10.42.0.2' });
    expect(answerOf(await book({ ...body, code: second.code }, '10.42.0.2'))).toBe('booked');
  });
});
