import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alsoDoes,
  at,
  base,
  bookingWorld,
  dayFromToday,
  iso,
  send,
  WEEK,
} from '../../../test/appointment-fixtures.js';
import { mailsTo, reminderJobs, waitForMails } from '../../../test/notification-fixtures.js';
import { addPerformer, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { visitUrl } from '../../../test/visit-fixtures.js';
import { issueVisitToken } from '../../notification/index.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients } from '../../../db/tables/client.table.js';

/**
 * Repeating appointments: every occurrence checked before saving (with other times that day and
 * other employees for a taken one), saved in one transaction with one series id, one confirmation.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let beaId: string;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const first = dayFromToday(7);
const third = addDays(first, 14);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookingWorld(t, 'series.owner@example.com');
  beaId = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [w.service._id],
    firstName: 'Bea',
    schedule: WEEK,
  });
  // Ana is taken at 10:00 on the third week's date.
  const res = await send(t, 'POST', base, w.booking({ start: at(third, '10:00') }), w.token);
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(() => t.close());

const series = (repeat: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  w.booking({ start: at(first, '10:00'), repeat, ...extra });
const ofSeries = (seriesId: string) =>
  t.db.select().from(appointments).where(eq(appointments.seriesId, seriesId)).orderBy(appointments.startsAt);

describe('POST /appointment/series/check', () => {
  it('lists every occurrence, and for a taken one other times that day and who else is free', async () => {
    const res = await send(t, 'POST', `${base}/series/check`, series({ count: 6 }), w.token);
    expect(res.statusCode, res.body).toBe(200);
    const { occurrences } = res.json().data as {
      occurrences: {
        date: string;
        start: string;
        free: boolean;
        other_times: string[];
        other_employees: { _id: string }[];
      }[];
    };
    expect(occurrences.map((o) => o.date)).toEqual([0, 7, 14, 21, 28, 35].map((d) => addDays(first, d)));
    expect(occurrences.map((o) => o.free)).toEqual([true, true, false, true, true, true]);
    const taken = occurrences[2]!;
    expect(taken.start).toBe(iso(at(third, '10:00')));
    expect(taken.other_times).toHaveLength(3);
    expect(taken.other_times).toContain(iso(at(third, '10:45')));
    expect(taken.other_times).not.toContain(iso(at(third, '10:30')));
    // Only on the salon's 15-minute grid (10:50, free on the engine's 5 minutes, is not offered).
    expect(taken.other_times.map((start) => new Date(start).getUTCMinutes() % 15)).toEqual([0, 0, 0]);
    expect(taken.other_times).not.toContain(iso(at(third, '10:50')));
    expect(taken.other_employees.map((e) => e._id)).toEqual([beaId]);
  });

  it('refuses what is not a series: nothing saved', async () => {
    const before = (await t.db.select().from(appointments)).length;
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [{ count: 200 }, {}, 'repeat.count', 'validation.series.count'],
      [{ until: addDays(first, 400) }, {}, 'repeat.until', 'validation.series.tooLong'],
      [{ count: 3, until: addDays(first, 30) }, {}, 'repeat.until', 'validation.series.end'],
      [{}, {}, 'repeat.until', 'validation.series.end'],
      [{ count: 3, every_weeks: 0 }, {}, 'repeat.every_weeks', 'validation.series.everyWeeks'],
    ];
    for (const [repeat, extra, field, code] of cases) {
      for (const path of ['/series/check', '/series']) {
        const res = await send(t, 'POST', `${base}${path}`, series(repeat, extra), w.token);
        expect(res.statusCode, `${JSON.stringify(repeat)} ${res.body}`).toBe(400);
        expect(res.json().details).toEqual(
          expect.arrayContaining([expect.objectContaining({ field, code })]),
        );
      }
    }
    expect((await t.db.select().from(appointments)).length).toBe(before);
  });
});

describe('POST /appointment/series', () => {
  it('refuses a series with a taken date, naming it, and saves nothing', async () => {
    const before = (await t.db.select().from(appointments)).length;
    const res = await send(t, 'POST', `${base}/series`, series({ count: 6 }), w.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SERIES_CONFLICT',
      details: [{ field: 'date', message: third }],
    });
    expect((await t.db.select().from(appointments)).length).toBe(before);
  });

  it('refuses a series with every date skipped (it answered 500), saving nothing', async () => {
    const before = (await t.db.select().from(appointments)).length;
    const skip_dates = [0, 7].map((days) => addDays(first, days));
    const res = await send(t, 'POST', `${base}/series`, series({ count: 2 }, { skip_dates }), w.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'skip_dates', code: 'validation.series.allSkipped' }),
    ]);
    expect((await t.db.select().from(appointments)).length).toBe(before);
  });

  it('saves it skipping the taken date: one series, one confirmation, a reminder each', async () => {
    const res = await send(
      t,
      'POST',
      `${base}/series`,
      series({ count: 6 }, { skip_dates: [third] }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { series_id, appointment_ids } = res.json().data as {
      series_id: string;
      appointment_ids: string[];
    };
    const rows = await ofSeries(series_id);
    expect(rows.map((row) => row.id)).toEqual(appointment_ids);
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual(
      [0, 7, 21, 28, 35].map((d) => iso(at(addDays(first, d), '10:00'))),
    );
    for (const row of rows) expect(await reminderJobs(t, row.id)).toHaveLength(1);
    // The client's page of any occurrence shows the series.
    const token = await issueVisitToken(t.db, rows[1]!.id, w.company._id);
    const page = await t.app.inject({ method: 'GET', url: visitUrl(token) });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.series.map((o: { start: string }) => o.start)).toEqual(
      rows.map((row) => row.startsAt.toISOString()),
    );
    const [client] = await t.db.select().from(clients).where(eq(clients.id, w.client._id));
    // The client's mails: the single booking made in beforeAll, then one for the whole series.
    await t.app.ctx.jobs.runDue();
    await waitForMails(t, client!.email!, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(t, client!.email!)).toHaveLength(2);
  });

  it('saves a taken date moved to another employee or another time', async () => {
    const res = await send(
      t,
      'POST',
      `${base}/series`,
      w.booking({
        start: at(first, '15:00'),
        repeat: { every_weeks: 2, count: 2 },
        moves: [{ date: third, start: at(third, '10:00'), employee_id: beaId }],
      }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ofSeries(res.json().data.series_id);
    expect(rows.map((row) => [row.startsAt.toISOString(), row.employeeId])).toEqual([
      [iso(at(first, '15:00')), w.employeeId],
      [iso(at(third, '10:00')), beaId],
    ]);
  });
});

describe('cancelling an occurrence of a series', () => {
  it('cancels this one and the following, then the whole series, dropping their reminders', async () => {
    const res = await send(
      t,
      'POST',
      `${base}/series`,
      w.booking({ start: at(first, '17:00'), repeat: { count: 4 } }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.appointment_ids as string[];
    const statusOf = async () => (await ofSeries(res.json().data.series_id)).map((row) => row.status);
    const wrong = await send(
      t,
      'PATCH',
      `${base}/${ids[1]}/status`,
      { status: 'pending', series_scope: 'all' },
      w.token,
    );
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(await statusOf()).toEqual(['reserved', 'reserved', 'reserved', 'reserved']);

    const following = await send(
      t,
      'PATCH',
      `${base}/${ids[1]}/status`,
      { status: 'cancelled', series_scope: 'following' },
      w.token,
    );
    expect(following.statusCode, following.body).toBe(200);
    expect(await statusOf()).toEqual(['reserved', 'cancelled', 'cancelled', 'cancelled']);
    const queued = async (id: string) => (await reminderJobs(t, id)).filter((job) => job.state === 'queued');
    expect(await queued(ids[0]!)).toHaveLength(1);
    for (const id of ids.slice(1)) expect(await queued(id)).toHaveLength(0);

    const all = await send(
      t,
      'PATCH',
      `${base}/${ids[3]}/status`,
      { status: 'cancelled', series_scope: 'all' },
      w.token,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(await statusOf()).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
  });
});

describe('moving occurrences of a series', () => {
  it('moves this and the following by the same time, all to another employee, and refuses a clash whole', async () => {
    const res = await send(
      t,
      'POST',
      `${base}/series`,
      w.booking({ start: at(addDays(first, 1), '12:00'), repeat: { count: 4 } }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const seriesId = res.json().data.series_id as string;
    const ids = res.json().data.appointment_ids as string[];
    const dates = [0, 7, 14, 21].map((d) => addDays(first, 1 + d));
    const rows = () => ofSeries(seriesId);

    // From the 2nd on, two hours later.
    const later = await send(
      t,
      'PUT',
      `${base}/${ids[1]}`,
      { start: at(dates[1]!, '14:00'), series_scope: 'following' },
      w.token,
    );
    expect(later.statusCode, later.body).toBe(200);
    expect((await rows()).map((row) => row.startsAt.toISOString())).toEqual([
      iso(at(dates[0]!, '12:00')),
      ...dates.slice(1).map((date) => iso(at(date, '14:00'))),
    ]);
    const [reminder] = await reminderJobs(t, ids[3]!);
    expect(reminder!.runAt.getTime()).toBe(Date.parse(at(dates[3]!, '14:00')) - 24 * 3_600_000);

    // The whole series to Bea.
    const toBea = await send(
      t,
      'PUT',
      `${base}/${ids[0]}`,
      { employee_id: beaId, series_scope: 'all' },
      w.token,
    );
    expect(toBea.statusCode, toBea.body).toBe(200);
    expect((await rows()).map((row) => row.employeeId)).toEqual([beaId, beaId, beaId, beaId]);

    // Bea is taken at 16:00 on the 4th date: moving the following two hours later is refused whole.
    const busy = await send(
      t,
      'POST',
      base,
      w.booking({ employee_id: beaId, start: at(dates[3]!, '16:00') }),
      w.token,
    );
    expect(busy.statusCode, busy.body).toBe(200);
    const clash = await send(
      t,
      'PUT',
      `${base}/${ids[1]}`,
      { start: at(dates[1]!, '16:00'), series_scope: 'following' },
      w.token,
    );
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'SERIES_CONFLICT',
      details: [{ field: 'date', message: dates[3] }],
    });
    expect((await rows()).slice(1).map((row) => row.startsAt.toISOString())).toEqual(
      dates.slice(1).map((date) => iso(at(date, '14:00'))),
    );
  });

  it('carries a new price and note to the following occurrences, and only what changed', async () => {
    const res = await send(
      t,
      'POST',
      `${base}/series`,
      w.booking({ start: at(addDays(first, 2), '15:00'), repeat: { count: 3 } }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const seriesId = res.json().data.series_id as string;
    const ids = res.json().data.appointment_ids as string[];
    const [, second] = await ofSeries(seriesId);
    // The dialog sends its whole form: the same start and employee, a new price and note.
    const edit = await send(
      t,
      'PUT',
      `${base}/${ids[1]}`,
      {
        start: second!.startsAt.toISOString(),
        employee_id: second!.employeeId,
        price: 30,
        note: 'Trae su tinte',
        series_scope: 'following',
      },
      w.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const rows = await ofSeries(seriesId);
    expect(rows.map((row) => row.priceCents)).toEqual([second!.priceCents, 3000, 3000]);
    expect(rows.map((row) => row.note)).toEqual(['', 'Trae su tinte', 'Trae su tinte']);
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual(
      [0, 7, 14].map((d) => iso(at(addDays(first, 2 + d), '15:00'))),
    );
    // "Only this one" stays one.
    await send(t, 'PUT', `${base}/${ids[2]}`, { note: 'Solo esta', series_scope: 'one' }, w.token);
    expect((await ofSeries(seriesId)).map((row) => row.note)).toEqual(['', 'Trae su tinte', 'Solo esta']);
  });

  it('refuses, as one appointment does, an employee who does not do an occurrence’s service', async () => {
    // The 2nd occurrence had its service changed on its own to one Ana does and Bea does not.
    const other = await createService(t, w.token, w.salon._id, w.group._id, { duration: 45 });
    await alsoDoes(t, w.employeeId, w.company._id, other._id);
    const carlosId = await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds: [],
      firstName: 'Carlos',
      schedule: WEEK,
    });
    const dates = [4, 11, 18].map(dayFromToday);
    const res = await send(
      t,
      'POST',
      `${base}/series`,
      w.booking({ start: at(dates[0]!, '11:00'), repeat: { count: 3 } }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.appointment_ids as string[];
    const edit = await send(t, 'PUT', `${base}/${ids[1]}`, { service_id: other._id }, w.token);
    expect(edit.statusCode, edit.body).toBe(200);
    // Bea is also taken then: before, that clash answered for the whole move (SERIES_CONFLICT).
    const busy = await send(
      t,
      'POST',
      base,
      w.booking({ employee_id: beaId, start: at(dates[1]!, '11:00') }),
      w.token,
    );
    expect(busy.statusCode, busy.body).toBe(200);
    const before = await ofSeries(res.json().data.series_id);
    for (const employee_id of [beaId, carlosId]) {
      const moved = await send(t, 'PUT', `${base}/${ids[0]}`, { employee_id, series_scope: 'all' }, w.token);
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json().code).toBe('EMPLOYEE_NOT_BOOKABLE');
    }
    expect(await ofSeries(res.json().data.series_id)).toEqual(before);
  });
});

// PGlite runs one statement at a time, so a race only means something on PostgreSQL.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two series racing for the same times', () => {
  it('saves exactly one of them', { timeout: 90_000 }, async () => {
    const body = w.booking({ start: at(dayFromToday(9), '16:00'), repeat: { count: 8 } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(t, 'POST', `${base}/series`, body, w.token)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
  });
});
