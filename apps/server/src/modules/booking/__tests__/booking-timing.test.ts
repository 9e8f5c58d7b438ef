import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, book, dayFromToday } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  bookableWorld,
  bookedOnline,
  bookOnline,
  errorOf,
  pub,
  type BookableWorld,
  type SlotWire,
} from '../../../test/booking-fixtures.js';
import { createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The booking page follows buffers and processing gaps. A visit of colour (60 min, 10 min of
 * preparation, processing from minute 15 for 30) and blow-dry (30 min, 15 min of clean-up) occupies its
 * employee from 10 minutes before the start to 15 after the end, less the colour's processing; the staff have
 * the employee booked 12:00–12:45.
 */
let t: TestApp;
let w: BookableWorld;
let visitIds: string[];
const day = dayFromToday(9);
const iso = (value: string) => new Date(value).toISOString();

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.timing@example.com');
  const colour = await createService(t, w.token, w.salon._id, w.group._id, {
    name: 'Tinte',
    duration: 60,
    buffer_before: 10,
    processing_start: 15,
    processing_minutes: 30,
  });
  const blowDry = await createService(t, w.token, w.salon._id, w.group._id, {
    name: 'Secado',
    duration: 30,
    buffer_after: 15,
  });
  visitIds = [colour._id, blowDry._id];
  await t.db.execute(sql`insert into employee_services (employee_id, service_id, company_id) values
    (${w.employeeId}, ${colour._id}, ${w.company._id}), (${w.employeeId}, ${blowDry._id}, ${w.company._id})`);
  await book(t, w.token, w.booking({ start: at(day, '12:00') }));
});
afterAll(() => t.close());

describe('the booking page with buffers and processing gaps', () => {
  it('offers a visit only where its preparation and clean-up are clear too', async () => {
    const res = await pub(
      t,
      'GET',
      w.url(`/availability?service_ids=${visitIds.join(',')}&from=${day}&to=${day}`),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { duration, slots } = res.json().data as { duration: number; slots: SlotWire[] };
    // The client is told the services' own length, not the buffers.
    expect(duration).toBe(90);
    const starts = slots.map((slot) => slot.start);
    expect(starts).toContain(iso(at(day, '10:15'))); // clean-up ends 12:00, just as the next client comes
    expect(starts).not.toContain(iso(at(day, '10:30'))); // clean-up would run to 12:15
    expect(starts).not.toContain(iso(at(day, '12:45'))); // its preparation (12:35) meets the 12:00 client
    expect(starts).toContain(iso(at(day, '14:00'))); // after the break; preparation may use its last minutes
  });

  it('books the visit with the first part’s preparation and the last part’s clean-up', async () => {
    const data = await bookedOnline(t, w, {
      service_ids: visitIds,
      employee_id: w.employeeId,
      start: at(day, '10:15'),
    });
    expect(data.end).toBe(iso(at(day, '11:45')));
    const rows = (await appointmentsOf(t, w.salon._id)).filter((row) => visitIds.includes(row.serviceId));
    expect(
      rows.map((row) => [
        row.bufferBeforeMinutes,
        row.bufferAfterMinutes,
        row.processingStartMinutes,
        row.processingMinutes,
      ]),
    ).toEqual([
      [10, 0, 15, 30],
      [0, 15, 0, 0],
    ]);
  });

  it('refuses a visit whose clean-up would meet the next one, offering fresh times, writing nothing', async () => {
    const other = dayFromToday(10);
    // 10:30 occupies 10:20–10:45 and 11:15–12:15; at 09:00 the clean-up (until 10:45) meets its preparation.
    await bookedOnline(t, w, { service_ids: visitIds, employee_id: w.employeeId, start: at(other, '10:30') });
    const before = (await appointmentsOf(t, w.salon._id)).length;
    const taken = await bookOnline(t, w, {
      service_ids: visitIds,
      employee_id: w.employeeId,
      start: at(other, '09:00'),
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(errorOf(taken).code).toBe('BOOKING_SLOT_TAKEN');
    const fresh = errorOf(taken).details?.map((detail) => detail.message) ?? [];
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).not.toContain(iso(at(other, '09:00')));
    expect((await appointmentsOf(t, w.salon._id)).length).toBe(before);
  });
});
