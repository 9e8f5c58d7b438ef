import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../../test/http.js';
import { fieldCodes, GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  base,
  createEmployee,
  employeeEvents,
  get,
  ownerWithSalon,
  send,
  type EmployeeBody,
} from './employee-fixtures.js';

/** The month view of days: working weekdays from the schedule, days off toggled per date. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalon>>;
let ana: EmployeeBody;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalon(t, 'employee.days@example.com');
  ana = await createEmployee(t, owner.token, owner.salon._id, { firstName: 'Ana', lastName: 'Ruiz' });
});
afterAll(() => t.close());

interface Day {
  date: string;
  day_name: string;
  works: boolean;
  available: boolean;
}
const url = (month: string, id = ana._id) => `${base}/${id}/availability?month=${month}`;
const month = async (value: string) =>
  (await get(t, url(value), owner.token)).json().data as {
    month: string;
    days: Day[];
  };
const put = (value: string, days: unknown, token = owner.token) =>
  send(t, 'PUT', url(value), { days }, token);

describe('GET /employee/{id}/availability', () => {
  it('lists every date of the month with its weekday and whether the schedule works it', async () => {
    const march = await month('2026-03');
    expect(march.month).toBe('2026-03');
    expect(march.days).toHaveLength(31);
    // 1 March 2026 is a Sunday; Ana works Monday to Friday.
    expect(march.days[0]).toEqual({ date: '2026-03-01', day_name: 'Domingo', works: false, available: true });
    expect(march.days[1]).toEqual({ date: '2026-03-02', day_name: 'Lunes', works: true, available: true });
    expect(march.days[6]).toMatchObject({ date: '2026-03-07', day_name: 'Sábado', works: false });
    expect((await month('2028-02')).days).toHaveLength(29);
    expect((await month('2026-02')).days.at(-1)!.date).toBe('2026-02-28');
  });

  it('refuses a malformed month', async () => {
    for (const bad of ['2026-13', '2026-3', 'marzo', '']) {
      const res = await get(t, url(bad), owner.token);
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ month: 'validation.month' });
    }
  });
});

describe('PUT /employee/{id}/availability', () => {
  it('marks days off and back, logging one entry with the dates that changed', async () => {
    const res = await put('2026-03', [
      { date: '2026-03-10', available: false },
      { date: '2026-03-11', available: false },
      { date: '2026-03-12', available: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const off = (res.json().data.days as Day[]).filter((day) => !day.available).map((day) => day.date);
    expect(off).toEqual(['2026-03-10', '2026-03-11']);
    expect((await month('2026-03')).days[9]).toMatchObject({ available: false, works: true });
    expect((await month('2026-04')).days.every((day) => day.available)).toBe(true);
    let [event] = await employeeEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'update',
      entity_id: ana._id,
      details: { name: 'Ana Ruiz', days_off: { added: ['2026-03-10', '2026-03-11'], removed: [] } },
    });

    // Form-encoded works too; sending what is stored already changes and logs nothing.
    const events = (await employeeEvents(t, owner.token)).length;
    const same = await postForm(
      t.app,
      `${url('2026-03')}`,
      { days: JSON.stringify([{ date: '2026-03-10', available: 'false' }]) },
      { token: owner.token, method: 'PUT' },
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(await employeeEvents(t, owner.token)).toHaveLength(events);

    await put('2026-03', [{ date: '2026-03-10', available: true }]);
    [event] = await employeeEvents(t, owner.token);
    expect(event!.details.days_off).toEqual({ added: [], removed: ['2026-03-10'] });
    expect((await month('2026-03')).days.filter((day) => !day.available)).toHaveLength(1);
  });

  it('refuses dates outside the month, bad dates and empty lists', async () => {
    const outside = await put('2026-03', [
      { date: '2026-03-31', available: false },
      { date: '2026-04-01', available: false },
    ]);
    expect(outside.statusCode).toBe(400);
    expect(fieldCodes(outside.json())).toEqual({ 'days.1.date': 'validation.employee.dateOutsideMonth' });
    const bad = await put('2026-02', [{ date: '2026-02-30', available: false }]);
    expect(fieldCodes(bad.json())).toEqual({ 'days.0.date': 'validation.date' });
    expect(fieldCodes((await put('2026-03', [])).json())).toEqual({ days: 'validation.invalid' });
    expect((await put('2026-03', [{ date: '2026-03-05' }])).statusCode).toBe(400);
    expect((await month('2026-03')).days[30]!.available).toBe(true);
  });

  it('another company’s employee, or a missing one, is 404', async () => {
    const rival = await ownerWithSalon(t, 'employee.days.rival@example.com');
    for (const id of [ana._id, GHOST_ID]) {
      expect((await get(t, url('2026-03', id), rival.token)).json().code).toBe('EMPLOYEE_NOT_FOUND');
      const res = await send(
        t,
        'PUT',
        url('2026-03', id),
        { days: [{ date: '2026-03-02', available: false }] },
        rival.token,
      );
      expect(res.statusCode).toBe(404);
    }
    expect((await month('2026-03')).days[1]!.available).toBe(true);
  });
});
