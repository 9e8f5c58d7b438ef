import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alsoDoes,
  at,
  base,
  book,
  dayFromToday,
  get,
  send,
  WEEK,
} from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  errorFields,
  errorOf,
  pub,
  type BookableWorld,
  type SlotWire,
} from '../../../test/booking-fixtures.js';
import { GHOST_ID } from '../../../test/salon-fixtures.js';
import { addPerformer, createGroup, createService, workWeek } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The public times: the staff calendar's engine, inside the salon's window and notice. */
let t: TestApp;
let w: BookableWorld;
let bea = '';
let cris = '';
let dani = '';
let manicure = '';
let inactive = '';
const MINUTE = 60_000;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.times@example.com');
  // A second performer with other hours (12:00–20:00 every day, cut to the salon's 19:00) and a day off.
  bea = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [w.service._id],
    firstName: 'Bea',
    schedule: workWeek(Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, ['12:00', '20:00']]))),
    daysOff: [dayFromToday(4)],
  });
  cris = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [w.service._id],
    firstName: 'Cris',
    schedule: WEEK,
    activeInCalendar: false,
  });
  const group = await createGroup(t, w.token, w.salon._id, 'Uñas');
  manicure = (await createService(t, w.token, w.salon._id, group._id, { name: 'Manicure', duration: 30 }))
    ._id;
  inactive = (
    await createService(t, w.token, w.salon._id, group._id, { name: 'Pedicure', status: 'inactive' })
  )._id;
  // Ana performs both services; Dani only the manicure.
  await alsoDoes(t, w.employeeId, w.company._id, manicure);
  dani = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [manicure],
    firstName: 'Dani',
    schedule: WEEK,
  });
  // Some of the calendar is taken; a cancelled visit takes nothing.
  await book(t, w.token, w.booking({ start: at(dayFromToday(2), '10:00') }));
  await book(t, w.token, w.booking({ start: at(dayFromToday(3), '15:00'), employee_id: bea }));
  await book(t, w.token, w.booking({ start: at(dayFromToday(5), '09:30') }));
  const cancelled = await book(t, w.token, w.booking({ start: at(dayFromToday(6), '11:00') }));
  expect(
    (await send(t, 'PATCH', `${base}/${cancelled._id}/status`, { status: 'cancelled' }, w.token)).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const times = async (query: string) => {
  const res = await pub(t, 'GET', w.url(`/availability?${query}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { time_zone: string; duration: number; slots: SlotWire[] };
};
const staffTimes = async (query: string) => {
  const res = await get(t, `${base}/availability?${query}`, w.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.slots as SlotWire[];
};
const ms = (iso: string) => new Date(iso).getTime();
/** The Caracas wall-clock "HH:MM" of an instant. */
const clock = (iso: string) => new Date(ms(iso) - 4 * 3_600_000).toISOString().slice(11, 16);
const localDay = (iso: string) => new Date(ms(iso) - 4 * 3_600_000).toISOString().slice(0, 10);

describe('GET /public/salon/:slug/availability', () => {
  it('offers what the staff calendar offers for the same service and days, less the notice', async () => {
    const range = `from=${dayFromToday(0)}&to=${dayFromToday(14)}`;
    const staff = await staffTimes(`service_id=${w.service._id}&${range}`);
    const before = Date.now();
    const online = await times(`service_ids=${w.service._id}&${range}`);
    const after = Date.now();
    const notice = 120 * MINUTE;
    expect(online).toMatchObject({ time_zone: 'America/Caracas', duration: 45 });
    expect(online.slots.length).toBeGreaterThan(100);

    // Every time offered online is a staff time with the same people free, and none is inside the notice.
    const byStart = new Map(staff.map((slot) => [slot.start, slot]));
    for (const slot of online.slots) {
      expect(byStart.get(slot.start), slot.start).toEqual(slot);
      expect(ms(slot.start)).toBeGreaterThan(before + notice);
    }
    // Every staff time clear of the notice (whichever instant of the call "now" was) is offered online.
    const offered = new Set(online.slots.map((slot) => slot.start));
    const expected = staff.filter((slot) => ms(slot.start) > after + notice);
    expect(expected.filter((slot) => !offered.has(slot.start))).toEqual([]);

    // What the engine knows shows through: the staff's bookings block (Ana's 09:30–10:15 on day 5; Bea's
    // 15:00 on day 3 leaves only Ana), a cancelled visit does not, Cris (out of the calendar) is nobody's
    // choice, and Bea's day off is hers alone.
    const slotAt = (day: number, time: string) =>
      online.slots.find((slot) => slot.start === new Date(at(dayFromToday(day), time)).toISOString());
    for (const time of ['09:00', '09:15', '09:30', '09:45', '10:00'])
      expect(slotAt(5, time), time).toBeUndefined();
    expect(slotAt(5, '10:15')?.employee_ids).toEqual([w.employeeId]);
    expect(slotAt(2, '10:00')).toBeUndefined();
    expect(slotAt(3, '15:00')?.employee_ids).toEqual([w.employeeId]);
    expect(slotAt(6, '11:00')?.employee_ids).toContain(w.employeeId);
    expect(online.slots.every((slot) => !slot.employee_ids.includes(cris))).toBe(true);
    const dayOff = online.slots.filter((slot) => localDay(slot.start) === dayFromToday(4));
    expect(dayOff.length).toBeGreaterThan(0);
    expect(dayOff.some((slot) => slot.employee_ids.includes(bea))).toBe(false);
  });

  it('for one employee, only their times', async () => {
    const { slots } = await times(
      `service_ids=${w.service._id}&employee_id=${bea}&from=${dayFromToday(1)}&to=${dayFromToday(8)}`,
    );
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.employee_ids.length === 1 && slot.employee_ids[0] === bea)).toBe(true);
    expect(slots.every((slot) => clock(slot.start) >= '12:00')).toBe(true);
  });

  it('keeps to the booking window (booking_window_days)', async () => {
    await w.setSalon({ bookingWindowDays: 3 });
    try {
      const before = Date.now();
      const { slots } = await times(
        `service_ids=${w.service._id}&from=${dayFromToday(0)}&to=${dayFromToday(10)}`,
      );
      const after = Date.now();
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((slot) => ms(slot.start) <= after + 3 * DAY)).toBe(true);
      // The whole day two days ahead is inside the window; a week ahead is not.
      expect(slots.some((slot) => ms(slot.start) > before + 2 * DAY)).toBe(true);
      expect(slots.some((slot) => localDay(slot.start) >= dayFromToday(5))).toBe(false);
      // Days wholly past the window answer no times (not an error).
      const beyond = await times(
        `service_ids=${w.service._id}&from=${dayFromToday(20)}&to=${dayFromToday(25)}`,
      );
      expect(beyond.slots).toEqual([]);
    } finally {
      await w.setSalon({ bookingWindowDays: 60 });
    }
  });

  it('keeps the minimum notice (booking_notice_minutes)', async () => {
    await w.setSalon({ bookingNoticeMinutes: 2 * 24 * 60 });
    try {
      const range = `from=${dayFromToday(0)}&to=${dayFromToday(5)}`;
      const staff = await staffTimes(`service_id=${w.service._id}&${range}`);
      const before = Date.now();
      const { slots } = await times(`service_ids=${w.service._id}&${range}`);
      expect(slots.length).toBeGreaterThan(0);
      expect(Math.min(...slots.map((slot) => ms(slot.start)))).toBeGreaterThan(before + 2 * DAY);
      // The staff would still take those earlier times: only the online page keeps the notice.
      expect(staff.some((slot) => ms(slot.start) < before + 2 * DAY)).toBe(true);
    } finally {
      await w.setSalon({ bookingNoticeMinutes: 120 });
    }
  });

  it('chains two services: their durations add up, only employees performing both', async () => {
    const range = `from=${dayFromToday(7)}&to=${dayFromToday(7)}`;
    const chained = await times(`service_ids=${w.service._id},${manicure}&${range}`);
    expect(chained.duration).toBe(75);
    expect(chained.slots.length).toBeGreaterThan(0);
    for (const slot of chained.slots) {
      expect(ms(slot.end) - ms(slot.start)).toBe(75 * MINUTE);
      expect(slot.employee_ids).toEqual([w.employeeId]);
    }
    // 12:00 fits 45 minutes before Ana's 13:00 break, not 75.
    const single = await times(`service_ids=${w.service._id}&employee_id=${w.employeeId}&${range}`);
    expect(single.slots.map((slot) => clock(slot.start))).toContain('12:00');
    expect(chained.slots.map((slot) => clock(slot.start))).not.toContain('12:00');
    expect(chained.slots.map((slot) => clock(slot.start))).toContain('11:45');
    // Either order is the same choice; the manicure alone has Dani too.
    const reversed = await times(`service_ids=${manicure},${w.service._id}&${range}`);
    expect(reversed.slots).toEqual(chained.slots);
    const alone = await times(`service_ids=${manicure}&${range}`);
    expect(alone.slots.some((slot) => slot.employee_ids.includes(dani))).toBe(true);
  });

  it('refuses an employee who cannot do the choice: 400 BOOKING_NOT_OFFERED', async () => {
    const range = `from=${dayFromToday(1)}&to=${dayFromToday(2)}`;
    for (const [employee, services] of [
      [dani, `${w.service._id},${manicure}`], // performs one of the two
      [dani, w.service._id],
      [cris, w.service._id], // out of the calendar
      [GHOST_ID, w.service._id],
    ]) {
      const res = await pub(
        t,
        'GET',
        w.url(`/availability?service_ids=${services}&employee_id=${employee}&${range}`),
      );
      expect(res.statusCode, `${employee} ${services}`).toBe(400);
      expect(errorOf(res).code).toBe('BOOKING_NOT_OFFERED');
    }
  });

  it('refuses services it does not offer: unknown, inactive, another salon’s (400 BOOKING_NOT_OFFERED)', async () => {
    const otherGroup = await createGroup(t, w.token, w.second!._id, 'Otro');
    const other = await createService(t, w.token, w.second!._id, otherGroup._id);
    const range = `from=${dayFromToday(1)}&to=${dayFromToday(2)}`;
    for (const ids of [GHOST_ID, inactive, other._id, `${w.service._id},${GHOST_ID}`]) {
      const res = await pub(t, 'GET', w.url(`/availability?service_ids=${ids}&${range}`));
      expect(res.statusCode, ids).toBe(400);
      expect(errorOf(res).code).toBe('BOOKING_NOT_OFFERED');
    }
  });

  it('answers 400 with field errors for malformed service_ids, dates and ranges', async () => {
    const range = `from=${dayFromToday(1)}&to=${dayFromToday(2)}`;
    const sixIds = [0, 1, 2, 3, 4, 5].map((n) => `${GHOST_ID.slice(0, -1)}${n}`).join(',');
    const cases: [string, string][] = [
      [`service_ids=not-an-id&${range}`, 'service_ids'],
      [`service_ids=&${range}`, 'service_ids'],
      [range, 'service_ids'],
      [`service_ids=${w.service._id},${w.service._id}&${range}`, 'service_ids'],
      [`service_ids=${sixIds}&${range}`, 'service_ids'], // more than BOOKING_MAX_SERVICES
      [`service_ids=${w.service._id}&from=${dayFromToday(1)}&to=${dayFromToday(44)}`, 'to'],
      [`service_ids=${w.service._id}&from=${dayFromToday(3)}&to=${dayFromToday(1)}`, 'to'],
      [`service_ids=${w.service._id}&from=tomorrow&to=${dayFromToday(1)}`, 'from'],
      [`service_ids=${w.service._id}&employee_id=ana&${range}`, 'employee_id'],
    ];
    for (const [query, field] of cases) {
      const res = await pub(t, 'GET', w.url(`/availability?${query}`));
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
      expect(
        errorFields(res).some((name) => name.split('.')[0] === field),
        `${query}: ${res.body}`,
      ).toBe(true);
    }
    // 42 days exactly is still one answer.
    const ok = await pub(
      t,
      'GET',
      w.url(`/availability?service_ids=${w.service._id}&from=${dayFromToday(1)}&to=${dayFromToday(43)}`),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('is never cached by a browser', async () => {
    const res = await pub(
      t,
      'GET',
      w.url(`/availability?service_ids=${w.service._id}&from=${dayFromToday(1)}&to=${dayFromToday(1)}`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
