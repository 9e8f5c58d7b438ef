import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';
import { byPercent, createPromotion, perService, promotionBase } from '../../../test/promotion-fixtures.js';
import { get, send, serviceBase } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The price a client pays, everywhere it shows: bookings without a price take the price at their start
 * (promotion first) and keep it; the service list, the preview and the price quote say the same.
 * The world's service costs $25, discounted to $20, in America/Caracas.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'promotions.prices@example.com');
});
afterAll(() => t.close());

const withPromotion = (a: AppointmentBody) => (a as AppointmentBody & { promotion: unknown }).promotion;

describe('bookings', () => {
  it('store the promotional price during a promotion, and the discount price before it', async () => {
    const promotion = await createPromotion(
      t,
      world.token,
      byPercent(world.salon._id, [world.service._id], { start: dayFromToday(7), end: dayFromToday(9) }),
    );
    const during = await book(t, world.token, world.booking({ start: at(dayFromToday(7), '10:00') }));
    expect(during.price).toBe(16);
    expect(withPromotion(during)).toEqual({ _id: promotion._id, title: 'Semana del color' });
    const before = await book(t, world.token, world.booking({ start: at(dayFromToday(6), '10:00') }));
    expect(before.price).toBe(20);
    expect(withPromotion(before)).toBeNull();
    // Two services counted cost twice the promotional price.
    const double = await book(
      t,
      world.token,
      world.booking({ start: at(dayFromToday(8), '10:00'), service_count: 2 }),
    );
    expect(double.price).toBe(32);
    // A price typed by hand is kept; the promotion is named only when it is the promotion's price.
    const typed = await book(
      t,
      world.token,
      world.booking({ start: at(dayFromToday(9), '10:00'), price: 18 }),
    );
    expect([typed.price, withPromotion(typed)]).toEqual([18, null]);
    const same = await book(
      t,
      world.token,
      world.booking({ start: at(dayFromToday(9), '15:00'), price: 16 }),
    );
    expect(withPromotion(same)).toEqual({ _id: promotion._id, title: 'Semana del color' });

    // The calendar (cached per salon version) names the promotion, and follows a rename.
    const calendarUrl = `${base}?salon_id=${world.salon._id}&from=${encodeURIComponent(at(dayFromToday(7), '00:00'))}&to=${encodeURIComponent(at(dayFromToday(8), '00:00'))}`;
    const calendarPromotion = async () =>
      (await get(t, calendarUrl, world.token)).json().data.find((a: { _id: string }) => a._id === during._id)
        .promotion;
    expect(await calendarPromotion()).toEqual({ _id: promotion._id, title: 'Semana del color' });

    // The promotion changes, then goes: the booked price stays, and so does the promotion's name.
    const edited = await send(
      t,
      'PUT',
      `${promotionBase}/${promotion._id}`,
      byPercent(world.salon._id, [world.service._id], {
        title: 'Semana del color (50 %)',
        discount: 50,
        start: dayFromToday(7),
        end: dayFromToday(9),
      }),
      world.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await calendarPromotion()).title).toBe('Semana del color (50 %)');
    // The dialog sends the price back with every edit: the same price keeps the promotion it was booked at.
    const noted = await send(
      t,
      'PUT',
      `${base}/${during._id}`,
      { note: 'Trae su tinte', price: 16 },
      world.token,
    );
    expect(noted.json().data).toMatchObject({ price: 16, promotion: { _id: promotion._id } });
    await send(t, 'DELETE', `${promotionBase}/${promotion._id}`, undefined, world.token);
    const kept = (await get(t, `${base}/${during._id}`, world.token)).json().data;
    expect(kept.price).toBe(16);
    expect(kept.promotion).toEqual({ _id: promotion._id, title: 'Semana del color (50 %)' });
    // A reschedule keeps the quoted price; a new service count prices anew (no promotion now).
    const moved = await send(
      t,
      'PUT',
      `${base}/${during._id}`,
      { start: at(dayFromToday(11), '10:00') },
      world.token,
    );
    expect(moved.json().data.price).toBe(16);
    const recounted = await send(t, 'PUT', `${base}/${during._id}`, { service_count: 1 + 1 }, world.token);
    expect(recounted.json().data).toMatchObject({ price: 40, promotion: null });
  });

  it('use the salon’s local day: 23:30 on the last day is still in, 00:00 the next day is out', async () => {
    await createPromotion(
      t,
      world.token,
      perService(world.salon._id, [[world.service._id, 12]], {
        start: dayFromToday(14),
        end: dayFromToday(14),
      }),
    );
    // The salon opens until 19:00, so these are booked outside hours by the owner, on purpose.
    const late = await book(
      t,
      world.token,
      world.booking({
        start: at(dayFromToday(14), '23:30'),
        end: at(dayFromToday(14), '23:45'),
        override_hours: true,
      }),
    );
    const nextMidnight = await book(
      t,
      world.token,
      world.booking({
        start: at(dayFromToday(15), '00:00'),
        end: at(dayFromToday(15), '00:15'),
        override_hours: true,
      }),
    );
    expect([late.price, nextMidnight.price]).toEqual([12, 20]);
  });
});

describe('the service’s price elsewhere', () => {
  it('shows a running promotion in the service list and preview, and quotes any instant', async () => {
    const running = await createPromotion(
      t,
      world.token,
      perService(world.salon._id, [[world.service._id, 15]], {
        title: 'Corte a $15',
        start: dayFromToday(-1),
        end: dayFromToday(1),
      }),
    );
    const list = (await get(t, `${serviceBase}?salon_id=${world.salon._id}`, world.token)).json().data;
    expect(list[0]).toMatchObject({
      regular_price: 25,
      discount_price: 20,
      promotion: { _id: running._id, title: 'Corte a $15', price: 15, end: dayFromToday(1) },
    });
    const preview = (await get(t, `${serviceBase}/${world.service._id}/test`, world.token)).json().data;
    expect(preview).toMatchObject({ price: 15, promotion: { _id: running._id, title: 'Corte a $15' } });

    const quote = async (instant: string, count = 1) =>
      (
        await get(
          t,
          `${serviceBase}/${world.service._id}/price?at=${encodeURIComponent(instant)}&service_count=${count}`,
          world.token,
        )
      ).json().data;
    expect(await quote(at(dayFromToday(0), '12:00'), 2)).toMatchObject({
      price: 30,
      unit_price: 15,
      base_price: 20,
      regular_price: 25,
      promotion: { _id: running._id },
    });
    expect(await quote(at(dayFromToday(3), '12:00'))).toMatchObject({ price: 20, promotion: null });

    await send(t, 'DELETE', `${promotionBase}/${running._id}`, undefined, world.token);
    const after = (await get(t, `${serviceBase}/${world.service._id}`, world.token)).json().data;
    expect(after.promotion).toBeNull();
    expect((await get(t, `${serviceBase}/${world.service._id}/test`, world.token)).json().data.price).toBe(
      20,
    );
  });

  it('refuses a quote for another company’s service and a bad instant', async () => {
    const other = await bookingWorld(t, 'promotions.prices.rival@example.com');
    const res = await get(
      t,
      `${serviceBase}/${other.service._id}/price?at=${encodeURIComponent(at(dayFromToday(1), '10:00'))}`,
      world.token,
    );
    expect(res.statusCode).toBe(404);
    const bad = await get(t, `${serviceBase}/${world.service._id}/price?at=tomorrow`, world.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'at' });
  });
});
