import type { PublicSalonWire } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, book, dayFromToday, send, WEEK } from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  bookingBody,
  clientEmail,
  clientFields,
  errorOf,
  publicSalonUrl,
  pub,
  type BookableWorld,
  type SlotWire,
} from '../../../test/booking-fixtures.js';
import { createPromotion, perService } from '../../../test/promotion-fixtures.js';
import { createSalon, freelancerFields } from '../../../test/salon-fixtures.js';
import { addPerformer, createGroup, createService, workWeek } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients } from '../../../db/tables/client.table.js';
import { reviewService } from '../../review/review.service.js';
import { salons, schedules } from '../../../db/tables/salon.table.js';

/** The public booking page: what it shows, what it hides, and when the salon takes no bookings. */
let t: TestApp;
let w: BookableWorld;
let nails: { _id: string };
let manicure: { _id: string };
let bea = '';
const hidden: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.page@example.com');
  const inactive = await createService(t, w.token, w.salon._id, w.group._id, {
    name: 'Tinte retirado',
    status: 'inactive',
  });
  const group = await createGroup(t, w.token, w.salon._id, 'Uñas');
  nails = group;
  manicure = await createService(t, w.token, w.salon._id, group._id, {
    name: 'Manicure',
    regular_price: 12,
    discount_price: null,
    duration: 30,
    price_type: 'starting_from',
  });
  bea = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [manicure._id],
    firstName: 'Bea',
    schedule: WEEK,
  });
  // Not bookable: out of the calendar, deactivated, performing nothing, performing only an inactive service.
  const notBookable = [
    { firstName: 'Carla', serviceIds: [w.service._id], activeInCalendar: false },
    { firstName: 'Dora', serviceIds: [w.service._id], deactivated: true },
    { firstName: 'Eli', serviceIds: [] },
    { firstName: 'Fer', serviceIds: [inactive._id] },
  ];
  for (const employee of notBookable) {
    hidden[employee.firstName] = await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      schedule: WEEK,
      ...employee,
    });
  }
  // A live per-service promotion on the haircut: $15 instead of $20 (discount) / $25 (regular).
  await createPromotion(
    t,
    w.token,
    perService(w.salon._id, [[w.service._id, 15]], {
      title: 'Corte a $15',
      start: dayFromToday(-1),
      end: dayFromToday(10),
    }),
  );
  // What the salon keeps for itself: the client's note and an appointment's note.
  await t.db.update(clients).set({ note: 'NOTA-INTERNA-CLIENTE' }).where(eq(clients.id, w.client._id));
  // Three done visits reviewed: one anonymous, one signed, one hidden by the owner.
  const reviewed = [];
  for (const [days, stars, anonymous, comment] of [
    [3, 5, true, 'Anónima y contenta'],
    [4, 4, false, 'Muy buen corte'],
    [5, 1, false, 'RESEÑA-OCULTA'],
  ] as const) {
    const visit = await book(t, w.token, w.booking({ start: at(dayFromToday(days), '10:00') }));
    await t.db
      .update(appointments)
      .set({ status: 'done', note: 'NOTA-INTERNA-CITA' })
      .where(eq(appointments.id, visit._id));
    reviewed.push(
      await reviewService.createForAppointment(
        t.db,
        { id: visit._id, companyId: w.company._id },
        { stars, anonymous, comment },
      ),
    );
  }
  const hide = await send(
    t,
    'PATCH',
    `/api/v1/business/review/${reviewed[2]!._id}/visibility`,
    { hidden: true, reason: 'Ofensiva' },
    w.token,
  );
  expect(hide.statusCode).toBe(200);
});
afterAll(() => t.close());

const page = async (slug = w.slug, language?: string) => {
  const res = await pub(t, 'GET', publicSalonUrl(slug), undefined, { language });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PublicSalonWire;
};

describe('GET /public/salon/:slug', () => {
  it('shows the profile, the contact and the booking settings of an open salon', async () => {
    const data = await page();
    expect(data).toMatchObject({
      slug: w.slug,
      name: 'Salón Uno',
      service_type: 'salon',
      address: { address: 'Calle Paris, Las Mercedes, Caracas', city: 'Caracas' },
      service_area: null,
      time_zone: 'America/Caracas',
      contact: { phone: '+582125550199', email: 'hola@estudio.example' },
      social: { instagram: 'estudio.prueba' },
      booking: { open: true, reason: null, approval: false, window_days: 60, notice_minutes: 120 },
    });
    expect(data.avatar).toMatch(/^http|^\//);
    expect(data.categories).toHaveLength(2);
  });

  it('lists active services by group, a live promotion’s price beside the regular price', async () => {
    const { groups } = await page();
    expect(groups.map((group) => group.name)).toEqual(['Cabello', 'Uñas']);
    const [hair, nailsGroup] = groups;
    // The inactive service is not offered.
    expect(hair!.services.map((service) => service._id)).toEqual([w.service._id]);
    expect(hair!.services[0]).toMatchObject({
      price: 15,
      regular_price: 25,
      duration: 45,
      promotion: { title: 'Corte a $15', end: dayFromToday(10) },
      price_type: 'exact',
    });
    expect(nailsGroup).toMatchObject({ _id: nails._id });
    expect(nailsGroup!.services[0]).toMatchObject({
      _id: manicure._id,
      price: 12,
      regular_price: 12,
      promotion: null,
      // A starting price: the booking page writes it "desde $12,00".
      price_type: 'starting_from',
    });
  });

  it('lists only bookable employees, by first name, with what each performs', async () => {
    const { employees } = await page();
    expect(employees).toEqual([
      { _id: w.employeeId, name: 'Ana', avatar: null, service_ids: [w.service._id] },
      { _id: bea, name: 'Bea', avatar: null, service_ids: [manicure._id] },
    ]);
  });

  it('gives the hours Monday first', async () => {
    const [salon] = await t.db.select().from(salons).where(eq(salons.id, w.salon._id));
    const [before] = await t.db.select().from(schedules).where(eq(schedules.id, salon!.scheduleId!));
    // Monday 09:00–17:00 with lunch, Saturday 10:00–14:00, Sunday closed, the rest 08:00–19:00.
    const days = workWeek({
      0: ['09:00', '17:00', ['13:00', '14:00']],
      1: ['08:00', '19:00'],
      2: ['08:00', '19:00'],
      3: ['08:00', '19:00'],
      4: ['08:00', '19:00'],
      5: ['10:00', '14:00'],
    });
    await t.db.update(schedules).set({ days }).where(eq(schedules.id, salon!.scheduleId!));
    const { hours } = await page();
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({
      day: 0,
      open: true,
      start: '09:00',
      end: '17:00',
      break_start: '13:00',
      break_end: '14:00',
    });
    expect(hours[5]).toMatchObject({ day: 5, open: true, start: '10:00', end: '14:00', break_start: null });
    expect(hours[6]).toMatchObject({ day: 6, open: false });

    // The times offered keep to them: nothing on a Sunday, nothing after 14:00 on a Saturday.
    const res = await pub(
      t,
      'GET',
      w.url(`/availability?service_ids=${w.service._id}&from=${dayFromToday(1)}&to=${dayFromToday(8)}`),
    );
    const slots = res.json().data.slots as SlotWire[];
    expect(slots.length).toBeGreaterThan(0);
    const local = (iso: string) => new Date(new Date(iso).getTime() - 4 * 3_600_000);
    for (const slot of slots) {
      const day = local(slot.start).getUTCDay(); // 0 = Sunday
      expect(day).not.toBe(0);
      if (day === 6)
        expect(local(slot.end).getUTCHours() * 60 + local(slot.end).getUTCMinutes()).toBeLessThanOrEqual(
          14 * 60,
        );
    }
    expect(slots.some((slot) => local(slot.start).getUTCDay() === 6)).toBe(true);
    await t.db.update(schedules).set({ days: before!.days }).where(eq(schedules.id, salon!.scheduleId!));
  });

  it('shows visible reviews only, an anonymous one without author, and the rating of those', async () => {
    const data = await page();
    expect(data.rating).toEqual({ average: 4.5, count: 2 });
    expect(data.reviews.map((review) => [review.stars, review.author, review.comment])).toEqual(
      expect.arrayContaining([
        [5, null, 'Anónima y contenta'],
        [4, 'María G.', 'Muy buen corte'],
      ]),
    );
    expect(data.reviews).toHaveLength(2);
    expect(data.reviews[0]!.service).toBe(w.service.name);
  });

  it('lets nothing internal out: notes, e-mails of people, surnames, hidden reviews', async () => {
    const text = JSON.stringify(await page());
    for (const secret of [
      'NOTA-INTERNA-CLIENTE',
      'NOTA-INTERNA-CITA',
      'RESEÑA-OCULTA',
      'Ofensiva',
      '@example.com', // employees', clients' and the owner's addresses
      'González',
      'Rivas', // employees' surname
      'Carla',
      'Dora',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    for (const [name, id] of Object.entries(hidden)) expect(text, name).not.toContain(id);
  });

  it('a freelancer’s page shows the city and the service area, not the street address', async () => {
    const salon = await createSalon(t, w.token, freelancerFields());
    await w.setSalon({ statusProcess: 'approved' }, salon._id);
    const data = await page(await w.slugOf(salon._id));
    expect(data.service_type).toBe('freelancer');
    expect(data.address).toEqual({ address: '', reference_point: '', city: 'Caracas' });
    expect(data.service_area).toMatchObject({ mode: 'radius', radius_km: 8, travel_fee: 5 });
    expect(JSON.stringify(data)).not.toContain('Calle Paris');
  });
});

describe('a page that does not exist', () => {
  it('an unknown slug answers 404 BOOKING_SALON_NOT_FOUND on every call', async () => {
    const calls = [
      ['GET', '', undefined],
      [
        'GET',
        `/availability?service_ids=${w.service._id}&from=${dayFromToday(1)}&to=${dayFromToday(2)}`,
        undefined,
      ],
      ['POST', '/otp', { email: 'nobody@example.com' }],
      ['POST', '/booking', bookingBody(w, '123456')],
    ] as const;
    for (const [method, rest, body] of calls) {
      const res = await pub(t, method, publicSalonUrl('no-such-salon', rest), body);
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
      expect(errorOf(res).code).toBe('BOOKING_SALON_NOT_FOUND');
    }
  });

  it('a deleted salon’s page is gone (404), though it was open before', async () => {
    const second = w.second!._id;
    await w.setSalon({ statusProcess: 'approved' }, second);
    const slug = await w.slugOf(second);
    expect((await page(slug)).booking.open).toBe(true);
    const deleted = await send(t, 'POST', `/api/v1/business/salon/${second}/delete`, {}, w.token);
    expect(deleted.statusCode).toBe(200);
    const res = await pub(t, 'GET', publicSalonUrl(slug));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('BOOKING_SALON_NOT_FOUND');
  });
});

describe('a salon that takes no bookings now', () => {
  const open = {
    onlineBooking: 1,
    statusProcess: 'approved',
    statusSalon: 'active',
    openStore: 1,
  } as const;
  const cases: [string, Partial<typeof salons.$inferInsert>][] = [
    ['off', { onlineBooking: 0 }],
    ['not_verified', { statusProcess: 'requested' }],
    ['disabled', { statusSalon: 'disabled' }],
    ['closed', { openStore: 0 }],
  ];

  /** The page says why; the times, the code and the booking all answer 409 BOOKING_CLOSED. */
  async function expectClosed(reason: string) {
    const data = await page();
    expect(data.booking).toMatchObject({ open: false, reason });
    const email = clientEmail('closed');
    const mailsBefore = t.mail.mails.length;
    const calls = [
      [
        'GET',
        `/availability?service_ids=${w.service._id}&from=${dayFromToday(1)}&to=${dayFromToday(2)}`,
        undefined,
      ],
      ['POST', '/otp', { email }],
      ['POST', '/booking', bookingBody(w, '123456', { client: clientFields(email) })],
    ] as const;
    for (const [method, rest, body] of calls) {
      const res = await pub(t, method, w.url(rest), body);
      expect(res.statusCode, `${reason}: ${method} ${rest} ${res.body}`).toBe(409);
      expect(errorOf(res).code).toBe('BOOKING_CLOSED');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.mail.mails.slice(mailsBefore).filter((mail) => mail.to.includes(email))).toHaveLength(0);
  }

  for (const [reason, patch] of cases) {
    it(`reason ${reason}`, async () => {
      await w.setSalon(patch);
      try {
        await expectClosed(reason);
      } finally {
        await w.setSalon(open);
      }
      expect((await page()).booking).toMatchObject({ open: true, reason: null });
    });
  }

  it('an expired subscription (read-only company) reads as off', async () => {
    await w.setSubscription({ status: 'expired' });
    try {
      await expectClosed('off');
    } finally {
      await w.setSubscription({
        status: 'trialing',
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      });
    }
    expect((await page()).booking.open).toBe(true);
  });
});
