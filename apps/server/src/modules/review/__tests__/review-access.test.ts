import type { EmployeeRole } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeLogin, loginsByRole } from '../../../test/employee-fixtures.js';
import { get } from '../../../test/service-fixtures.js';
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

/** The roles table on the review calls, tenancy (another company or salon reads as missing), the dashboard. */
let t: TestApp;
let w: ReviewWorld;
let rival: ReviewWorld;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
let review: ReviewWire;
let rivalReview: ReviewWire;
beforeAll(async () => {
  t = await createTestApp();
  w = await reviewWorld(t, 'reviews.access@example.com');
  rival = await reviewWorld(t, 'reviews.rival@example.com');
  logins = await loginsByRole(t, w.company._id, w.salon._id);
  review = await leaveReview(t, (await w.pastVisit())._id, { stars: 4, comment: 'Bien', anonymous: false });
  rivalReview = await leaveReview(t, (await rival.pastVisit())._id, { stars: 1, comment: 'Mal' });
});
afterAll(() => t.close());

const listCode = async (token: string, salonId = w.salon._id) =>
  (await listReviews(t, token, `salon_id=${salonId}`)).statusCode;
const writeCodes = async (token: string, id: string) => [
  (await reply(t, token, id, 'Gracias')).statusCode,
  (await visibility(t, token, id, { hidden: true, reason: 'Spam' })).statusCode,
];

describe('roles', () => {
  it('the secretary reads but may neither reply nor hide', async () => {
    expect(await listCode(logins.secretary.token)).toBe(200);
    expect(await writeCodes(logins.secretary.token, review._id)).toEqual([403, 403]);
    expect((await editReply(t, logins.secretary.token, review._id, 'Editada')).statusCode).toBe(403);
  });

  it('basic and intermediate employees get 403 on every call', async () => {
    for (const role of ['basic', 'intermediate'] as EmployeeRole[]) {
      expect(await listCode(logins[role].token), role).toBe(403);
      expect(await writeCodes(logins[role].token, review._id), role).toEqual([403, 403]);
    }
    expect(await reviewEvents(t, w.token)).toEqual([]);
  });

  it('the manager replies and hides in its salon, logged under its name', async () => {
    expect(await listCode(logins.manager.token)).toBe(200);
    expect(await writeCodes(logins.manager.token, review._id)).toEqual([200, 200]);
    const events = await reviewEvents(t, w.token);
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.entity_id === review._id)).toBe(true);
    const entries = (await get(t, '/api/v1/business/event-log?limit=5', w.token)).json().data;
    expect(entries[0].triggered_by.name).toMatch(/^Staff\d+ manager$/);
  });

  it('the manager edits the reply; basic and intermediate employees may not', async () => {
    for (const role of ['basic', 'intermediate'] as EmployeeRole[]) {
      expect((await editReply(t, logins[role].token, review._id, 'Editada')).statusCode, role).toBe(403);
    }
    const res = await editReply(t, logins.manager.token, review._id, 'Gracias, te esperamos');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reply).toBe('Gracias, te esperamos');
  });
});

describe('tenancy', () => {
  it('another company’s salon and reviews read as missing', async () => {
    expect(await listCode(w.token, rival.salon._id)).toBe(404);
    expect(await writeCodes(w.token, rivalReview._id)).toEqual([404, 404]);
    expect((await editReply(t, w.token, rivalReview._id, 'Ajena')).statusCode).toBe(404);
    const rivalList = (await listReviews(t, rival.token, `salon_id=${rival.salon._id}`)).json();
    expect(rivalList.data).toMatchObject([{ _id: rivalReview._id, reply: null, hidden: false }]);
    // Filters naming another company's employee or service find nothing.
    const crossed = await listReviews(t, w.token, `salon_id=${w.salon._id}&employee_id=${rival.employeeId}`);
    expect(crossed.json().data).toEqual([]);
  });

  it('a manager of one salon does not see or touch the other salon’s reviews', async () => {
    const manager = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.second!._id,
      role: 'manager',
    });
    expect(await listCode(manager.token, w.salon._id)).toBe(404);
    expect(await writeCodes(manager.token, review._id)).toEqual([404, 404]);
    expect(await listCode(manager.token, w.second!._id)).toBe(200);
  });
});

describe('dashboard summary', () => {
  const summary = async (token: string) => {
    const res = await get(t, `/api/v1/business/dashboard/summary?salon_id=${w.salon._id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.reviews;
  };

  it('shows owners and managers the visible reviews: count, average and the latest, newest first', async () => {
    // The first review was hidden by the manager above.
    expect(await summary(w.token)).toEqual({ count: 0, average: null, latest: [] });
    const five = await leaveReview(t, (await w.pastVisit())._id, {
      stars: 5,
      comment: 'Top',
      anonymous: true,
    });
    const two = await leaveReview(t, (await w.pastVisit({ employeeId: w.luis }))._id, {
      stars: 2,
      comment: 'Lento',
    });
    const expected = {
      count: 2,
      average: 3.5,
      latest: [
        { _id: two._id, stars: 2, comment: 'Lento', client: 'María González', service: 'Corte de dama' },
        { _id: five._id, stars: 5, comment: 'Top', client: null, service: 'Corte de dama' },
      ].map((item) => ({ ...item, created_at: expect.any(String) })),
    };
    expect(await summary(w.token)).toEqual(expected);
    expect(await summary(logins.manager.token)).toEqual(expected);
  });

  it('leaves the reviews part out for the other roles', async () => {
    for (const role of ['secretary', 'intermediate', 'basic'] as EmployeeRole[]) {
      expect(await summary(logins[role].token), role).toBeNull();
    }
  });
});
