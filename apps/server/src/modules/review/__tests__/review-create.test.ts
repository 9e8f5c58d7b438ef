import { REVIEW_RULES } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { reviews } from '../../../db/tables/review.table.js';
import { failureCode, leaveReview, reviewWorld, type ReviewWorld } from './review-fixtures.js';

/** `reviewService.createForAppointment`, what the client's visit page calls: the rules of a review. */
let t: TestApp;
let w: ReviewWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await reviewWorld(t, 'reviews.create@example.com');
});
afterAll(() => t.close());

const good = { stars: 5, comment: 'Excelente atención.', anonymous: false };

describe('a review of a done appointment', () => {
  it('is stored once, with the appointment’s start, total price (with travel fee), service and employee', async () => {
    const visit = await w.pastVisit({ employeeId: w.luis, serviceId: w.color._id });
    await t.db.update(appointments).set({ travelFeeCents: 350 }).where(eq(appointments.id, visit._id));
    const review = await leaveReview(t, visit._id, { stars: '4', comment: '  Muy bien  ' } as never);
    expect(review).toMatchObject({
      appointment_id: visit._id,
      salon_id: w.salon._id,
      stars: 4,
      comment: 'Muy bien',
      anonymous: false,
      client: { _id: w.client._id, name: 'María González' },
      start: visit.start,
      date: visit.date,
      service: { _id: w.color._id, name: 'Color' },
      employee: { _id: w.luis, name: 'Luis Rivas' },
      total_price: 43.5,
      reply: null,
      hidden: false,
    });
    // The copies stay when the appointment is corrected later.
    await t.db.update(appointments).set({ priceCents: 100 }).where(eq(appointments.id, visit._id));
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect(row).toMatchObject({ totalPriceCents: 4350, companyId: w.company._id, clientId: w.client._id });
  });

  it('may be anonymous: the client is left out', async () => {
    const visit = await w.pastVisit();
    const review = await leaveReview(t, visit._id, { ...good, anonymous: true });
    expect(review).toMatchObject({ anonymous: true, client: null });
  });

  it('refuses a second review of the same appointment, also when both arrive at once', async () => {
    const visit = await w.pastVisit();
    await leaveReview(t, visit._id, good);
    expect(await failureCode(leaveReview(t, visit._id, good))).toBe('REVIEW_EXISTS');

    const raced = await w.pastVisit();
    const results = await Promise.allSettled([
      leaveReview(t, raced._id, good),
      leaveReview(t, raced._id, { ...good, stars: 1 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(AppError);
    expect(failed.reason).toMatchObject({ code: 'REVIEW_EXISTS', statusCode: 409 });
    expect(await t.db.select().from(reviews).where(eq(reviews.appointmentId, raced._id))).toHaveLength(1);
  });

  it('refuses an appointment that is not done (reserved or no-show) and an unknown one', async () => {
    for (const status of ['reserved', 'no_show'] as const) {
      const visit = await w.pastVisit({ status });
      expect(await failureCode(leaveReview(t, visit._id, good)), status).toBe('REVIEW_NOT_DONE');
    }
    expect(await failureCode(leaveReview(t, newId(), good))).toBe('APPOINTMENT_NOT_FOUND');
  });

  it(`is possible for ${REVIEW_RULES.windowDays} days after the appointment’s end, not after`, async () => {
    const visit = await w.pastVisit();
    const end = new Date(visit.end).getTime();
    const day = 86_400_000;
    const late = new Date(end + REVIEW_RULES.windowDays * day + 60_000);
    expect(await failureCode(leaveReview(t, visit._id, good, late))).toBe('REVIEW_CLOSED');
    const lastDay = new Date(end + REVIEW_RULES.windowDays * day - 60_000);
    expect((await leaveReview(t, visit._id, good, lastDay)).created_at).toBe(lastDay.toISOString());
  });
});

describe('bad input (shared reviewBodySchema)', () => {
  it.each([
    ['no stars', { comment: 'Bien' }, 'stars', 'validation.review.stars'],
    ['0 stars', { ...good, stars: 0 }, 'stars', 'validation.review.stars'],
    ['6 stars', { ...good, stars: 6 }, 'stars', 'validation.review.stars'],
    ['half a star', { ...good, stars: 3.5 }, 'stars', 'validation.review.stars'],
    ['an empty comment', { ...good, comment: '   ' }, 'comment', 'validation.review.commentRequired'],
    ['no comment', { stars: 3 }, 'comment', 'validation.review.commentRequired'],
    ['a comment too long', { ...good, comment: 'a'.repeat(1001) }, 'comment', 'validation.review.commentMax'],
  ])('%s answers 400 and stores nothing', async (_name, body, field, code) => {
    const visit = await w.pastVisit();
    const error = await leaveReview(t, visit._id, body as never).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', statusCode: 400 });
    expect((error as AppError).details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await t.db.select().from(reviews).where(eq(reviews.appointmentId, visit._id))).toHaveLength(0);
  });

  it('takes a comment of exactly 1000 characters', async () => {
    const visit = await w.pastVisit();
    const review = await leaveReview(t, visit._id, { ...good, comment: 'b'.repeat(1000) });
    expect(review.comment).toHaveLength(1000);
  });
});
