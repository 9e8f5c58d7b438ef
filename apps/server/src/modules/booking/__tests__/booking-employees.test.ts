import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, book, dayFromToday, WEEK } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  askCode,
  bookableWorld,
  bookedOnline,
  bookingBody,
  bookOnline,
  clientEmail,
  clientFields,
  errorOf,
  pub,
  stored,
  waitForMail,
  type BookableWorld,
  type SlotWire,
} from '../../../test/booking-fixtures.js';
import { addPerformer, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { translate } from '../../../lib/i18n.js';
import { visitUrl } from '../../../test/visit-fixtures.js';

/**
 * A person per service on the booking page (`employee_ids`). The world's 45-minute service (the cut) is done
 * by Ana and Carlos, a 30-minute manicure with 10 minutes of preparation by Bea and Carlos: only Carlos could
 * take both as one employee. Bea has a manicure booked by the staff 12:00–12:30 on `day`.
 */
let t: TestApp;
let w: BookableWorld;
let manicure: string;
let ana: string;
let bea: string;
let carlos: string;
const day = dayFromToday(11);
const iso = (value: string) => new Date(value).toISOString();

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'booking.employees@example.com');
  ana = w.employeeId;
  manicure = (
    await createService(t, w.token, w.salon._id, w.group._id, {
      name: 'Manicure',
      duration: 30,
      buffer_before: 10,
    })
  )._id;
  const performer = (firstName: string, serviceIds: string[]) =>
    addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds,
      firstName,
      schedule: WEEK,
    });
  bea = await performer('Bea', [manicure]);
  carlos = await performer('Carlos', [w.service._id, manicure]);
  await book(t, w.token, w.booking({ service_id: manicure, employee_id: bea, start: at(day, '12:00') }));
});
afterAll(() => t.close());

const both = () => [w.service._id, manicure];
const slotsFor = async (query: string, date = day) => {
  const res = await pub(
    t,
    'GET',
    w.url(`/availability?service_ids=${both().join(',')}&from=${date}&to=${date}${query}`),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.slots as SlotWire[];
};
const startsOf = (slots: SlotWire[]) => slots.map((slot) => slot.start);
const slotAt = (slots: SlotWire[], time: string) => slots.find((slot) => slot.start === iso(at(day, time)));

describe('availability with a person per service', () => {
  it('offers a start only where each part fits with its own employee, and names who does each', async () => {
    const slots = await slotsFor(`&employee_ids=${ana},${bea}`);
    expect(slotAt(slots, '10:00')).toEqual({
      start: iso(at(day, '10:00')),
      end: iso(at(day, '11:15')),
      employee_ids: [ana, bea],
      parts: [
        {
          service_id: w.service._id,
          start: iso(at(day, '10:00')),
          end: iso(at(day, '10:45')),
          employee_id: ana,
        },
        { service_id: manicure, start: iso(at(day, '10:45')), end: iso(at(day, '11:15')), employee_id: bea },
      ],
    });
    // Bea's 12:00 manicure keeps her from 11:50 (its preparation) to 12:30.
    const starts = startsOf(slots);
    expect(starts).toContain(iso(at(day, '10:30'))); // Bea 11:15–11:45
    expect(starts).not.toContain(iso(at(day, '10:45'))); // Bea 11:30–12:00
    // Her own preparation (12:20) would meet it too: each employee keeps their buffers where they take over.
    expect(starts).not.toContain(iso(at(day, '11:45')));
    expect(starts).not.toContain(iso(at(day, '12:00'))); // Bea 12:45–13:15 would cross her break
  });

  it('"any" for a part takes whoever performs it and is free, in the staff’s order', async () => {
    const slots = await slotsFor(`&employee_ids=${ana},any`);
    // Bea first when free; Carlos where she is not.
    expect(slotAt(slots, '10:00')?.parts?.map((part) => part.employee_id)).toEqual([ana, bea]);
    expect(slotAt(slots, '11:45')?.parts?.map((part) => part.employee_id)).toEqual([ana, carlos]);
    expect(slotAt(slots, '11:45')?.employee_ids).toEqual([ana, carlos]);
  });

  it('keeps the one-employee answers as they were, and one person named for every part gets the same', async () => {
    // Only Carlos performs both: "anyone" for the whole visit is him, without parts.
    const anyone = await slotsFor('');
    expect(slotAt(anyone, '10:00')).toEqual({
      start: iso(at(day, '10:00')),
      end: iso(at(day, '11:15')),
      employee_ids: [carlos],
    });
    const one = await slotsFor(`&employee_id=${carlos}`);
    const named = await slotsFor(`&employee_ids=${carlos},${carlos}`);
    expect(startsOf(named)).toEqual(startsOf(one));
    expect(named.every((slot) => slot.parts?.every((part) => part.employee_id === carlos))).toBe(true);
  });

  it('refuses bad lists with field errors in both languages', async () => {
    const ask = (query: string, language?: string) =>
      pub(
        t,
        'GET',
        w.url(`/availability?service_ids=${both().join(',')}&from=${day}&to=${day}${query}`),
        undefined,
        { language },
      );
    const cases: [string, { field: string; code: string }[]][] = [
      ['&employee_ids=any', [{ field: 'employee_ids', code: 'validation.booking.employees' }]],
      [`&employee_ids=any,nobody`, [{ field: 'employee_ids.1', code: 'validation.booking.employees' }]],
      [
        `&employee_ids=any,any&employee_id=${ana}`,
        [{ field: 'employee_ids', code: 'validation.booking.employeesWithOne' }],
      ],
    ];
    for (const [query, details] of cases) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
      expect(errorOf(res).details?.map(({ field, code }) => ({ field, code }))).toEqual(details);
    }
    const english = errorOf(await ask('&employee_ids=any'));
    expect(english.details?.[0]?.message).toBe('Choose one person or “Anyone” for each chosen service');
    // Someone who does not perform that service is not on offer.
    const wrong = await ask(`&employee_ids=${bea},any`);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('BOOKING_NOT_OFFERED');
  });
});

describe('booking with a person per service', () => {
  it('books one visit with two employees: each part, its buffers, one confirmation listing both', async () => {
    const email = clientEmail('parts');
    const start = at(day, '10:00');
    const data = await bookedOnline(t, w, {
      service_ids: both(),
      employee_ids: [ana, bea],
      start,
      client: clientFields(email),
    });
    expect(data).toMatchObject({
      status: 'reserved',
      start: iso(start),
      end: iso(at(day, '11:15')),
      employee: { name: 'Ana, Bea' },
      services: [
        { name: w.service.name, start: iso(start), employee: { name: 'Ana' } },
        { name: 'Manicure', start: iso(at(day, '10:45')), employee: { name: 'Bea' } },
      ],
    });
    const rows = (await appointmentsOf(t, w.salon._id)).filter(
      (row) => row.startsAt >= new Date(start) && row.startsAt < new Date(at(day, '11:15')),
    );
    expect(
      rows.map((row) => [row.employeeId, row.serviceId, row.bufferBeforeMinutes, row.source, row.visitId]),
    ).toEqual([
      [ana, w.service._id, 0, 'online', rows[0]!.id],
      // Bea takes over: her preparation is hers to keep.
      [bea, manicure, 10, 'online', rows[0]!.id],
    ]);
    expect(startsOf(await slotsFor(`&employee_ids=${ana},${bea}`))).not.toContain(iso(start));

    await t.app.ctx.jobs.runDue();
    const confirmation = await waitForMail(t, email, (subject) =>
      subject.startsWith('Appointment confirmed'),
    );
    expect(confirmation.text).toMatch(/10:00.*Corte.*Ana Rivas/);
    expect(confirmation.text).toMatch(/10:45.*Manicure.*Bea Rivas/);
    const visit = (await pub(t, 'GET', visitUrl(data.visit_token))).json().data as {
      parts: { employee: { firstName: string }; start: string }[];
      reschedule: { allowed: boolean; reason: string | null };
    };
    expect(visit.parts.map((part) => [part.start, part.employee.firstName])).toEqual([
      [iso(start), 'Ana'],
      [iso(at(day, '10:45')), 'Bea'],
    ]);
    // A visit shared by two employees is moved by the salon (docs/decisions.md, visits).
    expect(visit.reschedule).toEqual({ allowed: false, reason: 'shared' });
  });

  it('books "anyone" for one part with whoever the times named, and one person for all without buffers between', async () => {
    const data = await bookedOnline(t, w, {
      service_ids: both(),
      employee_ids: [ana, null],
      start: at(day, '11:45'),
    });
    expect(data.services.map((service) => service.employee.name)).toEqual(['Ana', 'Carlos']);

    const same = await bookedOnline(t, w, {
      service_ids: both(),
      employee_ids: [carlos, carlos],
      start: at(day, '15:00'),
    });
    expect(same.employee.name).toBe('Carlos');
    const rows = (await appointmentsOf(t, w.salon._id)).filter(
      (row) => row.startsAt >= new Date(at(day, '15:00')) && row.startsAt < new Date(at(day, '16:15')),
    );
    // Carlos goes straight on to the manicure: its preparation is dropped.
    expect(rows.map((row) => [row.employeeId, row.bufferBeforeMinutes])).toEqual([
      [carlos, 0],
      [carlos, 0],
    ]);
  });

  it('refuses bad lists with 400 and field errors, writing nothing', async () => {
    const before = await stored(t, w.salon._id);
    const post = (overrides: Record<string, unknown>) =>
      pub(t, 'POST', w.url('/booking'), bookingBody(w, '123456', { service_ids: both(), ...overrides }));
    const cases: [Record<string, unknown>, { field: string; code: string }[]][] = [
      [{ employee_ids: [ana] }, [{ field: 'employee_ids', code: 'validation.booking.employees' }]],
      [
        { employee_ids: ['nobody', null] },
        [{ field: 'employee_ids.0', code: 'validation.booking.employees' }],
      ],
      [
        { employee_ids: [ana, bea], employee_id: carlos },
        [{ field: 'employee_ids', code: 'validation.booking.employeesWithOne' }],
      ],
    ];
    for (const [overrides, details] of cases) {
      const res = await post(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
      expect(errorOf(res).details?.map(({ field, code }) => ({ field, code }))).toEqual(details);
    }
    // The codes are texts of both languages (the page shows them in its own).
    for (const key of ['validation.booking.employees', 'validation.booking.employeesWithOne']) {
      expect(translate('es-ve', key)).not.toBe(key);
      expect(translate('en-ve', key)).not.toBe(translate('es-ve', key));
    }
    // Someone who does not perform that service: refused before the code is even looked at.
    const wrong = await bookOnline(t, w, { service_ids: both(), employee_ids: [bea, null] });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(errorOf(wrong).code).toBe('BOOKING_NOT_OFFERED');
    expect(await stored(t, w.salon._id)).toEqual(before);
  });

  it('a part taken meanwhile is 409 BOOKING_SLOT_TAKEN with fresh times for the same choice', async () => {
    const before = await stored(t, w.salon._id);
    // Carlos is free for the cut at 10:00, but Bea's 10:45 is the first booking's.
    const taken = await bookOnline(t, w, {
      service_ids: both(),
      employee_ids: [carlos, bea],
      start: at(day, '10:00'),
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(errorOf(taken).code).toBe('BOOKING_SLOT_TAKEN');
    const fresh = errorOf(taken).details?.map((detail) => detail.message) ?? [];
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).not.toContain(iso(at(day, '10:00')));
    const free = new Set(startsOf(await slotsFor(`&employee_ids=${carlos},${bea}`)));
    for (const start of fresh.filter((value) => value.startsWith(day))) expect(free.has(start)).toBe(true);
    expect(await stored(t, w.salon._id)).toEqual(before);
  });
});

/** Racing bookings: only PostgreSQL runs transactions at once (PGlite one statement at a time). */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('racing bookings with a person per service', () => {
  it('two clients with "anyone" for each part at one time: both booked, the second with who is left', async () => {
    const start = at(dayFromToday(12), '10:00');
    const ready = async () => {
      const email = clientEmail('parts.race');
      const { code } = await askCode(t, w.slug, email);
      return bookingBody(w, code, {
        client: clientFields(email),
        service_ids: both(),
        employee_ids: [null, null],
        start,
      });
    };
    const bodies = [await ready(), await ready()];
    const answers = await Promise.all(bodies.map((body) => pub(t, 'POST', w.url('/booking'), body)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const names = answers.map((res) =>
      (res.json().data.services as { employee: { name: string } }[]).map((service) => service.employee.name),
    );
    expect(names.sort()).toEqual([
      ['Ana', 'Bea'],
      ['Carlos', 'Carlos'],
    ]);
  });
});
