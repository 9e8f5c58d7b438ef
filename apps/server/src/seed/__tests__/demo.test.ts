import { localDateAt, scheduleFit, VENEZUELA_TIME_ZONE } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/tables/appointment.table.js';
import { exchangeRates } from '../../db/tables/exchange-rate.table.js';
import { rateOn } from '../../modules/exchange-rate/index.js';
import { employees } from '../../db/tables/employee.table.js';
import { getWithToken, postForm } from '../../test/http.js';
import { storedSalonFiles } from '../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_OWNER, seedDemo } from '../demo.js';
import { DEMO_RATE_SOURCE } from '../demo-rates.js';
import { DEMO_STAFF_LOGINS } from '../demo-staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('seeds the owner, company, salon with hours and gallery, and the freelancer; only once', async () => {
    expect(await seedDemo(t.app.ctx, t.app.log)).toBe(true);
    expect(await seedDemo(t.app.ctx, t.app.log)).toBe(false);
    const login = await postForm(t.app, '/auth/login', {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;

    const company = (await getWithToken(t.app, '/api/v1/business/company/my', token)).json().data;
    expect(company).toMatchObject({ rif: 'J-40000000-1', logo: expect.stringMatching(/\.webp$/) });
    const salons = (await postForm(t.app, '/api/v1/business/salon/all', {}, { token })).json().data;
    expect(salons.map((s: { title: string }) => s.title)).toEqual(['Estudio Carmesí', 'Daniela a domicilio']);
    const [carmesi, freelancer] = salons;
    expect(carmesi.categories).toHaveLength(3);
    expect(carmesi.schedule.days[0]).toMatchObject({
      day_name: 'Lunes',
      start_hour: '09:00',
      end_hour: '19:00',
      start_break_hour: '13:00',
      end_break_hour: '14:00',
      active: true,
    });
    expect(carmesi.schedule.days[6]).toMatchObject({ day_name: 'Domingo', active: false });
    expect(freelancer.service_area).toEqual({
      mode: 'radius',
      base_location: [-66.9036, 10.4806],
      radius_km: 8,
      travel_fee: 5,
    });
    const gallery = (
      await getWithToken(t.app, `/api/v1/business/salon/gallery/${carmesi._id}`, token)
    ).json();
    expect(gallery.meta).toEqual({ total: 6, limit: 50 });
    expect((await t.app.inject({ method: 'GET', url: gallery.data[0].thumbnail })).statusCode).toBe(200);
    expect(storedSalonFiles(t)).toHaveLength(4 + 12);
    const log = (await getWithToken(t.app, '/api/v1/business/event-log', token)).json();
    expect(log.meta.total).toBeGreaterThanOrEqual(5);
  });

  it('seeds groups and services, four employees (one per role, two with access) and thirty clients', async () => {
    const login = await postForm(t.app, '/auth/login', {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    const token = login.json().data.token as string;
    const [carmesi] = (await postForm(t.app, '/api/v1/business/salon/all', {}, { token })).json().data;
    const query = `salon_id=${carmesi._id}&limit=100`;
    const groups = (await getWithToken(t.app, `/api/v1/business/service-group?${query}`, token)).json();
    expect(groups.data.map((g: { name: string }) => g.name).sort()).toEqual([
      'Cabello',
      'Maquillaje',
      'Uñas',
    ]);
    const services = (await getWithToken(t.app, `/api/v1/business/service?${query}`, token)).json();
    expect(services.meta.total).toBe(8);
    expect(services.data.filter((s: { status: string }) => s.status === 'inactive')).toHaveLength(1);
    const staff = (await getWithToken(t.app, `/api/v1/business/employee?${query}`, token)).json();
    expect(staff.data.map((e: { role: string }) => e.role).sort()).toEqual([
      'basic',
      'intermediate',
      'manager',
      'secretary',
    ]);
    expect(staff.data.filter((e: { access_to_app: boolean }) => e.access_to_app)).toHaveLength(2);
    const clients = (await getWithToken(t.app, `/api/v1/business/client?${query}`, token)).json();
    expect(clients.meta.total).toBe(30);

    for (const [role, staffLogin] of Object.entries(DEMO_STAFF_LOGINS)) {
      const res = await postForm(t.app, '/auth/login', { ...staffLogin, account_type: 'employee' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ roles: [{ type: role }], salon: [{ _id: carmesi._id }] });
    }
  });

  it('seeds two months of appointments in every status, inside hours, past and future', async () => {
    const rows = await t.db.select().from(appointments);
    const now = Date.now();
    const past = rows.filter((row) => row.startsAt.getTime() < now);
    const future = rows.filter((row) => row.startsAt.getTime() > now);
    const statuses = (list: typeof rows) => new Set(list.map((row) => row.status));
    for (const status of ['done', 'no_show', 'cancelled']) expect(statuses(past)).toContain(status);
    for (const status of ['reserved', 'pending', 'cancelled']) expect(statuses(future)).toContain(status);
    expect(past.some((row) => row.startsAt.getTime() < now - 25 * 86_400_000)).toBe(true);
    expect(future.some((row) => row.startsAt.getTime() > now + 25 * 86_400_000)).toBe(true);
    const staff = new Map((await t.db.select().from(employees)).map((row) => [row.id, row]));
    for (const row of rows) {
      const employee = staff.get(row.employeeId)!;
      const fit = scheduleFit({
        employee: { id: employee.id, schedule: employee.schedule },
        timeZone: 'America/Caracas',
        start: row.startsAt,
        end: row.endsAt,
      });
      expect(fit).toBe('ok');
    }
    // A done visit with a method was paid in full that way; the others have no payment.
    const paid = rows.filter((row) => row.status === 'done' && row.paymentMethod);
    expect(paid.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.paidByMethod).toEqual(paid.includes(row) ? { [row.paymentMethod!]: row.priceCents } : {});
  });

  it('seeds a running percentage promotion and a scheduled per-service one, and books inside them at their price', async () => {
    const login = await postForm(t.app, '/auth/login', {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    const token = login.json().data.token as string;
    const salons = (await postForm(t.app, '/api/v1/business/salon/all', {}, { token })).json().data;
    const carmesi = salons.find((salon: { title: string }) => salon.title === 'Estudio Carmesí');
    const list = (
      await getWithToken(t.app, `/api/v1/business/promotion?salon_id=${carmesi._id}`, token)
    ).json();
    expect(list.data.map((p: { mode: string; status: string }) => [p.mode, p.status]).sort()).toEqual([
      ['discount', 'active'],
      ['per_service', 'scheduled'],
    ]);
    const running = list.data.find((p: { status: string }) => p.status === 'active');
    const services = (
      await getWithToken(t.app, `/api/v1/business/service?salon_id=${carmesi._id}`, token)
    ).json().data;
    const promoted = services.filter((service: { promotion: unknown }) => service.promotion);
    expect(promoted.map((service: { name: string }) => service.name).sort()).toEqual([
      'Corte de dama',
      'Peinado de fiesta',
    ]);
    const booked = (await t.db.select().from(appointments)).filter((row) => row.promotionId === running._id);
    expect(booked.length).toBeGreaterThan(0);
    // Corte de dama is $25 and Peinado de fiesta $30: 20 % off gives $20 or $24.
    for (const row of booked) expect([2000, 2400]).toContain(row.priceCents);
  });

  it('seeds reviews on past done appointments of the salon: some anonymous, one with a reply', async () => {
    const login = await postForm(t.app, '/auth/login', {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    const token = login.json().data.token as string;
    const [carmesi] = (await postForm(t.app, '/api/v1/business/salon/all', {}, { token })).json().data;
    const list = (await getWithToken(t.app, `/api/v1/business/review?salon_id=${carmesi._id}`, token)).json();
    expect(list.summary.count).toBe(8);
    expect(list.data.filter((review: { client: unknown }) => review.client === null)).toHaveLength(2);
    expect(list.data.filter((review: { reply: unknown }) => review.reply !== null)).toHaveLength(1);
    const done = new Map(
      (await t.db.select().from(appointments)).map((row) => [row.id, row.status] as const),
    );
    for (const review of list.data) expect(done.get(review.appointment_id)).toBe('done');
  });

  it('seeds about two months of official rates on business days, today’s the latest', async () => {
    const rates = await t.db.select().from(exchangeRates).orderBy(exchangeRates.date);
    // 60 days hold 42 to 44 business days, depending on the weekday they start on.
    expect(rates.length).toBeGreaterThanOrEqual(42);
    expect(rates.length).toBeLessThanOrEqual(44);
    expect(new Set(rates.map((row) => row.source))).toEqual(new Set([DEMO_RATE_SOURCE]));
    expect(rates.every((row) => row.origin === 'feed')).toBe(true);
    const figures = rates.map((row) => Number(row.rate));
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    const today = localDateAt(new Date(), VENEZUELA_TIME_ZONE);
    const todays = await rateOn(t.db, today);
    expect(todays?.date).toBe(rates.at(-1)!.date);
    expect(todays?.source).toBe(DEMO_RATE_SOURCE);
  });
});
