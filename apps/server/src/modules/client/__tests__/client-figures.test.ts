import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../db/tables/appointment.table.js';
import { newId } from '../../../lib/ids.js';
import { base as appointmentBase, book, get, send } from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { call, visitUrl, visitWorld, type VisitWorld } from '../../../test/visit-fixtures.js';

/** A client's figures on the profile and the list (docs/decisions.md "Client figures"). */
let t: TestApp;
let w: VisitWorld;
let other: VisitWorld;
const clientBase = '/api/v1/business/client';

interface Figures {
  last_visit: string | null;
  visits: number;
  total_spent: number;
  no_shows: number;
  late_cancellations: number;
}

const figuresOf = async (world: VisitWorld, clientId = world.client._id): Promise<Figures> => {
  const res = await get(t, `${clientBase}/${clientId}`, world.token);
  expect(res.statusCode, res.body).toBe(200);
  const { last_visit, visits, total_spent, no_shows, late_cancellations } = res.json().data as Figures;
  return { last_visit, visits, total_spent, no_shows, late_cancellations };
};

const setStatus = (id: string, status: 'done' | 'no_show' | 'cancelled' | 'reserved') =>
  t.db.update(appointments).set({ status }).where(eq(appointments.id, id));

/** An appointment written straight to the table, `daysAgo` days back at 10:00 UTC plus `slot` hours. */
async function pastAppointment(
  world: VisitWorld,
  values: { daysAgo: number; status: 'done' | 'no_show' | 'cancelled'; priceCents: number; slot?: number } & {
    clientId?: string;
    visitId?: string | null;
    travelFeeCents?: number | null;
  },
) {
  const id = newId();
  const start = new Date(Date.now() - values.daysAgo * 86_400_000);
  start.setUTCHours(10 + (values.slot ?? 0), 0, 0, 0);
  await t.db.insert(appointments).values({
    id,
    companyId: world.company._id,
    salonId: world.salon._id,
    clientId: values.clientId ?? world.client._id,
    employeeId: world.employeeId,
    serviceId: world.service._id,
    startsAt: start,
    endsAt: new Date(start.getTime() + 45 * 60_000),
    status: values.status,
    priceCents: values.priceCents,
    travelFeeCents: values.travelFeeCents ?? null,
    visitId: values.visitId ?? null,
  });
  return { id, start };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await visitWorld(t, 'client.figures@example.com');
  other = await visitWorld(t, 'client.figures.other@example.com');
});
afterAll(() => t.close());

describe('a client’s figures', () => {
  it('start at none, and follow done, no-show, cancellation, a status set back and a delete', async () => {
    expect(await figuresOf(w)).toEqual({
      last_visit: null,
      visits: 0,
      total_spent: 0,
      no_shows: 0,
      late_cancellations: 0,
    });
    // A booking ahead changes nothing until it is done.
    const ahead = await book(t, w.token, w.booking());
    expect((await figuresOf(w)).visits).toBe(0);

    const done = await pastAppointment(w, {
      daysAgo: 10,
      status: 'done',
      priceCents: 2500,
      travelFeeCents: 500,
    });
    const older = await pastAppointment(w, { daysAgo: 20, status: 'done', priceCents: 2000 });
    expect(await figuresOf(w)).toMatchObject({
      last_visit: done.start.toISOString(),
      visits: 2,
      total_spent: 50,
      no_shows: 0,
    });

    // A no-show, and a cancellation by the staff (not the client's: no late cancellation).
    const missed = await pastAppointment(w, { daysAgo: 5, status: 'done', priceCents: 3000 });
    const res = await send(
      t,
      'PATCH',
      `${appointmentBase}/${ahead._id}/status`,
      { status: 'cancelled' },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    await setStatus(missed.id, 'no_show');
    expect(await figuresOf(w)).toMatchObject({
      last_visit: done.start.toISOString(),
      visits: 2,
      total_spent: 50,
      no_shows: 1,
      late_cancellations: 0,
    });

    // Set back: the no-show becomes done again, then the newest done visit is deleted.
    await setStatus(missed.id, 'done');
    expect(await figuresOf(w)).toMatchObject({
      last_visit: missed.start.toISOString(),
      visits: 3,
      no_shows: 0,
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/proxy${appointmentBase}/${missed.id}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await figuresOf(w)).toMatchObject({
      last_visit: done.start.toISOString(),
      visits: 2,
      total_spent: 50,
    });
    await t.db.delete(appointments).where(eq(appointments.id, older.id));
    expect(await figuresOf(w)).toMatchObject({ visits: 1, total_spent: 30 });
  });

  it('counts a visit of two services once, its money in full', async () => {
    const before = await figuresOf(w);
    const part = await pastAppointment(w, { daysAgo: 3, status: 'done', priceCents: 1000, visitId: null });
    // The first part carries its own id as the visit, like the booking dialog writes it.
    await t.db.update(appointments).set({ visitId: part.id }).where(eq(appointments.id, part.id));
    await pastAppointment(w, { daysAgo: 3, slot: 1, status: 'done', priceCents: 1500, visitId: part.id });
    expect(await figuresOf(w)).toMatchObject({
      last_visit: new Date(part.start.getTime() + 3_600_000).toISOString(),
      visits: before.visits + 1,
      total_spent: before.total_spent + 25,
    });
  });

  it('counts the client’s online cancellations inside the salon’s notice as late', async () => {
    // No penalty policy: the client may cancel until the start; 60 days' notice makes this one late.
    await w.setSalon({ usePenalty: 0, cancelNoticeHours: 24 * 60 });
    const late = await w.visit();
    expect((await call(t, 'POST', visitUrl(late.token, '/cancel'), {})).statusCode).toBe(200);
    // One hour's notice: this one was made in time.
    await w.setSalon({ cancelNoticeHours: 1 });
    const inTime = await w.visit();
    expect((await call(t, 'POST', visitUrl(inTime.token, '/cancel'), {})).statusCode).toBe(200);
    expect((await figuresOf(w)).late_cancellations).toBe(1);
    // Taken back by the staff, it still happened (as the salon's cancellation limit counts it).
    await setStatus(late.appointment._id, 'reserved');
    expect((await figuresOf(w)).late_cancellations).toBe(1);
  });

  it('never counts another company’s appointments, nor shows its client', async () => {
    const mine = await figuresOf(w);
    await pastAppointment(other, { daysAgo: 2, status: 'done', priceCents: 9900 });
    await pastAppointment(other, { daysAgo: 4, status: 'no_show', priceCents: 9900 });
    expect(await figuresOf(w)).toEqual(mine);
    expect(await figuresOf(other)).toMatchObject({ visits: 1, total_spent: 99, no_shows: 1 });
    expect((await get(t, `${clientBase}/${other.client._id}`, w.token)).statusCode).toBe(404);
    const list = (await get(t, `${clientBase}?salon_id=${w.salon._id}&sort=total_spent`, w.token)).json();
    expect(list.data.map((row: { _id: string }) => row._id)).not.toContain(other.client._id);
    expect(list.data.find((row: { _id: string }) => row._id === w.client._id)).toMatchObject(mine);
  });
});
