import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, dayFromToday, WEEK } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  askCode,
  bookableWorld,
  bookingBody,
  clientEmail,
  clientFields,
  errorOf,
  pub,
  stored,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { addPerformer } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Online bookings racing for one time. The database's no-overlap constraint decides; only PostgreSQL runs
 * transactions at once (PGlite runs one statement at a time), so these run on PostgreSQL only.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('concurrent online bookings', () => {
  let t: TestApp;
  let w: BookableWorld;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_WORKER: 'off' });
    w = await bookableWorld(t, 'booking.race@example.com');
  });
  afterAll(() => t.close());

  /** A client with a valid code of their own, and their booking body. */
  const readyClient = async (overrides: Record<string, unknown>) => {
    const email = clientEmail('race');
    const { code } = await askCode(t, w.slug, email);
    return bookingBody(w, code, { client: clientFields(email), ...overrides });
  };
  const postAll = (bodies: unknown[]) =>
    Promise.all(bodies.map((body) => pub(t, 'POST', w.url('/booking'), body)));
  const at7 = (time: string) => at(dayFromToday(7), time);

  it('two clients for the same employee and time: one 200, one 409 BOOKING_SLOT_TAKEN', async () => {
    const start = at7('10:00');
    const bodies = [
      await readyClient({ start, employee_id: w.employeeId }),
      await readyClient({ start, employee_id: w.employeeId }),
    ];
    const answers = await postAll(bodies);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(errorOf(loser).code).toBe('BOOKING_SLOT_TAKEN');
    const rows = (await appointmentsOf(t, w.salon._id)).filter(
      (row) => row.startsAt.getTime() === new Date(start).getTime(),
    );
    expect(rows).toHaveLength(1);
  });

  it('ten clients at once for one time: exactly one is booked', { timeout: 60_000 }, async () => {
    const start = at7('15:00');
    const bodies = [];
    for (let n = 0; n < 10; n++) bodies.push(await readyClient({ start, employee_id: w.employeeId }));
    const answers = await postAll(bodies);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res).code).toBe('BOOKING_SLOT_TAKEN');
    }
    const rows = (await appointmentsOf(t, w.salon._id)).filter(
      (row) => row.startsAt.getTime() === new Date(start).getTime() && row.status !== 'cancelled',
    );
    expect(rows).toHaveLength(1);
  });

  it('"anyone" with two employees free: both racing clients are booked, one with each', async () => {
    const bea = await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds: [w.service._id],
      firstName: 'Bea',
      schedule: WEEK,
    });
    const start = at7('16:00');
    const answers = await postAll([
      await readyClient({ start, employee_id: null }),
      await readyClient({ start, employee_id: null }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const rows = (await appointmentsOf(t, w.salon._id)).filter(
      (row) => row.startsAt.getTime() === new Date(start).getTime(),
    );
    expect(rows.map((row) => row.employeeId).sort()).toEqual([w.employeeId, bea].sort());
  });

  it('one code sent twice at once (a returning client) books once; the other is 400 OTP_INVALID', async () => {
    // A returning client, so no new client row (whose unique e-mail would decide) is written.
    const email = `${w.email.split('@')[0]}.client@example.com`;
    const { code } = await askCode(t, w.slug, email);
    const body = bookingBody(w, code, { client: clientFields(email), employee_id: w.employeeId });
    const before = await stored(t, w.salon._id);
    const answers = await postAll([
      { ...body, start: at7('11:00') },
      { ...body, start: at7('17:00') },
    ]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((res) => res.statusCode !== 200)!;
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused).code).toBe('OTP_INVALID');
    expect((await stored(t, w.salon._id)).appointments).toBe(before.appointments + 1);
  });
});
