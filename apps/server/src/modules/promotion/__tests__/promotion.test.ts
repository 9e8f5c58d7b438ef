import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld, dayFromToday } from '../../../test/appointment-fixtures.js';
import {
  byPercent,
  createPromotion,
  listPromotions,
  perService,
  promotionBase,
  promotionEvents,
  setPlan,
} from '../../../test/promotion-fixtures.js';
import { createGroup, createService, get, send, type ServiceBody } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Promotions over HTTP: both modes, the rules of docs/product.md "Validation rules and limits", overlaps,
 * edits, deletes and the plan.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let colour: ServiceBody;
let nails: ServiceBody;
let otherSalonService: ServiceBody;
beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'promotions.crud@example.com');
  colour = await createService(t, world.token, world.salon._id, world.group._id, {
    name: 'Color completo',
    regular_price: 40,
  });
  nails = await createService(t, world.token, world.salon._id, world.group._id, {
    name: 'Manicure',
    regular_price: 15,
  });
  const otherGroup = await createGroup(t, world.token, world.second!._id, 'Uñas');
  otherSalonService = await createService(t, world.token, world.second!._id, otherGroup._id);
});
afterAll(() => t.close());

const salonId = () => world.salon._id;

describe('creating', () => {
  it('stores a percentage promotion and answers each service’s promotional price', async () => {
    const created = await createPromotion(
      t,
      world.token,
      byPercent(salonId(), [colour._id, world.service._id]),
    );
    expect(created).toMatchObject({
      title: 'Semana del color',
      start: dayFromToday(-1),
      end: dayFromToday(10),
      mode: 'discount',
      services: [colour._id, world.service._id],
      discount: 20,
      is_dollars: false,
      status: 'active',
      // 20 % of 40, and of the $20 discount price of the $25 cut.
      lines: [
        { service: { _id: colour._id, name: 'Color completo' }, original_price: 40, price: 32 },
        { service: { _id: world.service._id }, original_price: 20, price: 16 },
      ],
      discounted_price: 16,
    });
    const [event] = await promotionEvents(t, world.token);
    expect(event).toMatchObject({ action: 'create', affected_area: 'promotion', entity_id: created._id });
    expect(event!.details).toMatchObject({
      mode: 'discount',
      discount: 20,
      services: ['Color completo', 'Corte de dama'],
    });
    await send(t, 'DELETE', `${promotionBase}/${created._id}`, undefined, world.token);
  });

  it('stores a per-service promotion, form-encoded, with each original price from the service', async () => {
    const body = perService(salonId(), [[nails._id, 12]]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/proxy${promotionBase}`,
      headers: { authorization: `Bearer ${world.token}` },
      payload: { ...body, services: JSON.stringify([{ service: nails._id, original_price: 99, price: 12 }]) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      mode: 'per_service',
      status: 'scheduled',
      services: [{ service: nails._id, original_price: 15, price: 12 }],
      discount: null,
      lines: [{ service: { _id: nails._id, name: 'Manicure' }, original_price: 15, price: 12 }],
    });
    await send(t, 'DELETE', `${promotionBase}/${res.json().data._id}`, undefined, world.token);
  });
});

describe('bad input changes nothing', () => {
  it('answers 400 with each field’s translated message', async () => {
    const before = (await promotionEvents(t, world.token)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [byPercent(salonId(), [colour._id], { title: '' }), 'title', 'validation.promotion.titleRequired'],
      [byPercent(salonId(), []), 'services', 'validation.promotion.servicesRequired'],
      [byPercent(salonId(), [colour._id], { start: '' }), 'start', 'validation.promotion.startRequired'],
      [
        byPercent(salonId(), [colour._id], { start: dayFromToday(5), end: dayFromToday(4) }),
        'end',
        'validation.promotion.endBeforeStart',
      ],
      [byPercent(salonId(), [colour._id], { discount: 0 }), 'discount', 'validation.promotion.discount'],
      [byPercent(salonId(), [colour._id], { discount: 120 }), 'discount', 'validation.promotion.percentMax'],
      // $15 off is not below the $15 manicure, the cheaper of the two.
      [
        byPercent(salonId(), [colour._id, nails._id], { discount: 15, is_dollars: true }),
        'discount',
        'validation.promotion.discountBelowCheapest',
      ],
      [perService(salonId(), [[nails._id, 0]]), 'services.0.price', 'validation.promotion.linePrice'],
      [
        perService(salonId(), [[nails._id, 15]]),
        'services.0.price',
        'validation.promotion.priceBelowOriginal',
      ],
      [
        { ...perService(salonId(), []), services: [{ price: 10 }] },
        'services.0.service',
        'validation.promotion.lineService',
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await send(t, 'POST', promotionBase, body, world.token);
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(res.json().details, field).toContainEqual(expect.objectContaining({ field, code }));
    }
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/api/proxy${promotionBase}`,
      headers: { authorization: `Bearer ${world.token}`, 'accept-language': 'es-ve' },
      payload: byPercent(salonId(), [colour._id], { title: '' }),
    });
    expect(spanish.json().details[0].code).toBe('validation.promotion.titleRequired');
    expect((await listPromotions(t, world.token, `salon_id=${salonId()}`)).meta.total).toBe(0);
    expect((await promotionEvents(t, world.token)).length).toBe(before);
  });

  it('answers 404 for a service of another salon, like a missing one', async () => {
    const res = await send(
      t,
      'POST',
      promotionBase,
      byPercent(salonId(), [otherSalonService._id]),
      world.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SERVICE_NOT_FOUND');
  });
});

describe('two promotions never cover one service on one day', () => {
  it('refuses the second with 409 naming the first; other days and other services pass', async () => {
    const first = await createPromotion(
      t,
      world.token,
      byPercent(salonId(), [colour._id], {
        title: 'Black Friday',
        start: dayFromToday(40),
        end: dayFromToday(45),
      }),
    );
    const clash = await send(
      t,
      'POST',
      promotionBase,
      perService(
        salonId(),
        [
          [nails._id, 10],
          [colour._id, 30],
        ],
        { start: dayFromToday(45), end: dayFromToday(50) },
      ),
      world.token,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'PROMOTION_OVERLAP',
      details: [{ field: 'services', code: 'errors.PROMOTION_OVERLAP', message: 'Black Friday' }],
    });
    expect(clash.json().message).toContain('Black Friday');
    const nextDay = await createPromotion(
      t,
      world.token,
      perService(salonId(), [[colour._id, 30]], { start: dayFromToday(46), end: dayFromToday(50) }),
    );
    const otherService = await createPromotion(
      t,
      world.token,
      perService(salonId(), [[nails._id, 10]], { start: dayFromToday(40), end: dayFromToday(45) }),
    );
    // Moving the second onto the first's last day clashes too; editing the first over its own days does not.
    const moved = await send(
      t,
      'PUT',
      `${promotionBase}/${nextDay._id}`,
      { ...perService(salonId(), [[colour._id, 30]]), start: dayFromToday(45), end: dayFromToday(50) },
      world.token,
    );
    expect(moved.statusCode).toBe(409);
    const renamed = await send(
      t,
      'PUT',
      `${promotionBase}/${first._id}`,
      {
        ...byPercent(salonId(), [colour._id]),
        title: 'Black Week',
        start: dayFromToday(40),
        end: dayFromToday(45),
      },
      world.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const id of [first._id, nextDay._id, otherService._id])
      await send(t, 'DELETE', `${promotionBase}/${id}`, undefined, world.token);
  });

  it('lets exactly one of two concurrent clashing promotions in', async () => {
    const body = (title: string) =>
      byPercent(salonId(), [nails._id], { title, start: dayFromToday(60), end: dayFromToday(62) });
    const answers = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((title) => send(t, 'POST', promotionBase, body(title), world.token)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json().data;
    for (const loser of answers.filter((res) => res.statusCode === 409)) {
      expect(loser.json().details[0].message).toBe(winner.title);
    }
    await send(t, 'DELETE', `${promotionBase}/${winner._id}`, undefined, world.token);
  });
});

describe('list, edit and delete', () => {
  it('filters by the salon’s today, searches titles and pages', async () => {
    const running = await createPromotion(
      t,
      world.token,
      byPercent(salonId(), [colour._id], { title: 'Ahora' }),
    );
    const later = await createPromotion(
      t,
      world.token,
      perService(salonId(), [[nails._id, 11]], { title: 'Diciembre' }),
    );
    const past = await createPromotion(
      t,
      world.token,
      byPercent(salonId(), [nails._id], { title: 'Pasada', start: dayFromToday(-9), end: dayFromToday(-2) }),
    );
    const titles = async (query: string) =>
      (await listPromotions(t, world.token, `salon_id=${salonId()}&${query}`)).data.map((p) => p.title);
    expect(await titles('status=all')).toEqual(['Diciembre', 'Ahora', 'Pasada']);
    expect(await titles('status=active')).toEqual(['Ahora']);
    expect(await titles('status=scheduled')).toEqual(['Diciembre']);
    expect(await titles('status=ended')).toEqual(['Pasada']);
    expect(await titles('q=dic')).toEqual(['Diciembre']);
    const page = await listPromotions(t, world.token, `salon_id=${salonId()}&limit=2&page=2`);
    expect(page).toMatchObject({ meta: { total: 3, page: 2, limit: 2 } });
    expect(page.data.map((p) => p.title)).toEqual(['Pasada']);
    expect((await listPromotions(t, world.token, `salon_id=${world.second!._id}`)).meta.total).toBe(0);
    for (const id of [running._id, later._id, past._id])
      await send(t, 'DELETE', `${promotionBase}/${id}`, undefined, world.token);
  });

  it('replaces every field, logs what changed, and answers NO_CHANGES for the same fields', async () => {
    const created = await createPromotion(t, world.token, perService(salonId(), [[nails._id, 12]]));
    const edited = perService(
      salonId(),
      [
        [nails._id, 10],
        [colour._id, 35],
      ],
      { title: 'Uñas y color' },
    );
    const res = await send(t, 'PUT', `${promotionBase}/${created._id}`, edited, world.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Uñas y color',
      lines: [
        { service: { _id: nails._id }, price: 10 },
        { service: { _id: colour._id }, price: 35 },
      ],
    });
    const [event] = await promotionEvents(t, world.token);
    expect(event).toMatchObject({ action: 'update', entity_id: created._id });
    expect(event!.details).toMatchObject({ title: { from: 'Manicure a $12', to: 'Uñas y color' } });
    const again = await send(t, 'PUT', `${promotionBase}/${created._id}`, edited, world.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('NO_CHANGES');
    const switched = await send(
      t,
      'PUT',
      `${promotionBase}/${created._id}`,
      { ...byPercent(salonId(), [nails._id], { discount: 5, is_dollars: true }), salon_id: undefined },
      world.token,
    );
    expect(switched.json().data).toMatchObject({
      mode: 'discount',
      discount: 5,
      is_dollars: true,
      lines: [{ price: 10 }],
    });
    await send(t, 'DELETE', `${promotionBase}/${created._id}`, undefined, world.token);
  });

  it('deletes: gone from the list and reads, logged, its services free again', async () => {
    const created = await createPromotion(t, world.token, byPercent(salonId(), [colour._id]));
    const res = await send(t, 'DELETE', `${promotionBase}/${created._id}`, undefined, world.token);
    expect(res.json()).toEqual({ data: { _id: created._id, deleted: true } });
    expect((await get(t, `${promotionBase}/${created._id}`, world.token)).statusCode).toBe(404);
    expect(
      (await send(t, 'DELETE', `${promotionBase}/${created._id}`, undefined, world.token)).statusCode,
    ).toBe(404);
    expect((await listPromotions(t, world.token, `salon_id=${salonId()}`)).meta.total).toBe(0);
    expect((await promotionEvents(t, world.token))[0]).toMatchObject({
      action: 'delete',
      entity_id: created._id,
    });
    await createPromotion(t, world.token, byPercent(salonId(), [colour._id])).then((again) =>
      send(t, 'DELETE', `${promotionBase}/${again._id}`, undefined, world.token),
    );
  });
});

describe('the plan', () => {
  it('lets only plans with promotions create or edit; reading and deleting stay open', async () => {
    const kept = await createPromotion(t, world.token, byPercent(salonId(), [colour._id]));
    await setPlan(t, world.company._id, 'basic_plan');
    const plan = await get(t, '/api/v1/business/plan', world.token);
    expect(plan.json().data).toMatchObject({ plan: 'basic_plan', features: { promotions: false } });
    const create = await send(t, 'POST', promotionBase, byPercent(salonId(), [nails._id]), world.token);
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ code: 'PLAN_NO_PROMOTIONS' });
    expect(create.json().message).toContain('plan');
    const edit = await send(
      t,
      'PUT',
      `${promotionBase}/${kept._id}`,
      { ...byPercent(salonId(), [colour._id]), title: 'Otra' },
      world.token,
    );
    expect(edit.statusCode).toBe(403);
    expect((await get(t, `${promotionBase}/${kept._id}`, world.token)).json().data.title).toBe(
      'Semana del color',
    );
    expect((await send(t, 'DELETE', `${promotionBase}/${kept._id}`, undefined, world.token)).statusCode).toBe(
      200,
    );
    await setPlan(t, world.company._id, 'standard_plan');
    expect((await get(t, '/api/v1/business/plan', world.token)).json().data.features.promotions).toBe(true);
  });
});
