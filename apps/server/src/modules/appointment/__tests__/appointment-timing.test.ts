import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  get,
  iso,
  send,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';
import { createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { services } from '../../../db/tables/service.table.js';

/**
 * Buffers and processing time. "Tinte" lasts 60 minutes with 10 minutes of preparation, 15 of
 * clean-up and a processing gap from minute 15 to minute 45: booked at 10:00 its employee is busy 09:50–10:15
 * and 10:45–11:15, free 10:15–10:45 while the colour develops. "Cejas" is a plain 30-minute service.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let colour: { _id: string };
let brows: { _id: string };
const day = dayFromToday(8);

const TIMING = { buffer_before: 10, buffer_after: 15, processing_start: 15, processing_minutes: 30 };

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'timing.owner@example.com');
  colour = await createService(t, w.token, w.salon._id, w.group._id, {
    name: 'Tinte',
    duration: 60,
    ...TIMING,
  });
  brows = await createService(t, w.token, w.salon._id, w.group._id, { name: 'Cejas', duration: 30 });
  await t.db.execute(sql`insert into employee_services (employee_id, service_id, company_id) values
    (${w.employeeId}, ${colour._id}, ${w.company._id}), (${w.employeeId}, ${brows._id}, ${w.company._id})`);
});
afterAll(async () => {
  await t?.close();
});

const freeStarts = async (serviceId: string) => {
  const res = await get(
    t,
    `${base}/availability?service_id=${serviceId}&employee_id=${w.employeeId}&from=${day}&to=${day}`,
    w.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.slots as { start: string }[]).map((slot) => slot.start);
};
const bookAt = (serviceId: string, time: string) =>
  send(t, 'POST', base, w.booking({ service_id: serviceId, start: at(day, time) }), w.token);

describe('a service with buffers and a processing gap', () => {
  it('keeps its timing and answers it', async () => {
    const res = await get(t, `/api/v1/business/service/${colour._id}`, w.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(TIMING);
  });

  it('refuses a gap that does not fit, a buffer past the maximum, half a gap: nothing saved', async () => {
    const cases = [
      [{ duration: 45, processing_start: 20, processing_minutes: 25 }, 'processing_minutes', 'processingFit'],
      [{ buffer_before: 300 }, 'buffer_before', 'buffer'],
      [{ buffer_after: 7 }, 'buffer_after', 'buffer'],
      [{ processing_start: 10 }, 'processing_minutes', 'processingMinutes'],
      [{ processing_minutes: 10 }, 'processing_start', 'processingStart'],
      [{ buffer_after: 'abc' }, 'buffer_after', 'buffer'],
    ] as const;
    const before = (await t.db.select().from(services)).length;
    for (const [fields, field, code] of cases) {
      const res = await send(
        t,
        'PUT',
        `/api/v1/business/service/${brows._id}`,
        {
          name: 'Cejas',
          group: w.group._id,
          regular_price: 10,
          duration: 30,
          price_type: 'exact',
          ...fields,
        },
        w.token,
      );
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(400);
      expect(res.json().details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, code: `validation.service.${code}` })]),
      );
    }
    expect((await t.db.select().from(services)).length).toBe(before);
    const [row] = await t.db.select().from(services).where(eq(services.id, brows._id));
    expect(row).toMatchObject({ durationMinutes: 30, bufferAfterMinutes: 0, processingMinutes: 0 });
  });
});

describe('booking around buffers and a processing gap', () => {
  let booked: AppointmentBody & { timing: unknown };

  it('books the coloured service with its timing, and a plain one without', async () => {
    booked = (await book(
      t,
      w.token,
      w.booking({ service_id: colour._id, start: at(day, '10:00') }),
    )) as never;
    expect(booked.end).toBe(iso(at(day, '11:00')));
    expect(booked.timing).toEqual(TIMING);
    const plain = await book(t, w.token, w.booking({ start: at(dayFromToday(9), '10:00') }));
    expect((plain as unknown as { timing: unknown }).timing).toBeNull();
  });

  it('offers the processing gap and the times clear of the buffers, and nothing else near it', async () => {
    const starts = await freeStarts(brows._id);
    expect(starts).toContain(iso(at(day, '09:15'))); // 09:15–09:45 ends before the preparation
    expect(starts).not.toContain(iso(at(day, '09:30'))); // would run into the preparation at 09:50
    expect(starts).toContain(iso(at(day, '10:15'))); // inside the processing gap: 10:15–10:45
    expect(starts).not.toContain(iso(at(day, '10:30'))); // runs past the gap
    expect(starts).not.toContain(iso(at(day, '11:00'))); // the clean-up lasts until 11:15
    expect(starts).toContain(iso(at(day, '11:15')));
  });

  it('does not offer the coloured service where its own clean-up or preparation would collide', async () => {
    const starts = await freeStarts(colour._id);
    // At 11:30 its preparation (11:20) would be clean of the first's clean-up (11:15): offered.
    expect(starts).toContain(iso(at(day, '11:30')));
    // At 09:00 its finishing part and clean-up (09:45–10:15) would meet the other's preparation at 09:50.
    expect(starts).not.toContain(iso(at(day, '09:00')));
    // Its active parts may sit inside the other's gap only if they fit: 10:00 itself is taken.
    expect(starts).not.toContain(iso(at(day, '10:00')));
  });

  it('books into the processing gap and refuses the buffers, naming the appointment in the way', async () => {
    const inGap = await bookAt(brows._id, '10:15');
    expect(inGap.statusCode, inGap.body).toBe(200);
    for (const time of ['09:30', '11:00']) {
      const res = await bookAt(brows._id, time);
      expect(res.statusCode, `${time} ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'APPOINTMENT_CONFLICT',
        details: [{ field: 'start', message: `${booked.start}/${booked.end}` }, { field: 'employee' }],
      });
    }
    const after = await bookAt(brows._id, '11:15');
    expect(after.statusCode, after.body).toBe(200);
  });

  it('keeps the booked timing when the service changes later', async () => {
    const res = await send(
      t,
      'PUT',
      `/api/v1/business/service/${colour._id}`,
      { name: 'Tinte', group: w.group._id, regular_price: 25, duration: 60, price_type: 'exact' },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ buffer_before: 0, processing_minutes: 0 });
    const again = await get(t, `${base}/${booked._id}`, w.token);
    expect(again.json().data.timing).toEqual(TIMING);
    // …and the calendar still keeps 11:00–11:15 for its clean-up: that appointment is the one in the way.
    const clash = await bookAt(brows._id, '11:00');
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().details[0].message).toBe(`${booked.start}/${booked.end}`);
  });

  it('is guarded by the database itself: a row written past the checks into a buffer is refused', async () => {
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked._id));
    const error = await t.db
      .insert(appointments)
      .values({
        ...row!,
        id: crypto.randomUUID(),
        serviceId: brows._id,
        startsAt: new Date(at(day, '09:25')),
        endsAt: new Date(at(day, '09:55')),
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        processingStartMinutes: 0,
        processingMinutes: 0,
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
    expect(cause.cause?.code ?? cause.code).toBe('23P01');
  });
});

// PGlite runs one statement at a time, so a race only means something on PostgreSQL.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a race that only the buffers decide', () => {
  it('books exactly one of 20 bookings that meet only in a clean-up', { timeout: 90_000 }, async () => {
    const raceDay = dayFromToday(12);
    // (The colour's own timing was taken away above: a service of the same timing.)
    const highlights = await createService(t, w.token, w.salon._id, w.group._id, {
      name: 'Mechas',
      duration: 60,
      ...TIMING,
    });
    await t.db.execute(sql`insert into employee_services (employee_id, service_id, company_id)
      values (${w.employeeId}, ${highlights._id}, ${w.company._id})`);
    // Highlights at 14:00 clean up until 15:15; Cejas at 15:00 meets only that clean-up.
    const bodies = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? w.booking({ service_id: highlights._id, start: at(raceDay, '14:00') })
        : w.booking({ service_id: brows._id, start: at(raceDay, '15:00') }),
    );
    const answers = await Promise.all(bodies.map((body) => send(t, 'POST', base, body, w.token)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
  });
});
