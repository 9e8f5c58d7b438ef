import { defaultScheduleDays, type ScheduleDay } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.js';
import { API, getWithToken, postForm, signUpOwner } from '../../../test/http.js';
import { createSalon, fieldCodes, GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: { token: string };
let rival: { token: string };
let salon: { _id: string; schedule: { _id: string } | null };
let schedule: { _id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'schedule.owner@example.com');
  rival = await signUpOwner(t, 'schedule.rival@example.com');
  await createCompany(t, owner.token);
  await createCompany(t, rival.token);
  salon = await createSalon(t, owner.token);
});
afterAll(() => t.close());

const base = '/api/v1/business/schedule/schedule';
/** Monday to Saturday 09:00-19:00 with a lunch break, Sunday closed. */
const workWeek = (): ScheduleDay[] =>
  defaultScheduleDays().map((day, index) =>
    index < 6
      ? {
          ...day,
          start_hour: '09:00',
          end_hour: '19:00',
          start_break_hour: '13:00',
          end_break_hour: '14:00',
          active: true,
        }
      : day,
  );
const fields = (days: unknown, extra: Record<string, string> = {}) => ({
  title: 'Horario principal',
  description: 'Lunes a sábado',
  days: JSON.stringify(days),
  users_id: 'ignored',
  account_type: 'business',
  ...extra,
});
const remove = (token: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `${API}${base}/${id}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'users_id=x&account_type=business',
  });
const salonSchedule = async () =>
  (await getWithToken(t.app, `/api/v1/business/salon/one/${salon._id}`, owner.token)).json().data.schedule;

describe('POST /schedule/schedule', () => {
  it('refuses bad days with field codes', async () => {
    const broken = workWeek();
    broken[0] = { ...broken[0]!, end_hour: '08:00' };
    broken[1] = { ...broken[1]!, start_break_hour: '13:00', end_break_hour: null };
    const res = await postForm(t.app, base, fields(broken), { token: owner.token });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toMatchObject({
      'days.0.end_hour': 'validation.hours.endAfterStart',
      'days.1.end_break_hour': 'validation.hours.breakBoth',
    });
    const six = await postForm(t.app, base, fields(workWeek().slice(0, 6)), { token: owner.token });
    expect(fieldCodes(six.json())).toEqual({ days: 'validation.hours.days' });
    const notJson = await postForm(t.app, base, { days: 'nope' }, { token: owner.token });
    expect(notJson.statusCode).toBe(400);
    const unknownSalon = await postForm(t.app, base, fields(workWeek(), { salon_id: GHOST_ID }), {
      token: owner.token,
    });
    expect(unknownSalon.json().code).toBe('SALON_NOT_FOUND');
  });

  it('creates a schedule for a salon, which becomes its opening hours, and logs it', async () => {
    const res = await postForm(t.app, base, fields(workWeek(), { salon_id: salon._id }), {
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    schedule = res.json().data;
    expect(schedule).toMatchObject({ title: 'Horario principal', salon_id: salon._id });
    const days = res.json().data.days;
    expect(days[0]).toEqual({
      id: 0,
      day_name: 'Lunes',
      start_hour: '09:00',
      end_hour: '19:00',
      start_break_hour: '13:00',
      end_break_hour: '14:00',
      active: true,
      available: true,
    });
    expect(days[6]).toMatchObject({ day_name: 'Domingo', active: false });
    expect((await salonSchedule())._id).toBe(schedule._id);
    const log = (await getWithToken(t.app, '/api/v1/business/event-log', owner.token)).json().data;
    expect(log[0]).toMatchObject({ action: 'create', affected_area: 'schedule', entity_id: schedule._id });
  });

  it('reads and updates it (POST /one, PUT)', async () => {
    const one = await postForm(
      t.app,
      `${base}/one/${schedule._id}`,
      { users_id: 'x' },
      { token: owner.token },
    );
    expect(one.json().data._id).toBe(schedule._id);
    const days = workWeek();
    days[5] = { ...days[5]!, active: false };
    const put = await postForm(t.app, `${base}/${schedule._id}`, fields(days, { title: 'Sin sábados' }), {
      token: owner.token,
      method: 'PUT',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      title: 'Sin sábados',
      days: [{}, {}, {}, {}, {}, { active: false }, {}],
    });
    expect((await salonSchedule()).title).toBe('Sin sábados');
    const log = (await getWithToken(t.app, '/api/v1/business/event-log', owner.token)).json().data;
    expect(log[0]).toMatchObject({
      action: 'update',
      affected_area: 'schedule',
      salon: { name: 'Estudio Prueba' },
    });
    expect(log[0].details.title).toEqual({ from: 'Horario principal', to: 'Sin sábados' });
    // Only the day that changed, readably, rather than the whole week twice.
    expect(log[0].details).toEqual({
      title: { from: 'Horario principal', to: 'Sin sábados' },
      Sábado: { from: '09:00–19:00 / 13:00–14:00', to: '—' },
    });
    const underSalon = (
      await getWithToken(t.app, '/api/v1/business/event-log?area=salon', owner.token)
    ).json().data;
    expect(underSalon[0]).toMatchObject({ affected_area: 'schedule', entity_id: schedule._id });
  });

  it('answers another company with 404, exactly as for a missing schedule', async () => {
    const theirs = await postForm(t.app, `${base}/one/${schedule._id}`, {}, { token: rival.token });
    const ghost = await postForm(t.app, `${base}/one/${GHOST_ID}`, {}, { token: rival.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(ghost.body);
    const put = await postForm(t.app, `${base}/${schedule._id}`, fields(workWeek()), {
      token: rival.token,
      method: 'PUT',
    });
    expect(put.statusCode).toBe(404);
    expect((await remove(rival.token, schedule._id)).statusCode).toBe(404);
    const steal = await postForm(t.app, base, fields(workWeek(), { salon_id: salon._id }), {
      token: rival.token,
    });
    expect(steal.statusCode).toBe(404);
    expect((await salonSchedule())._id).toBe(schedule._id);
  });

  it('deletes it; the salon is left without a schedule (all days inactive on the client)', async () => {
    const res = await remove(owner.token, schedule._id);
    expect(res.json()).toEqual({ data: { _id: schedule._id, deleted: true } });
    expect(await salonSchedule()).toBeNull();
    expect(
      (await postForm(t.app, `${base}/one/${schedule._id}`, {}, { token: owner.token })).statusCode,
    ).toBe(404);
    const log = (await getWithToken(t.app, '/api/v1/business/event-log', owner.token)).json().data;
    expect(log[0]).toMatchObject({
      action: 'delete',
      affected_area: 'schedule',
      details: { salons: [salon._id] },
    });
  });

  it('links an existing schedule to a salon by PUT /salon', async () => {
    const res = await postForm(t.app, base, fields(workWeek()), { token: owner.token });
    const id = res.json().data._id;
    expect(res.json().data.salon_id).toBeNull();
    const put = await postForm(
      t.app,
      `/api/v1/business/salon/${salon._id}`,
      { schedule: id },
      {
        token: owner.token,
        method: 'PUT',
      },
    );
    expect(put.json().data.schedule._id).toBe(id);
  });
});
