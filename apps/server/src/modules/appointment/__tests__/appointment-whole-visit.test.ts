import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alsoDoes,
  appointmentEvents,
  at,
  base,
  bookingWorld,
  clientBase,
  dayFromToday,
  get,
  iso,
  performingLogin,
  send,
  WEEK,
} from '../../../test/appointment-fixtures.js';
import { mailsTo } from '../../../test/notification-fixtures.js';
import { addPerformer, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients } from '../../../db/tables/client.table.js';

/**
 * A visit of several services as one: its totals wherever it is listed, one action for its status, and a
 * refused whole move that names the appointment in the way (docs/decisions.md "Visit totals", "Whole-visit
 * actions").
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let manicureId: string;
let beaId: string;
let clientEmail: string;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookingWorld(t, 'whole.visit@example.com');
  manicureId = (await createService(t, w.token, w.salon._id, w.group._id, { name: 'Manicure', duration: 30 }))
    ._id;
  beaId = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [manicureId],
    firstName: 'Bea',
    schedule: WEEK,
  });
  // Ana does manicures too, so a visit may be hers alone.
  await alsoDoes(t, w.employeeId, w.company._id, manicureId);
  const [client] = await t.db.select().from(clients).where(eq(clients.id, w.client._id));
  clientEmail = client!.email!;
});
afterAll(() => t.close());

/** The cut ($20, 45 min) with Ana at `time`, then a manicure ($25, 30 min) with `second` (Bea by default). */
async function bookVisit(day: string, time: string, options: { second?: string; status?: string } = {}) {
  const res = await send(
    t,
    'POST',
    base,
    w.booking({
      start: at(day, time),
      next_services: [{ service_id: manicureId, employee_id: options.second ?? beaId }],
      ...(options.status ? { status: options.status } : {}),
    }),
    w.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  const parts = await t.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.companyId, w.company._id), eq(appointments.visitId, res.json().data._id)))
    .orderBy(appointments.startsAt);
  return parts;
}
const statuses = async (visitId: string) =>
  (
    await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.companyId, w.company._id), eq(appointments.visitId, visitId)))
      .orderBy(appointments.startsAt)
  ).map((row) => row.status);
const changeVisit = (id: string, status: string, token = w.token) =>
  send(t, 'PATCH', `${base}/${id}/visit/status`, { status }, token);

describe('the totals of a visit of several services', () => {
  it('are answered by the visit, the list, the client’s visits and the dialog’s read', async () => {
    const day = dayFromToday(9);
    const [cut, manicure] = await bookVisit(day, '10:00');
    const lone = await send(t, 'POST', base, w.booking({ start: at(day, '15:00') }), w.token);
    const totals = {
      parts: 2,
      services: ['Corte de dama', 'Manicure'],
      price: 45,
      duration: 75,
      start: iso(at(day, '10:00')),
      end: iso(at(day, '11:15')),
    };

    const visit = await get(t, `${base}/${manicure!.id}/visit`, w.token);
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json().data).toMatchObject({ visit_id: cut!.id, totals });
    expect(visit.json().data.parts.map((part: { _id: string }) => part._id)).toEqual([cut!.id, manicure!.id]);
    expect((await get(t, `${base}/${cut!.id}`, w.token)).json().data.visit).toEqual(totals);
    expect((await get(t, `${base}/${lone.json().data._id}/visit`, w.token)).json().data).toMatchObject({
      visit_id: null,
      totals: null,
    });

    const list = await get(t, `${base}/list?salon_id=${w.salon._id}&tab=future&limit=50`, w.token);
    const rows = list.json().data as { _id: string; visit: unknown }[];
    expect(rows.find((row) => row._id === cut!.id)?.visit).toEqual(totals);
    expect(rows.find((row) => row._id === manicure!.id)?.visit).toEqual(totals);
    expect(rows.find((row) => row._id === lone.json().data._id)?.visit).toBeNull();

    const visits = await get(t, `${clientBase}/${w.client._id}/visits?tab=reserved&limit=50`, w.token);
    const listed = visits.json().data as { _id: string; visit: unknown }[];
    expect(listed.find((row) => row._id === manicure!.id)?.visit).toEqual(totals);
    expect(listed.find((row) => row._id === lone.json().data._id)?.visit).toBeNull();

    // A part cancelled alone leaves the visit: the other is one appointment again.
    const cancelled = await send(
      t,
      'PATCH',
      `${base}/${manicure!.id}/status`,
      { status: 'cancelled' },
      w.token,
    );
    expect(cancelled.json().data.visit).toBeNull();
  });
});

describe('PATCH /appointment/{id}/visit/status', () => {
  it('cancels the whole visit from any part: one transaction, one log entry a part, one message', async () => {
    const [cut, manicure] = await bookVisit(dayFromToday(10), '10:00');
    await t.app.ctx.jobs.runDue();
    const before = mailsTo(t, clientEmail).length;
    const res = await changeVisit(manicure!.id, 'cancelled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.parts.map((part: { status: string }) => part.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await statuses(cut!.id)).toEqual(['cancelled', 'cancelled']);
    const events = (await appointmentEvents(t, w.token)).filter((event) =>
      [cut!.id, manicure!.id].includes(event.entity_id!),
    );
    expect(events.filter((event) => event.action === 'cancel')).toHaveLength(2);
    expect(events.find((event) => event.action === 'cancel')?.details).toMatchObject({
      status: { from: 'reserved', to: 'cancelled' },
      whole_visit: true,
    });
    await t.app.ctx.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = mailsTo(t, clientEmail).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Manicure');
  });

  it('confirms a pending visit, and sending it again changes nothing', async () => {
    const [cut] = await bookVisit(dayFromToday(11), '10:00', { status: 'pending' });
    expect(await statuses(cut!.id)).toEqual(['pending', 'pending']);
    const res = await changeVisit(cut!.id, 'reserved');
    expect(res.statusCode, res.body).toBe(200);
    expect(await statuses(cut!.id)).toEqual(['reserved', 'reserved']);
    const again = await changeVisit(cut!.id, 'reserved');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('marks a started visit done; refuses done before a part starts, naming it, with nothing changed', async () => {
    const [past] = await bookVisit(dayFromToday(-2), '10:00');
    const done = await changeVisit(past!.id, 'done');
    expect(done.statusCode, done.body).toBe(200);
    expect(await statuses(past!.id)).toEqual(['done', 'done']);

    const [cut] = await bookVisit(dayFromToday(12), '10:00');
    const res = await changeVisit(cut!.id, 'done');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'APPOINTMENT_NOT_STARTED',
      details: [{ field: 'appointment_id', message: cut!.id }],
    });
    expect(await statuses(cut!.id)).toEqual(['reserved', 'reserved']);
  });

  it('refuses a visit with nothing standing, and a status that is no whole-visit action', async () => {
    const [cut] = await bookVisit(dayFromToday(13), '10:00');
    expect((await changeVisit(cut!.id, 'cancelled')).statusCode).toBe(200);
    const res = await changeVisit(cut!.id, 'cancelled');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('APPOINTMENT_TRANSITION');
    const pending = await changeVisit(cut!.id, 'pending');
    expect(pending.statusCode).toBe(400);
    expect(pending.json().details[0]).toMatchObject({
      field: 'status',
      code: 'validation.appointment.status',
    });
  });

  it('lets a role limited to its own appointments act only on a visit that is all its own', async () => {
    const basic = await performingLogin(t, w, 'basic');
    await alsoDoes(t, basic.employeeId, w.company._id, manicureId);
    const day = dayFromToday(14);
    const res = await send(
      t,
      'POST',
      base,
      w.booking({
        employee_id: basic.employeeId,
        start: at(day, '10:00'),
        next_services: [{ service_id: manicureId, employee_id: beaId }],
      }),
      w.token,
    );
    const visitId = res.json().data._id as string;
    const [, beas] = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.companyId, w.company._id), eq(appointments.visitId, visitId)))
      .orderBy(appointments.startsAt);
    // Bea's part is not theirs to see; their own part does not make Bea's theirs to cancel.
    expect((await changeVisit(beas!.id, 'cancelled', basic.token)).statusCode).toBe(404);
    const forbidden = await changeVisit(visitId, 'cancelled', basic.token);
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expect(await statuses(visitId)).toEqual(['reserved', 'reserved']);
    // They read the visit's totals, but only their own part.
    const read = (await get(t, `${base}/${visitId}/visit`, basic.token)).json().data;
    expect(read.totals).toMatchObject({ parts: 2, price: 45 });
    expect(read.parts.map((part: { _id: string }) => part._id)).toEqual([visitId]);

    const own = await send(
      t,
      'POST',
      base,
      w.booking({
        employee_id: basic.employeeId,
        start: at(day, '15:00'),
        next_services: [{ service_id: manicureId, employee_id: basic.employeeId }],
      }),
      w.token,
    );
    const mine = await changeVisit(own.json().data._id, 'cancelled', basic.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await statuses(own.json().data._id)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('a refused whole move', () => {
  it('names the appointment in the way, never one of the visit’s own parts', async () => {
    const day = dayFromToday(15);
    // Ana alone: the cut 10:00–10:45, the manicure 10:45–11:15; her next client at 12:00.
    const [cut] = await bookVisit(day, '10:00', { second: w.employeeId });
    const other = await send(t, 'POST', base, w.booking({ start: at(day, '12:00') }), w.token);
    // At 11:00 the cut would cover the manicure's old place; the manicure (11:45) meets the 12:00 client.
    const res = await send(
      t,
      'PUT',
      `${base}/${cut!.id}`,
      { start: at(day, '11:00'), whole_visit: true },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'APPOINTMENT_CONFLICT',
      details: [
        { field: 'start', message: `${other.json().data.start}/${other.json().data.end}` },
        { field: 'employee', message: 'Ana Rivas' },
      ],
    });
  });

  it('names another employee’s appointment in the way of a later part', async () => {
    const day = dayFromToday(16);
    const [cut] = await bookVisit(day, '10:00');
    const beas = await send(
      t,
      'POST',
      base,
      w.booking({ service_id: manicureId, employee_id: beaId, start: at(day, '14:45') }),
      w.token,
    );
    const res = await send(
      t,
      'PUT',
      `${base}/${cut!.id}`,
      { start: at(day, '14:00'), whole_visit: true },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().details).toEqual([
      expect.objectContaining({ message: `${beas.json().data.start}/${beas.json().data.end}` }),
      expect.objectContaining({ field: 'employee', message: 'Bea Rivas' }),
    ]);
  });
});
