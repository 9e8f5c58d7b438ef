import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  bookingWorld,
  dayFromToday,
  get,
  iso,
  send,
  WEEK,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';
import { mailsTo, waitForMails } from '../../../test/notification-fixtures.js';
import { addPerformer, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients } from '../../../db/tables/client.table.js';

/**
 * The staff book a visit of several services in one call (`next_services`), each part with its own
 * employee, back to back, in one transaction: one visit, one confirmation listing every part.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let manicureId: string;
let beaId: string;
const day = dayFromToday(8);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookingWorld(t, 'staff.visit@example.com');
  manicureId = (await createService(t, w.token, w.salon._id, w.group._id, { name: 'Manicure', duration: 30 }))
    ._id;
  beaId = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [manicureId],
    firstName: 'Bea',
    schedule: WEEK,
  });
});
afterAll(() => t.close());

const visitBody = (time: string, nextServices: unknown, overrides: Record<string, unknown> = {}) =>
  w.booking({ start: at(day, time), next_services: nextServices, ...overrides });
const countRows = async () => (await t.db.select().from(appointments)).length;

describe('POST /appointment with next_services', () => {
  it('books the parts back to back with their employees, as one visit told once', async () => {
    const res = await send(
      t,
      'POST',
      base,
      visitBody('10:00', [{ service_id: manicureId, employee_id: beaId }]),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data as AppointmentBody & { visit_id: string };
    expect(first.visit_id).toBe(first._id);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.visitId, first._id))
      .orderBy(appointments.startsAt);
    expect(rows.map((row) => [row.employeeId, row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual(
      [
        [w.employeeId, iso(at(day, '10:00')), iso(at(day, '10:45'))],
        [beaId, iso(at(day, '10:45')), iso(at(day, '11:15'))],
      ],
    );
    const [client] = await t.db.select().from(clients).where(eq(clients.id, w.client._id));
    await t.app.ctx.jobs.runDue();
    const [mail] = await waitForMails(t, client!.email!, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(t, client!.email!)).toHaveLength(1);
    expect(mail!.text).toContain('Manicure');
    expect(mail!.text).toContain('Bea');
  });

  it('refuses the whole visit when one part’s employee is taken, naming that appointment', async () => {
    const taken = await send(
      t,
      'POST',
      base,
      w.booking({ service_id: manicureId, employee_id: beaId, start: at(day, '14:45') }),
      w.token,
    );
    expect(taken.statusCode, taken.body).toBe(200);
    const before = await countRows();
    const res = await send(
      t,
      'POST',
      base,
      visitBody('14:00', [{ service_id: manicureId, employee_id: beaId }]),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'APPOINTMENT_CONFLICT',
      details: [
        { field: 'start', message: `${taken.json().data.start}/${taken.json().data.end}` },
        { field: 'employee', message: 'Bea Rivas' },
      ],
    });
    expect(await countRows()).toBe(before);
  });

  it('refuses bad parts with nothing written: too many, unknown shape, an employee who does not do it', async () => {
    const before = await countRows();
    const five = Array.from({ length: 5 }, () => ({ service_id: manicureId, employee_id: beaId }));
    for (const next of [five, [{ service_id: 'x', employee_id: beaId }], 'abc']) {
      const res = await send(t, 'POST', base, visitBody('16:00', next), w.token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0].field).toMatch(/^next_services/);
    }
    // Ana does not do manicures.
    const res = await send(
      t,
      'POST',
      base,
      visitBody('16:00', [{ service_id: manicureId, employee_id: w.employeeId }]),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('EMPLOYEE_NOT_BOOKABLE');
    expect(await countRows()).toBe(before);
  });
});

describe('GET /appointment/availability with next_services', () => {
  const times = (next: string) =>
    get(
      t,
      `${base}/availability?service_id=${w.service._id}&employee_id=${w.employeeId}&from=${day}&to=${day}&next_services=${next}`,
      w.token,
    );

  it('offers a start only where every later part fits with its employee, ending with the last', async () => {
    const res = await times(`${manicureId}:${beaId}`);
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().data.slots as { start: string; end: string }[];
    const starts = slots.map((slot) => slot.start);
    expect(starts).not.toContain(iso(at(day, '10:00'))); // Ana's first visit
    expect(starts).not.toContain(iso(at(day, '14:00'))); // Bea's manicure at 14:45
    expect(slots.find((slot) => slot.start === iso(at(day, '15:15')))?.end).toBe(iso(at(day, '16:30')));
    expect(starts).toContain(iso(at(day, '11:15')));
  });

  it('answers 400 for a malformed list', async () => {
    const res = await times('not-a-pair');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details[0].field).toMatch(/^next_services/);
  });
});
