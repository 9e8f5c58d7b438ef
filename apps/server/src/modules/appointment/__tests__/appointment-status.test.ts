import { APPOINTMENT_TRANSITIONS, type AppointmentStatus } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import {
  appointmentEvents,
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  send,
} from '../../../test/appointment-fixtures.js';

/**
 * PATCH /appointment/{id}/status along the transitions of
 * docs/product.md "Appointment statuses and transitions".
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let slot = 0;
beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.status@example.com');
});
afterAll(() => t.close());

const patch = (id: string, status: string) => send(t, 'PATCH', `${base}/${id}/status`, { status }, w.token);

/** A started appointment (yesterday) in `status`, written straight so any starting point is possible. */
async function startedIn(status: AppointmentStatus) {
  const created = await book(t, w.token, w.booking({ start: at(dayFromToday(-1 - slot), '09:00') }));
  slot++;
  await t.db.update(appointments).set({ status }).where(eq(appointments.id, created._id));
  return created._id;
}

describe('every allowed transition', () => {
  const pairs = Object.entries(APPOINTMENT_TRANSITIONS).flatMap(([from, tos]) =>
    tos.map((to) => [from as AppointmentStatus, to] as const),
  );
  it.each(pairs)('%s → %s', async (from, to) => {
    const id = await startedIn(from);
    const res = await patch(id, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(to);
    const event = (await appointmentEvents(t, w.token)).find((e) => e.entity_id === id);
    expect(event).toMatchObject({
      action: to === 'cancelled' ? 'cancel' : 'status_change',
      details: { status: { from, to } },
    });
  });
});

describe('refusals', () => {
  it('a transition not in the table lists the allowed statuses', async () => {
    const id = await startedIn('cancelled');
    const res = await patch(id, 'done');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'APPOINTMENT_TRANSITION',
      details: [{ field: 'allowed', code: 'reserved', message: 'reserved' }],
    });
  });

  it('done and no-show only once started', async () => {
    const future = await book(t, w.token, w.booking({ start: at(dayFromToday(5), '09:00') }));
    for (const status of ['done', 'no_show']) {
      const res = await patch(future._id, status);
      expect(res.json().code).toBe('APPOINTMENT_NOT_STARTED');
    }
  });

  it('a cancelled appointment comes back only while its time is free', async () => {
    const day = dayFromToday(6);
    const first = await book(t, w.token, w.booking({ start: at(day, '09:00') }));
    expect((await patch(first._id, 'cancelled')).json().data.status).toBe('cancelled');
    const taker = await book(t, w.token, w.booking({ start: at(day, '09:15') }));
    const res = await patch(first._id, 'reserved');
    expect(res.json()).toMatchObject({
      code: 'APPOINTMENT_CONFLICT',
      details: [{ message: `${taker.start}/${taker.end}` }, { field: 'employee', message: 'Ana Rivas' }],
    });
  });

  it('sending the current status changes nothing', async () => {
    const future = await book(t, w.token, w.booking({ start: at(dayFromToday(5), '11:00') }));
    const res = await patch(future._id, 'reserved');
    expect(res.json().data.status).toBe('reserved');
    const events = await appointmentEvents(t, w.token);
    expect(events.filter((e) => e.entity_id === future._id).map((e) => e.action)).toEqual(['create']);
  });

  it('an unknown status is 400', async () => {
    const res = await patch(w.client._id, 'finished');
    expect(res.json().details[0]).toMatchObject({ field: 'status', code: 'validation.appointment.status' });
  });
});
