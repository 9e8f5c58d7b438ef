import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeLogin } from '../../../test/employee-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  get,
  performingLogin,
  send,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';

/**
 * The roles table (docs/product.md "Roles and permissions") on the appointment calls, and tenancy: another
 * company or salon is 404.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let rival: Awaited<ReturnType<typeof bookingWorld>>;
type Login = Awaited<ReturnType<typeof performingLogin>>;
const staff = {} as Record<'manager' | 'secretary' | 'intermediate' | 'basic', Login>;
let others: AppointmentBody;
const ownOf: Record<string, AppointmentBody> = {};
const day = dayFromToday(9);
let hour = 10;
const nextStart = () => at(day, `${String(hour++).padStart(2, '0')}:00`);

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.access@example.com');
  rival = await bookingWorld(t, 'appt.rival@example.com');
  for (const role of ['manager', 'secretary', 'intermediate', 'basic'] as const) {
    staff[role] = await performingLogin(t, w, role);
  }
  others = await book(t, w.token, w.booking({ start: at(day, '09:00') }));
  for (const role of ['intermediate', 'basic'] as const) {
    ownOf[role] = await book(
      t,
      w.token,
      w.booking({ employee_id: staff[role].employeeId, start: at(day, '09:00') }),
    );
  }
});
afterAll(() => t.close());

describe('owner, manager and secretary: every appointment of the salon', () => {
  it.each(['owner', 'manager', 'secretary'] as const)(
    '%s books, edits, changes status and deletes',
    async (role) => {
      const token = role === 'owner' ? w.token : staff[role].token;
      const created = await book(t, token, w.booking({ start: nextStart() }));
      expect((await get(t, `${base}/${others._id}`, token)).statusCode).toBe(200);
      expect((await send(t, 'PUT', `${base}/${created._id}`, { note: role }, token)).statusCode).toBe(200);
      const status = await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'pending' }, token);
      expect(status.statusCode).toBe(200);
      expect((await send(t, 'DELETE', `${base}/${created._id}`, undefined, token)).statusCode).toBe(200);
    },
  );
});

describe('intermediate: its own appointments', () => {
  it('books, edits and changes the status of its own', async () => {
    const { token, employeeId } = staff.intermediate;
    const created = await book(t, token, w.booking({ employee_id: employeeId, start: at(day, '15:00') }));
    expect((await send(t, 'PUT', `${base}/${created._id}`, { note: 'mine' }, token)).statusCode).toBe(200);
    const res = await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'cancelled' }, token);
    expect(res.json().data.status).toBe('cancelled');
  });

  it('may not book for someone else (403) nor see another’s appointment (404)', async () => {
    const { token } = staff.intermediate;
    const res = await send(t, 'POST', base, w.booking({ start: at(day, '16:00') }), token);
    expect(res.statusCode).toBe(403);
    expect((await get(t, `${base}/${others._id}`, token)).json().code).toBe('APPOINTMENT_NOT_FOUND');
    const put = await send(t, 'PUT', `${base}/${others._id}`, { note: 'x' }, token);
    expect(put.statusCode).toBe(404);
    const moved = await send(
      t,
      'PUT',
      `${base}/${ownOf.intermediate!._id}`,
      { employee_id: w.employeeId },
      token,
    );
    expect(moved.statusCode).toBe(403);
  });
});

describe('basic: read its own, change the status of its own', () => {
  it('changes the status of its own but cannot book, edit or delete', async () => {
    const { token, employeeId } = staff.basic;
    const own = ownOf.basic!;
    expect((await get(t, `${base}/${own._id}`, token)).statusCode).toBe(200);
    const status = await send(t, 'PATCH', `${base}/${own._id}/status`, { status: 'pending' }, token);
    expect(status.json().data.status).toBe('pending');
    const post = await send(
      t,
      'POST',
      base,
      w.booking({ employee_id: employeeId, start: at(day, '17:00') }),
      token,
    );
    expect(post.statusCode).toBe(403);
    expect((await send(t, 'PUT', `${base}/${own._id}`, { note: 'x' }, token)).statusCode).toBe(403);
    expect((await send(t, 'DELETE', `${base}/${own._id}`, undefined, token)).statusCode).toBe(403);
    expect((await get(t, `${base}/${own._id}`, token)).json().data.note).toBe('');
  });

  it('sees another’s appointment as missing, and only its own in the calendar', async () => {
    const { token } = staff.basic;
    expect(
      (await send(t, 'PATCH', `${base}/${others._id}/status`, { status: 'pending' }, token)).statusCode,
    ).toBe(404);
    const range = `from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(day, '23:59'))}`;
    const calendar = await get(t, `${base}?salon_id=${w.salon._id}&${range}`, token);
    expect(calendar.json().data.map((a: AppointmentBody) => a._id)).toEqual([ownOf.basic!._id]);
  });
});

describe('override_hours', () => {
  const late = () => w.booking({ start: at(dayFromToday(10), '18:30'), override_hours: true });
  it('is honoured for an owner and a manager', async () => {
    expect((await send(t, 'POST', base, late(), staff.manager.token)).statusCode).toBe(200);
    const owner = await send(t, 'POST', base, { ...late(), start: at(dayFromToday(10), '07:00') }, w.token);
    expect(owner.statusCode).toBe(200);
  });
  it('is refused for a secretary and an intermediate', async () => {
    const secretary = await send(t, 'POST', base, late(), staff.secretary.token);
    expect(secretary.json().code).toBe('APPOINTMENT_OUTSIDE_HOURS');
    const body = { ...late(), employee_id: staff.intermediate.employeeId };
    expect((await send(t, 'POST', base, body, staff.intermediate.token)).json().code).toBe(
      'APPOINTMENT_OUTSIDE_HOURS',
    );
  });
});

describe('tenancy', () => {
  it('another company’s owner gets 404 exactly like a missing id', async () => {
    for (const res of [
      await get(t, `${base}/${others._id}`, rival.token),
      await send(t, 'PUT', `${base}/${others._id}`, { note: 'x' }, rival.token),
      await send(t, 'PATCH', `${base}/${others._id}/status`, { status: 'cancelled' }, rival.token),
      await send(t, 'DELETE', `${base}/${others._id}`, undefined, rival.token),
    ]) {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'APPOINTMENT_NOT_FOUND' });
    }
    const post = await send(t, 'POST', base, w.booking(), rival.token);
    expect(post.json().code).toBe('SALON_NOT_FOUND');
    const booked = await send(t, 'POST', base, rival.booking({ client_id: w.client._id }), rival.token);
    expect(booked.json().code).toBe('CLIENT_NOT_FOUND');
  });

  it('an employee of another salon of the company gets 404', async () => {
    const elsewhere = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.second!._id,
      role: 'manager',
    });
    expect((await get(t, `${base}/${others._id}`, elsewhere.token)).statusCode).toBe(404);
    const post = await send(t, 'POST', base, w.booking({ start: at(day, '17:00') }), elsewhere.token);
    expect(post.json().code).toBe('SALON_NOT_FOUND');
    const inSecond = await send(t, 'POST', base, { ...w.booking(), salon_id: w.second!._id }, w.token);
    expect(inSecond.json().code).toBe('SERVICE_NOT_FOUND');
  });
});
