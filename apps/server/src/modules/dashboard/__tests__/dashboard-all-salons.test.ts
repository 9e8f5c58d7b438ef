import { addDays, isoDate, localDateAt, parseLocalDate, type AppointmentStatus } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { bookingWorld, createClient } from '../../../test/appointment-fixtures.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { get } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** GET /dashboard/summary?salons=all: every salon's figures summed, the owner's alone. */
type World = Awaited<ReturnType<typeof bookingWorld>>;
const url = '/api/v1/business/dashboard/summary';
let t: TestApp;
let world: World;
let other: World;
let secondClient: string;
const today = () => localDateAt(new Date(), 'America/Caracas');
const at = (offset: number, time: string) =>
  new Date(`${isoDate(addDays(parseLocalDate(today()), offset))}T${time}:00-04:00`);

const row = (
  w: World,
  salonId: string,
  clientId: string,
  offset: number,
  status: AppointmentStatus,
  cents: number,
) => ({
  id: newId(),
  companyId: w.company._id,
  salonId,
  clientId,
  employeeId: w.employeeId,
  serviceId: w.service._id,
  startsAt: at(offset, `1${Math.abs(offset) % 8}:00`),
  endsAt: at(offset, `1${Math.abs(offset) % 8}:30`),
  status,
  priceCents: cents,
});

beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'dashboard.all@example.com');
  other = await bookingWorld(t, 'dashboard.all.other@example.com');
  secondClient = (await createClient(t, world.token, world.second!._id, 'dashboard.all.second@example.com'))
    ._id;
  await t.db
    .insert(appointments)
    .values([
      row(world, world.salon._id, world.client._id, -1, 'done', 2000),
      row(world, world.salon._id, world.client._id, -2, 'done', 3000),
      row(world, world.salon._id, world.client._id, 2, 'reserved', 2000),
      row(world, world.second!._id, secondClient, -3, 'done', 4550),
      row(world, world.second!._id, secondClient, -4, 'no_show', 1000),
      row(other, other.salon._id, other.client._id, -1, 'done', 99_900),
    ]);
});
afterAll(() => t.close());

const summary = async (query: string, token = world.token) => {
  const res = await get(t, `${url}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /dashboard/summary?salons=all', () => {
  it('sums every salon of the company and lists each, the upcoming list staying the salon’s', async () => {
    const all = await summary(`salon_id=${world.salon._id}&salons=all`);
    const one = await summary(`salon_id=${world.salon._id}`);
    const two = await summary(`salon_id=${world.second!._id}`);
    expect(one.by_salon).toBeUndefined();
    expect(all.totals).toEqual({
      appointments: one.totals.appointments + two.totals.appointments,
      income: (Math.round(one.totals.income * 100) + Math.round(two.totals.income * 100)) / 100,
      clients: one.totals.clients + two.totals.clients,
    });
    expect(all.totals).toMatchObject({ appointments: 4, income: 95.5 });
    expect(all.by_salon).toEqual([
      { _id: world.second!._id, title: 'Salón Dos', ...two.totals },
      { _id: world.salon._id, title: 'Salón Uno', ...one.totals },
    ]);
    for (const week of ['this_week', 'previous_week'] as const)
      expect(all.visits[week]).toEqual(
        one.visits[week].map((n: number, i: number) => n + two.visits[week][i]),
      );
    expect(all.top_clients.by_spend.map((c: { spend: number }) => c.spend)).toEqual([50, 45.5]);
    expect(all.upcoming).toEqual(one.upcoming);
    expect(all.reviews).toEqual({ count: 0, average: null, latest: [] });
  });

  it('never counts another company, and is refused to every employee role', async () => {
    const theirs = await summary(`salon_id=${other.salon._id}&salons=all`, other.token);
    expect(theirs.totals).toMatchObject({ appointments: 1, income: 999 });
    const logins = await loginsByRole(t, world.company._id, world.salon._id);
    for (const role of ['manager', 'secretary', 'intermediate', 'basic'] as const) {
      const res = await get(t, `${url}?salon_id=${world.salon._id}&salons=all`, logins[role].token);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await get(t, `${url}?salon_id=${world.salon._id}&salons=every`, world.token)).statusCode).toBe(
      400,
    );
  });
});
