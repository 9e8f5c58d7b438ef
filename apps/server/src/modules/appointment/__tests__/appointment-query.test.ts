import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeDaysOff } from '../../../db/tables/employee.table.js';
import { GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  at,
  base,
  book,
  bookingWorld,
  clientBase,
  dayFromToday,
  get,
  iso,
  send,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';

/** Calendar, list, availability, future count and the client's visits. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const day = dayFromToday(3);
const offDay = dayFromToday(4);
let morning: AppointmentBody;
let afternoon: AppointmentBody;
let cancelled: AppointmentBody;
let past: AppointmentBody;
beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.query@example.com');
  afternoon = await book(t, w.token, w.booking({ start: at(day, '15:00') }));
  morning = await book(t, w.token, w.booking({ start: at(day, '10:00') }));
  cancelled = await book(t, w.token, w.booking({ start: at(day, '16:00') }));
  await send(t, 'PATCH', `${base}/${cancelled._id}/status`, { status: 'cancelled' }, w.token);
  past = await book(t, w.token, w.booking({ start: at(dayFromToday(-2), '10:00') }));
  await t.db
    .insert(employeeDaysOff)
    .values({ employeeId: w.employeeId, companyId: w.company._id, day: offDay });
});
afterAll(() => t.close());

const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe('GET /appointment (calendar)', () => {
  it('answers the range soonest first, with filters', async () => {
    const all = await get(
      t,
      `${base}?salon_id=${w.salon._id}&${range(at(day, '00:00'), at(day, '23:59'))}`,
      w.token,
    );
    expect(all.json().data.map((a: AppointmentBody) => a._id)).toEqual([
      morning._id,
      afternoon._id,
      cancelled._id,
    ]);
    const reserved = await get(
      t,
      `${base}?salon_id=${w.salon._id}&${range(at(day, '00:00'), at(day, '23:59'))}&status=reserved,pending`,
      w.token,
    );
    expect(reserved.json().data).toHaveLength(2);
    const byService = await get(
      t,
      `${base}?salon_id=${w.salon._id}&${range(at(day, '00:00'), at(day, '23:59'))}&service_id=${GHOST_ID}`,
      w.token,
    );
    expect(byService.json().data).toEqual([]);
  });

  it('refuses more than six weeks', async () => {
    const res = await get(
      t,
      `${base}?salon_id=${w.salon._id}&${range(at(day, '00:00'), at(dayFromToday(60), '00:00'))}`,
      w.token,
    );
    expect(res.json().details[0]).toMatchObject({ field: 'to', code: 'validation.appointment.range' });
  });
});

describe('GET /appointment/list', () => {
  it('future soonest first, past newest first, searchable and paged', async () => {
    const future = await get(t, `${base}/list?salon_id=${w.salon._id}&tab=future`, w.token);
    expect(future.json().data.map((a: AppointmentBody) => a._id)).toEqual([
      morning._id,
      afternoon._id,
      cancelled._id,
    ]);
    const pastTab = await get(t, `${base}/list?salon_id=${w.salon._id}&tab=past`, w.token);
    expect(pastTab.json()).toMatchObject({ data: [{ _id: past._id }], meta: { total: 1 } });
    const paged = await get(t, `${base}/list?salon_id=${w.salon._id}&tab=future&limit=2&page=2`, w.token);
    expect(paged.json()).toMatchObject({
      data: [{ _id: cancelled._id }],
      meta: { total: 3, page: 2, limit: 2 },
    });
    for (const q of ['maría gonz', 'ana riv', 'corte']) {
      const res = await get(t, `${base}/list?salon_id=${w.salon._id}&q=${encodeURIComponent(q)}`, w.token);
      expect(res.json().meta.total, q).toBe(3);
    }
    const none = await get(t, `${base}/list?salon_id=${w.salon._id}&q=zzz`, w.token);
    expect(none.json().meta.total).toBe(0);
  });
});

describe('GET /appointment/availability', () => {
  const slotsOf = async (from: string, to: string, extra = '') =>
    (
      await get(t, `${base}/availability?service_id=${w.service._id}&from=${from}&to=${to}${extra}`, w.token)
    ).json().data as { time_zone: string; slots: { start: string; end: string; employee_ids: string[] }[] };

  it('never offers a time overlapping an appointment, the break or a day off', async () => {
    const answer = await slotsOf(day, offDay);
    expect(answer.time_zone).toBe('America/Caracas');
    const starts = answer.slots.map((slot) => slot.start);
    expect(starts).toContain(iso(at(day, '09:00')));
    expect(starts).toContain(iso(at(day, '16:00'))); // the cancelled appointment frees its time
    const blocked = [
      [at(day, '10:00'), at(day, '10:45')],
      [at(day, '15:00'), at(day, '15:45')],
      [at(day, '13:00'), at(day, '14:00')],
    ].map(([s, e]) => [Date.parse(s!), Date.parse(e!)] as const);
    for (const slot of answer.slots) {
      const [s, e] = [Date.parse(slot.start), Date.parse(slot.end)];
      for (const [bs, be] of blocked) expect(s < be && e > bs, slot.start).toBe(false);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(45 * 60_000);
    }
    expect(answer.slots.some((slot) => slot.start >= iso(at(offDay, '00:00')))).toBe(false);
  });

  it('lets the appointment being moved not block itself, and counts services', async () => {
    const moved = await slotsOf(day, day, `&exclude_appointment_id=${morning._id}`);
    expect(moved.slots.map((slot) => slot.start)).toContain(iso(at(day, '10:00')));
    const double = await slotsOf(day, day, '&service_count=2');
    expect(double.slots.map((slot) => slot.start)).not.toContain(iso(at(day, '12:30')));
    for (const slot of double.slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(90 * 60_000);
  });

  it('another company’s service is 404', async () => {
    const rival = await bookingWorld(t, 'appt.query.rival@example.com');
    const res = await get(
      t,
      `${base}/availability?service_id=${rival.service._id}&from=${day}&to=${day}`,
      w.token,
    );
    expect(res.json().code).toBe('SERVICE_NOT_FOUND');
  });
});

describe('GET /appointment/future-count and the client’s visits', () => {
  it('counts what a deactivation would cancel', async () => {
    for (const key of ['client_id', 'employee_id', 'service_id']) {
      const id = { client_id: w.client._id, employee_id: w.employeeId, service_id: w.service._id }[key];
      const res = await get(t, `${base}/future-count?${key}=${id}`, w.token);
      expect(res.json().data, key).toEqual({ count: 2 });
    }
    const ghost = await get(t, `${base}/future-count?client_id=${GHOST_ID}`, w.token);
    expect(ghost.json().code).toBe('CLIENT_NOT_FOUND');
    const both = await get(t, `${base}/future-count?client_id=${GHOST_ID}&service_id=${GHOST_ID}`, w.token);
    expect(both.statusCode).toBe(400);
  });

  it('lists reserved visits soonest first and the history newest first', async () => {
    const reserved = await get(t, `${clientBase}/${w.client._id}/visits?tab=reserved`, w.token);
    expect(reserved.json()).toMatchObject({
      data: [{ _id: morning._id, price: 20, service: { name: 'Corte de dama' } }, { _id: afternoon._id }],
      meta: { total: 2 },
    });
    const history = await get(t, `${clientBase}/${w.client._id}/visits?tab=history`, w.token);
    expect(history.json().data.map((v: { _id: string }) => v._id)).toEqual([cancelled._id, past._id]);
  });
});
