import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  editReply,
  leaveReview,
  listReviews,
  reply,
  reviewEvents,
  reviewWorld,
  visibility,
  type ReviewWire,
  type ReviewWorld,
} from './review-fixtures.js';

/** GET /review (list, summary, filters), reply once and hide with a reason, on the owner's salon. */
let t: TestApp;
let w: ReviewWorld;
/** By stars: 5 (Ana, hair), 4 (Luis, color, anonymous), 4 (Luis, hair), 2 (Ana, hair), 1 (Luis, color). */
const made: ReviewWire[] = [];
beforeAll(async () => {
  t = await createTestApp();
  w = await reviewWorld(t, 'reviews.routes@example.com');
  const plan = [
    { stars: 5, employeeId: w.employeeId, serviceId: w.service._id },
    { stars: 4, employeeId: w.luis, serviceId: w.color._id, anonymous: true },
    { stars: 4, employeeId: w.luis, serviceId: w.service._id },
    { stars: 2, employeeId: w.employeeId, serviceId: w.service._id },
    { stars: 1, employeeId: w.luis, serviceId: w.color._id },
  ];
  for (const [index, item] of plan.entries()) {
    const visit = await w.pastVisit({ employeeId: item.employeeId, serviceId: item.serviceId });
    // Written a minute apart so "newest first" is certain.
    const now = new Date(Date.now() - (plan.length - index) * 60_000);
    made.push(
      await leaveReview(
        t,
        visit._id,
        { stars: item.stars, comment: `Reseña ${index}`, anonymous: item.anonymous ?? false },
        now,
      ),
    );
  }
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await listReviews(t, w.token, `salon_id=${w.salon._id}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: ReviewWire[];
    meta: { total: number; page: number; limit: number };
    summary: { average: number | null; count: number; distribution: Record<string, number> };
  };
};

describe('GET /review', () => {
  it('lists the salon’s reviews newest first with the review fields and a summary', async () => {
    const body = await list();
    expect(body.data.map((review) => review.stars)).toEqual([1, 2, 4, 4, 5]);
    expect(body.data.map((review) => review._id)).toEqual([...made].reverse().map((review) => review._id));
    expect(body.meta).toEqual({ total: 5, page: 1, limit: 20 });
    expect(body.summary).toEqual({
      average: 3.2,
      count: 5,
      distribution: { 1: 1, 2: 1, 3: 0, 4: 2, 5: 1 },
    });
    const anonymous = body.data.find((review) => review.anonymous)!;
    expect(anonymous).toMatchObject({
      client: null,
      service: { name: 'Color' },
      employee: { name: 'Luis Rivas' },
      total_price: 40,
      time_zone: 'America/Caracas',
    });
    expect(body.data.find((review) => review.stars === 5)).toMatchObject({
      client: { name: 'María González' },
      employee: { name: 'Ana Rivas' },
      total_price: 20,
      comment: 'Reseña 0',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('filters by stars, employee and service; the summary follows employee and service, not stars', async () => {
    const fours = await list('&stars=4');
    expect(fours.data.map((review) => review.stars)).toEqual([4, 4]);
    expect(fours.meta.total).toBe(2);
    expect(fours.summary.count).toBe(5);

    const luis = await list(`&employee_id=${w.luis}`);
    expect(luis.data.map((review) => review.stars)).toEqual([1, 4, 4]);
    expect(luis.summary).toEqual({ average: 3, count: 3, distribution: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 0 } });

    const luisColor = await list(`&employee_id=${w.luis}&service_id=${w.color._id}&stars=1`);
    expect(luisColor.data.map((review) => review.stars)).toEqual([1]);
    expect(luisColor.summary).toMatchObject({ average: 2.5, count: 2 });

    const none = await list(`&service_id=${w.color._id}&stars=5`);
    expect(none.data).toEqual([]);
  });

  it('pages', async () => {
    const second = await list('&limit=2&page=2');
    expect(second.data.map((review) => review._id)).toEqual([made[2]!._id, made[1]!._id]);
    expect(second.meta).toEqual({ total: 5, page: 2, limit: 2 });
  });

  it('answers 400 for bad filters', async () => {
    for (const query of ['&stars=0', '&stars=6', '&employee_id=nope', '&limit=500']) {
      const res = await listReviews(t, w.token, `salon_id=${w.salon._id}${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await listReviews(t, w.token, '')).statusCode).toBe(400);
  });
});

describe('POST /review/{id}/reply', () => {
  it('replies once, logged; a second reply answers 409 REVIEW_REPLIED', async () => {
    const target = made[3]!;
    const res = await reply(t, w.token, target._id, '  Gracias, lo revisaremos.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      reply: 'Gracias, lo revisaremos.',
      replied_at: expect.any(String),
    });
    const again = await reply(t, w.token, target._id, 'Otra vez');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_REPLIED');
    expect((await list()).data.find((review) => review._id === target._id)?.reply).toBe(
      'Gracias, lo revisaremos.',
    );
    const events = (await reviewEvents(t, w.token)).filter((event) => event.entity_id === target._id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'update',
      salon: { _id: w.salon._id, name: 'Salón Uno' },
      details: { stars: 2, service: 'Corte de dama', reply: 'Gracias, lo revisaremos.' },
    });
  });

  it('refuses an empty or too long reply', async () => {
    for (const text of ['   ', 'x'.repeat(1001)]) {
      const res = await reply(t, w.token, made[0]!._id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('reply');
    }
    expect((await list()).data.find((review) => review._id === made[0]!._id)?.reply).toBeNull();
  });
});

describe('PUT /review/{id}/reply', () => {
  it('replaces the reply, logged from and to; the same text answers 400 NO_CHANGES', async () => {
    const target = made[1]!;
    expect((await reply(t, w.token, target._id, 'Gracias por venir')).statusCode).toBe(200);
    const res = await editReply(t, w.token, target._id, '  Gracias por venir, te esperamos.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reply).toBe('Gracias por venir, te esperamos.');
    expect((await list()).data.find((review) => review._id === target._id)?.reply).toBe(
      'Gracias por venir, te esperamos.',
    );
    const same = await editReply(t, w.token, target._id, 'Gracias por venir, te esperamos.');
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('NO_CHANGES');
    const events = (await reviewEvents(t, w.token)).filter((event) => event.entity_id === target._id);
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.details.reply)).toContainEqual({
      from: 'Gracias por venir',
      to: 'Gracias por venir, te esperamos.',
    });
  });

  it('sets a first reply too, and refuses an empty one or an unknown review', async () => {
    const target = made[2]!;
    const res = await editReply(t, w.token, target._id, 'Primera respuesta');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reply).toBe('Primera respuesta');
    const empty = await editReply(t, w.token, target._id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('reply');
    const unknown = await editReply(t, w.token, '00000000-0000-4000-8000-000000000000', 'Hola');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PATCH /review/{id}/visibility', () => {
  it('hides with a reason (required), leaves the summary, shows again; each change logged', async () => {
    const target = made[4]!;
    const noReason = await visibility(t, w.token, target._id, { hidden: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0]).toMatchObject({
      field: 'reason',
      code: 'validation.review.reasonRequired',
    });

    const hidden = await visibility(t, w.token, target._id, { hidden: true, reason: 'Insultos' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, hidden_reason: 'Insultos' });
    const body = await list();
    // Still listed for the staff, marked; no longer counted.
    expect(body.data.find((review) => review._id === target._id)).toMatchObject({ hidden: true });
    expect(body.summary).toEqual({
      average: 3.75,
      count: 4,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
    });

    const same = await visibility(t, w.token, target._id, { hidden: 'true', reason: 'Insultos' });
    expect(same.json().code).toBe('NO_CHANGES');

    const shown = await visibility(t, w.token, target._id, { hidden: false, reason: 'ignored' });
    expect(shown.json().data).toMatchObject({ hidden: false, hidden_reason: null, hidden_at: null });
    expect((await list()).summary.count).toBe(5);

    const events = (await reviewEvents(t, w.token)).filter((event) => event.entity_id === target._id);
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({
        hidden: { from: true, to: false },
        hidden_reason: { from: 'Insultos', to: null },
      }),
      expect.objectContaining({
        stars: 1,
        hidden: { from: false, to: true },
        hidden_reason: { from: null, to: 'Insultos' },
      }),
    ]);
  });

  it('an unknown review answers 404', async () => {
    const res = await visibility(t, w.token, '0193a000-0000-7000-8000-0000000000ff', {
      hidden: true,
      reason: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('REVIEW_NOT_FOUND');
  });
});
