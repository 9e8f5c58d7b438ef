import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, base, bookingWorld, dayFromToday, iso, send, WEEK } from '../../../test/appointment-fixtures.js';
import { addPerformer, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/**
 * A visit of several services repeats whole (docs/decisions.md "Repeating appointments"): every occurrence
 * has each part back to back, checked part by part, and is saved as a visit of its own in the series.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let beaId: string;
let tinteId: string;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const first = dayFromToday(7);
const second = addDays(first, 7);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'series.visit@example.com');
  tinteId = (await createService(t, w.token, w.salon._id, w.group._id, { name: 'Tinte', duration: 30 }))._id;
  beaId = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [tinteId],
    firstName: 'Bea',
    schedule: WEEK,
  });
  // Bea is taken at 10:45 on the second week: that visit's second part does not fit.
  const taken = await send(
    t,
    'POST',
    base,
    w.booking({ start: at(second, '10:45'), service_id: tinteId, employee_id: beaId }),
    w.token,
  );
  if (taken.statusCode !== 200) throw new Error(taken.body);
});
afterAll(() => t.close());

const visitSeries = (extra: Record<string, unknown> = {}) =>
  w.booking({
    start: at(first, '10:00'),
    next_services: [{ service_id: tinteId, employee_id: beaId }],
    repeat: { count: 3 },
    ...extra,
  });

describe('a repeating visit of several services', () => {
  it('checks every part of each occurrence, offering times where the whole visit fits', async () => {
    const res = await send(t, 'POST', `${base}/series/check`, visitSeries(), w.token);
    expect(res.statusCode, res.body).toBe(200);
    const { occurrences } = res.json().data as {
      occurrences: { date: string; free: boolean; other_times: string[] }[];
    };
    expect(occurrences.map((o) => [o.date, o.free])).toEqual([
      [first, true],
      [second, false],
      [addDays(first, 14), true],
    ]);
    // Corte at 10:05 puts Tinte inside Bea's 10:45–11:15; at 9:30 it ends as hers begins.
    const offered = occurrences[1]!.other_times;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(iso(at(second, '10:05')));
    expect(offered).toContain(iso(at(second, '09:30')));
  });

  it('saves each occurrence as a visit of its own in one series, skipping a date', async () => {
    const res = await send(t, 'POST', `${base}/series`, visitSeries({ skip_dates: [second] }), w.token);
    expect(res.statusCode, res.body).toBe(200);
    const { series_id: seriesId, appointment_ids: ids } = res.json().data as {
      series_id: string;
      appointment_ids: string[];
    };
    expect(ids).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.seriesId, seriesId))
      .orderBy(appointments.startsAt);
    expect(rows.map((row) => [row.serviceId, row.employeeId, row.startsAt.toISOString()])).toEqual([
      [w.service._id, w.employeeId, iso(at(first, '10:00'))],
      [tinteId, beaId, iso(at(first, '10:45'))],
      [w.service._id, w.employeeId, iso(at(addDays(first, 14), '10:00'))],
      [tinteId, beaId, iso(at(addDays(first, 14), '10:45'))],
    ]);
    expect(rows[0]!.visitId).toBe(rows[0]!.id);
    expect(rows[1]!.visitId).toBe(rows[0]!.id);
    expect(rows[3]!.visitId).toBe(rows[2]!.id);
    expect(ids).toEqual([rows[0]!.id, rows[2]!.id]);
  });

  it('moves the following visits whole, a new employee taking only the edited part’s service', async () => {
    const carlaId = await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds: [tinteId],
      firstName: 'Carla',
      schedule: WEEK,
    });
    const day = dayFromToday(40);
    const res = await send(t, 'POST', `${base}/series`, visitSeries({ start: at(day, '10:00') }), w.token);
    expect(res.statusCode, res.body).toBe(200);
    const seriesId = res.json().data.series_id as string;
    const rows = () =>
      t.db
        .select()
        .from(appointments)
        .where(eq(appointments.seriesId, seriesId))
        .orderBy(appointments.startsAt);
    const [corte, tinte] = await rows();

    // The dialog sends the part's own employee with its whole form: the Tinte parts stay Bea's.
    const later = await send(
      t,
      'PUT',
      `${base}/${corte!.id}`,
      { start: at(day, '11:00'), employee_id: w.employeeId, series_scope: 'following' },
      w.token,
    );
    expect(later.statusCode, later.body).toBe(200);
    const days = [0, 7, 14].map((d) => addDays(day, d));
    expect((await rows()).map((row) => [row.employeeId, row.startsAt.toISOString()])).toEqual(
      days.flatMap((date) => [
        [w.employeeId, iso(at(date, '11:00'))],
        [beaId, iso(at(date, '11:45'))],
      ]),
    );

    // The Tinte of every visit to Carla: the cuts stay with Ana.
    const toCarla = await send(
      t,
      'PUT',
      `${base}/${tinte!.id}`,
      { employee_id: carlaId, series_scope: 'all' },
      w.token,
    );
    expect(toCarla.statusCode, toCarla.body).toBe(200);
    expect((await rows()).map((row) => row.employeeId)).toEqual(days.flatMap(() => [w.employeeId, carlaId]));
  });
});
