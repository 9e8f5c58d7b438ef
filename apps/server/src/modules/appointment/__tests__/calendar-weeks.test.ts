import type { AppointmentWire } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { at, book, bookingWorld, dayFromToday } from '../../../test/appointment-fixtures.js';
import { clients } from '../../../db/tables/client.table.js';
import { employees } from '../../../db/tables/employee.table.js';
import { salonCalendarVersions } from '../../../db/tables/salon.table.js';
import { services } from '../../../db/tables/service.table.js';
import type { CalendarFilter } from '../appointment.repository.js';
import { appointmentViewRepository } from '../../appointment-view/index.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { buildCalendarAnswer } from '../calendar-weeks.js';

/**
 * The calendar rebuilt from its last answer (calendar-weeks.ts): after each kind of write another device
 * could make, the answer patched from the last one is the text a build from nothing gives, and only the
 * appointments written are read again.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let filter: CalendarFilter;
const day = dayFromToday(6);
const ids: string[] = [];
let fresh = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'calendar.weeks@example.com');
  for (const time of ['09:00', '10:00', '11:00', '12:00'])
    ids.push((await book(t, w.token, w.booking({ start: at(day, time) })))._id);
  filter = {
    companyId: w.company._id,
    salonId: w.salon._id,
    from: new Date(at(day, '00:00')),
    to: new Date(at(day, '23:59')),
    statuses: [],
  };
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The salon's rename counter, as the calendar reads it (migration 0045). */
const namesVersion = async () =>
  (await t.db.select().from(salonCalendarVersions).where(eq(salonCalendarVersions.salonId, w.salon._id)))[0]!
    .calendarNamesVersion;

/** The answer patched under one key, checked against a build from nothing; the appointments it read again. */
async function patched(keyFilter = filter, key = 'day') {
  const reads = vi.spyOn(appointmentViewRepository, 'byIds');
  const names = await namesVersion();
  const answer = await buildCalendarAnswer(t.db, key, keyFilter, names);
  const reread = reads.mock.calls.flatMap(([, , stale]) => stale);
  reads.mockRestore();
  expect(answer).toBe(await buildCalendarAnswer(t.db, `fresh ${fresh++}`, keyFilter, names));
  return { data: (JSON.parse(answer) as { data: AppointmentWire[] }).data, reread };
}

describe('the calendar rebuilt from its last answer', () => {
  it('reads everything once, then nothing while nothing changed', async () => {
    const first = await patched();
    expect(first.data.map((row) => row._id)).toEqual(ids);
    expect(first.reread).toHaveLength(4);
    expect((await patched()).reread).toEqual([]);
  });

  it('reads again only the appointment written, and shows what was written', async () => {
    await t.db.update(appointments).set({ note: 'Trae su tinte' }).where(eq(appointments.id, ids[1]!));
    const after = await patched();
    expect(after.reread).toEqual([ids[1]]);
    expect(after.data[1]).toMatchObject({ _id: ids[1], note: 'Trae su tinte' });
  });

  it('follows renames of the client, the employee and the service into every appointment showing them', async () => {
    const before = await namesVersion();
    await t.db.update(clients).set({ firstName: 'Renata' }).where(eq(clients.id, w.client._id));
    const client = await patched();
    expect(client.reread.sort()).toEqual([...ids].sort());
    expect(client.data.every((row) => row.client.firstName === 'Renata')).toBe(true);
    // A rename bumps the salon's rename counter (migration 0025), an appointment's own change does not.
    expect(await namesVersion()).toBe(before + 1);
    await t.db.update(employees).set({ lastName: 'Pérez' }).where(eq(employees.id, w.employeeId));
    expect((await patched()).reread).toHaveLength(4);
    await t.db.update(services).set({ name: 'Corte y peinado' }).where(eq(services.id, w.service._id));
    const service = await patched();
    expect(service.data.map((row) => row.service.name)).toEqual(Array(4).fill('Corte y peinado'));
  });

  it('drops an appointment moved out of the range or deleted, and takes in one booked into it', async () => {
    await t.db
      .update(appointments)
      .set({
        startsAt: new Date(at(dayFromToday(9), '09:00')),
        endsAt: new Date(at(dayFromToday(9), '09:45')),
      })
      .where(eq(appointments.id, ids[0]!));
    expect((await patched()).data.map((row) => row._id)).toEqual(ids.slice(1));
    await t.db.delete(appointments).where(eq(appointments.id, ids[3]!));
    expect((await patched()).data.map((row) => row._id)).toEqual([ids[1], ids[2]]);
    const booked = await book(t, w.token, w.booking({ start: at(day, '15:00') }));
    const after = await patched();
    expect(after.reread).toEqual([booked._id]);
    expect(after.data.map((row) => row._id)).toEqual([ids[1], ids[2], booked._id]);
  });

  it('keeps each query apart: a status filter sees a status change as a row leaving it', async () => {
    const reserved: CalendarFilter = { ...filter, statuses: ['reserved'] };
    const before = await patched(reserved, 'reserved');
    await t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, ids[1]!));
    const after = await patched(reserved, 'reserved');
    expect(after.data.map((row) => row._id)).toEqual(
      before.data.map((row) => row._id).filter((id) => id !== ids[1]),
    );
    expect(after.reread).toEqual([]);
  });
});
