import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsoDoes, at, book, createClient, dayFromToday, WEEK } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  askCode,
  bookableWorld,
  bookedOnline,
  bookingBody,
  bookOnline,
  clientEmail,
  clientFields,
  errorFields,
  errorOf,
  pub,
  stored,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { setPlan } from '../../../test/promotion-fixtures.js';
import { createSalon, freelancerFields } from '../../../test/salon-fixtures.js';
import { addPerformer, createGroup, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { visitUrl } from '../../../test/visit-fixtures.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients } from '../../../db/tables/client.table.js';
import { schedules } from '../../../db/tables/salon.table.js';

/** Who may book online (the penalty policy, inactive clients), what the form must hold, and visits away. */
let t: TestApp;
let w: BookableWorld;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.rules@example.com');
  await w.setSalon({ phone: '0412 555 0177' });
});
afterAll(() => t.close());

const returning = () => `${w.email.split('@')[0]}.client@example.com`;
const iso = (value: string) => new Date(value).toISOString();

/** 409 BOOKING_CLIENT_BLOCKED with the salon's phone and WhatsApp link; nothing stored. */
async function expectBlocked(email: string, start: string) {
  const before = await stored(t, w.salon._id);
  const res = await bookOnline(t, w, { start, client: clientFields(email) });
  expect(res.statusCode, res.body).toBe(409);
  expect(errorOf(res)).toMatchObject({
    code: 'BOOKING_CLIENT_BLOCKED',
    details: [
      { field: 'phone', message: '0412 555 0177' },
      { field: 'whatsapp_url', message: 'https://wa.me/04125550177' },
    ],
  });
  expect(await stored(t, w.salon._id)).toEqual(before);
}

describe('the cancellation policy (use_penalty on, a plan with the feature)', () => {
  beforeAll(async () => {
    // The trial plan, standard_plan, has the cancellation policy.
    await setPlan(t, w.company._id, 'standard_plan');
    await w.setSalon({ usePenalty: 1, cancelsAllowed: 0 });
    const noShow = await book(t, w.token, w.booking({ start: at(dayFromToday(3), '10:00') }));
    await t.db.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, noShow._id));
  });

  it('blocks a returning client whose no-shows exceed cancels_allowed', async () => {
    await expectBlocked(returning(), at(dayFromToday(7), '10:00'));
  });

  it('a new client, or the same client within the allowance, books', async () => {
    await bookedOnline(t, w, { start: at(dayFromToday(7), '11:00') });
    await w.setSalon({ cancelsAllowed: 1 });
    try {
      const data = await bookedOnline(t, w, {
        start: at(dayFromToday(7), '15:00'),
        client: clientFields(returning()),
      });
      // Their online cancellation counts too: one no-show and one cancellation are over an allowance of one.
      const cancel = await pub(t, 'POST', visitUrl(data.visit_token, '/cancel'), {});
      expect(cancel.statusCode, cancel.body).toBe(200);
      await expectBlocked(returning(), at(dayFromToday(8), '10:00'));
    } finally {
      await w.setSalon({ cancelsAllowed: 0 });
    }
  });

  it('does not apply on a plan without the feature, nor with use_penalty off', async () => {
    await setPlan(t, w.company._id, 'basic_plan');
    const first = await bookOnline(t, w, {
      start: at(dayFromToday(8), '11:00'),
      client: clientFields(returning()),
    });
    expect(first.statusCode, first.body).toBe(200);
    await setPlan(t, w.company._id, 'standard_plan');
    await w.setSalon({ usePenalty: 0 });
    const second = await bookOnline(t, w, {
      start: at(dayFromToday(8), '15:00'),
      client: clientFields(returning()),
    });
    expect(second.statusCode, second.body).toBe(200);
  });
});

describe('an inactive client', () => {
  it('books by contacting the salon (409 BOOKING_CLIENT_BLOCKED)', async () => {
    await w.setSalon({ usePenalty: 0 });
    const email = clientEmail('inactive');
    const client = await createClient(t, w.token, w.salon._id, email);
    await t.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, client._id));
    await expectBlocked(email, at(dayFromToday(9), '10:00'));
  });
});

describe('the form', () => {
  it('answers 400 with a field error per bad field and stores nothing', async () => {
    const email = clientEmail('form');
    const { code } = await askCode(t, w.slug, email);
    const good = bookingBody(w, code, { start: at(dayFromToday(10), '10:00'), client: clientFields(email) });
    const { client, ...withoutClient } = good;
    const cases: [string, unknown][] = [
      ['client', withoutClient],
      ['client.email', { ...good, client: { ...client, email: 'nope' } }],
      ['client.firstName', { ...good, client: { ...client, firstName: '' } }],
      ['client.lastName', { ...good, client: { ...client, lastName: undefined } }],
      ['client.phoneNumber', { ...good, client: { ...client, phoneNumber: 'llámame' } }],
      ['code', { ...good, code: '12ab' }],
      ['start', { ...good, start: 'mañana a las diez' }],
      ['service_ids', { ...good, service_ids: [] }],
      ['employee_id', { ...good, employee_id: 'ana' }],
      ['note', { ...good, note: 'x'.repeat(501) }],
      ['address', { ...good, address: { address: 'Sin coordenadas' } }],
    ];
    const before = await stored(t, w.salon._id);
    for (const [field, body] of cases) {
      const res = await pub(t, 'POST', w.url('/booking'), body);
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res).code, field).toBe('VALIDATION_FAILED');
      expect(
        errorFields(res).some((name) => name === field || name.startsWith(`${field}.`)),
        `${field}: ${res.body}`,
      ).toBe(true);
    }
    expect(await stored(t, w.salon._id)).toEqual(before);
    // The code was never looked at: the good form books with it.
    expect((await pub(t, 'POST', w.url('/booking'), good)).statusCode).toBe(200);
  });

  it('refuses a service or employee the salon does not offer (400 BOOKING_NOT_OFFERED)', async () => {
    const other = await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds: [],
      firstName: 'Nadie',
      schedule: WEEK,
    });
    for (const overrides of [
      { employee_id: other },
      { service_ids: ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'] },
    ]) {
      const res = await pub(t, 'POST', w.url('/booking'), bookingBody(w, '123456', overrides));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('BOOKING_NOT_OFFERED');
    }
  });
});

describe('several services', () => {
  it('books them back to back with one employee, one appointment each', async () => {
    const group = await createGroup(t, w.token, w.salon._id, 'Uñas');
    const manicure = await createService(t, w.token, w.salon._id, group._id, {
      name: 'Manicure',
      regular_price: 12,
      discount_price: null,
      duration: 30,
    });
    await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds: [manicure._id],
      firstName: 'Bea',
      schedule: WEEK,
    });
    await alsoDoes(t, w.employeeId, w.company._id, manicure._id);
    const start = at(dayFromToday(11), '10:00');
    const data = await bookedOnline(t, w, { start, service_ids: [w.service._id, manicure._id] });
    expect(data).toMatchObject({
      start: iso(start),
      end: iso(at(dayFromToday(11), '11:15')),
      employee: { name: 'Ana' },
      services: [
        { name: w.service.name, price: 20, start: iso(start) },
        { name: 'Manicure', price: 12, start: iso(at(dayFromToday(11), '10:45')) },
      ],
      total: 32,
    });
    const rows = (await appointmentsOf(t, w.salon._id)).filter(
      (row) => row.startsAt >= new Date(start) && row.startsAt < new Date(at(dayFromToday(11), '12:00')),
    );
    expect(rows.map((row) => [row.serviceId, row.employeeId, row.source, row.endsAt.toISOString()])).toEqual([
      [w.service._id, w.employeeId, 'online', iso(at(dayFromToday(11), '10:45'))],
      [manicure._id, w.employeeId, 'online', iso(at(dayFromToday(11), '11:15'))],
    ]);
    expect(rows[0]!.clientId).toBe(rows[1]!.clientId);
  });
});

describe('a freelancer’s visit', () => {
  let slug = '';
  let salonId = '';
  let service = '';
  beforeAll(async () => {
    await setPlan(t, w.company._id, 'advanced_plan'); // room for a third salon
    const salon = await createSalon(t, w.token, freelancerFields());
    salonId = salon._id;
    await w.setSalon({ statusProcess: 'approved' }, salonId);
    await t.db.update(schedules).set({ days: WEEK }).where(eq(schedules.id, salon.schedule!._id));
    const group = await createGroup(t, w.token, salonId, 'Domicilio');
    service = (await createService(t, w.token, salonId, group._id, { discount_price: null }))._id;
    await addPerformer(t, {
      companyId: w.company._id,
      salonId,
      serviceIds: [service],
      firstName: 'Eva',
      schedule: WEEK,
    });
    slug = await w.slugOf(salonId);
  });

  const visitBody = (coordinates: [number, number] | null, start: string) => ({
    service_ids: [service],
    start,
    address: coordinates && { address: 'Av. Principal de Los Palos Grandes', city: 'Caracas', coordinates },
  });

  it('needs the address (400) and refuses one outside the area (409 OUTSIDE_SERVICE_AREA)', async () => {
    const before = await stored(t, salonId);
    const missing = await bookOnline(t, w, visitBody(null, at(dayFromToday(7), '10:00')), { slug });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'address' }] });
    const outside = await bookOnline(t, w, visitBody([-60, 5], at(dayFromToday(7), '10:00')), { slug });
    expect(outside.statusCode).toBe(409);
    expect(errorOf(outside).code).toBe('OUTSIDE_SERVICE_AREA');
    expect(await stored(t, salonId)).toEqual(before);
  });

  it('inside the area books with the travel fee on top of the price', async () => {
    const start = at(dayFromToday(7), '10:00');
    const data = await bookedOnline(t, w, visitBody([-66.86, 10.48], start), { slug });
    expect(data).toMatchObject({
      employee: { name: 'Eva' },
      services: [{ price: 25 }],
      travel_fee: 5,
      total: 30,
    });
    const [row] = await appointmentsOf(t, salonId);
    expect(row).toMatchObject({
      travelFeeCents: 500,
      priceCents: 2500,
      source: 'online',
      address: {
        address: 'Av. Principal de Los Palos Grandes',
        city: 'Caracas',
        coordinates: [-66.86, 10.48],
      },
    });
    expect(row!.startsAt.toISOString()).toBe(iso(start));
    const visit = await pub(t, 'GET', visitUrl(data.visit_token));
    expect(visit.json().data).toMatchObject({ travel_fee: 5, total: 30, salon: { is_visit_address: true } });
  });
});
