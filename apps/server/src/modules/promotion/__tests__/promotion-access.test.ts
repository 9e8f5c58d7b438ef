import type { EmployeeRole } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld } from '../../../test/appointment-fixtures.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import {
  byPercent,
  createPromotion,
  promotionBase,
  promotionEvents,
  type PromotionBody,
} from '../../../test/promotion-fixtures.js';
import { createGroup, createService, get, send } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The roles table (docs/product.md "Roles and permissions") on the promotion calls, and tenancy: another
 * salon or company reads as missing.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let rival: Awaited<ReturnType<typeof bookingWorld>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
let promotion: PromotionBody;
let secondSalonPromotion: PromotionBody;
let rivalPromotion: PromotionBody;
beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'promotions.access@example.com');
  rival = await bookingWorld(t, 'promotions.rival@example.com');
  logins = await loginsByRole(t, world.company._id, world.salon._id);
  promotion = await createPromotion(t, world.token, byPercent(world.salon._id, [world.service._id]));
  const group = await createGroup(t, world.token, world.second!._id, 'Uñas');
  const service = await createService(t, world.token, world.second!._id, group._id);
  secondSalonPromotion = await createPromotion(t, world.token, byPercent(world.second!._id, [service._id]));
  rivalPromotion = await createPromotion(t, rival.token, byPercent(rival.salon._id, [rival.service._id]));
});
afterAll(() => t.close());

const readCalls = (token: string, id: string, salonId: string) => [
  get(t, `${promotionBase}?salon_id=${salonId}`, token),
  get(t, `${promotionBase}/${id}`, token),
];
const writeCalls = (token: string, id: string, salonId: string, serviceId: string) => [
  send(
    t,
    'POST',
    promotionBase,
    byPercent(salonId, [serviceId], { title: 'Intrusa', start: '2030-01-01', end: '2030-01-02' }),
    token,
  ),
  send(t, 'PUT', `${promotionBase}/${id}`, byPercent(salonId, [serviceId], { title: 'Cambiada' }), token),
  send(t, 'DELETE', `${promotionBase}/${id}`, undefined, token),
];
const codes = async (calls: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(calls)).map((r) => r.statusCode);

describe('roles', () => {
  it('secretary and intermediate read promotions but change nothing; basic gets 403 everywhere', async () => {
    const before = (await promotionEvents(t, world.token)).length;
    for (const role of ['secretary', 'intermediate'] as EmployeeRole[]) {
      const { token } = logins[role];
      expect(await codes(readCalls(token, promotion._id, world.salon._id)), role).toEqual([200, 200]);
      expect(await codes(writeCalls(token, promotion._id, world.salon._id, world.service._id)), role).toEqual(
        [403, 403, 403],
      );
    }
    const { token } = logins.basic;
    expect(await codes(readCalls(token, promotion._id, world.salon._id))).toEqual([403, 403]);
    expect(await codes(writeCalls(token, promotion._id, world.salon._id, world.service._id))).toEqual([
      403, 403, 403,
    ]);
    expect((await promotionEvents(t, world.token)).length).toBe(before);
    expect((await get(t, `${promotionBase}/${promotion._id}`, world.token)).json().data.title).toBe(
      'Semana del color',
    );
  });

  it('lets the manager manage its salon’s promotions, logged under its name', async () => {
    const { token } = logins.manager;
    const res = await send(
      t,
      'PUT',
      `${promotionBase}/${promotion._id}`,
      byPercent(world.salon._id, [world.service._id], { title: 'Del gerente' }),
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await promotionEvents(t, world.token);
    expect(event).toMatchObject({ action: 'update', entity_id: promotion._id });
    expect((event as unknown as { triggered_by: { name: string } }).triggered_by.name).toContain('Staff');
  });
});

describe('tenancy', () => {
  it('answers 404 for another salon’s promotion to its manager, and for another company’s to anyone', async () => {
    const { token } = logins.manager;
    expect(await codes(readCalls(token, secondSalonPromotion._id, world.second!._id))).toEqual([404, 404]);
    expect(
      await codes(writeCalls(token, secondSalonPromotion._id, world.second!._id, world.service._id)).then(
        (c) => c.slice(1),
      ),
    ).toEqual([404, 404]);
    expect(await codes(readCalls(world.token, rivalPromotion._id, rival.salon._id))).toEqual([404, 404]);
    expect(
      await codes(writeCalls(world.token, rivalPromotion._id, world.salon._id, world.service._id).slice(1)),
    ).toEqual([404, 404]);
    // Another company's service in one's own promotion is missing too, and nothing is stored.
    const stolen = await send(
      t,
      'POST',
      promotionBase,
      byPercent(world.salon._id, [rival.service._id], { start: '2031-01-01', end: '2031-01-02' }),
      world.token,
    );
    expect(stolen.statusCode).toBe(404);
    expect((await get(t, `${promotionBase}/${rivalPromotion._id}`, rival.token)).json().data.title).toBe(
      'Semana del color',
    );
  });

  it('ignores a users_id in the body that disagrees with the token', async () => {
    const res = await send(
      t,
      'POST',
      promotionBase,
      {
        ...byPercent(rival.salon._id, [rival.service._id], { start: '2032-01-01', end: '2032-01-02' }),
        users_id: rival.company._id,
      },
      world.token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await get(t, `${promotionBase}?salon_id=${world.salon._id}`)).statusCode).toBe(401);
  });
});
