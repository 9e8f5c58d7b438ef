import { strongPasswordSchema } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, postForm, STRONG_PASSWORD } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { temporaryPassword } from '../employee-access.service.js';
import {
  base,
  createEmployee,
  employeeEvents,
  employeeFields,
  get,
  login,
  ownerWithSalon,
  postEmployee,
  send,
  type EmployeeBody,
} from './employee-fixtures.js';

/** App access: the employee login, its mailed temporary password, and what revoking or deactivating ends. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalon>>;
let sara: EmployeeBody;
let employeeToken: string;
const NEW_PASSWORD = 'Propia#2026x';
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalon(t, 'employee.access@example.com');
  sara = await createEmployee(t, owner.token, owner.salon._id, {
    firstName: 'Sara',
    lastName: 'Gil',
    email: 'sara.gil@example.com',
    role: 'secretary',
  });
});
afterAll(() => t.close());

const grant = (id: string, token = owner.token, language = 'en-ve') =>
  t.app.inject({
    method: 'POST',
    url: `${API}${base}/${id}/access`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
const revoke = (id: string) => send(t, 'DELETE', `${base}/${id}/access`, undefined, owner.token);
const setStatus = (id: string, status: string) =>
  send(t, 'PATCH', `${base}/${id}/status`, { status }, owner.token);
const mailsTo = (to: string) => t.mail.mails.filter((mail) => mail.to.includes(to));
const passwordIn = (text: string) =>
  /(?:Temporary password|Contraseña temporal): (\S+)/.exec(text)?.[1] ?? '';

it('temporary passwords are 12 readable characters meeting the registration rules', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const password = temporaryPassword();
    expect(password).toHaveLength(12);
    expect(password).not.toMatch(/[O0lI1]/);
    expect(strongPasswordSchema.safeParse(password).success).toBe(true);
    seen.add(password);
  }
  expect(seen.size).toBe(200);
});

describe('granting access to a person without a login', () => {
  let temporary: string;

  it('creates the employee login, mails a temporary password and answers the monthly fee', async () => {
    const res = await grant(sara._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      employee: { _id: sara._id, access_to_app: true },
      monthly_fee: 3,
      employees_with_access: 1,
    });
    const mail = await t.mail.lastTo('sara.gil@example.com');
    expect(mail.subject).toBe('Your access to Salón Uno');
    expect(mail.text).toContain('Employee tab');
    expect(mail.text).toContain('E-mail: sara.gil@example.com');
    expect(mail.text).toMatch(/change this password/);
    temporary = passwordIn(mail.text);
    expect(temporary).toHaveLength(12);
    const [event] = await employeeEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'update',
      entity_id: sara._id,
      details: { access_to_app: { from: false, to: true } },
    });
  });

  it('granting again changes nothing and mails nothing', async () => {
    const mails = mailsTo('sara.gil@example.com').length;
    const events = (await employeeEvents(t, owner.token)).length;
    const again = await grant(sara._id);
    expect(again.json().data).toMatchObject({ monthly_fee: 3, employees_with_access: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo('sara.gil@example.com')).toHaveLength(mails);
    expect(await employeeEvents(t, owner.token)).toHaveLength(events);
  });

  it('the first sign-in is held until the password is changed; then the login holds its role and salon', async () => {
    expect((await login(t, 'sara.gil@example.com', temporary, 'business')).statusCode).toBe(401);
    const held = await login(t, 'sara.gil@example.com', temporary);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toMatchObject({ account_type: 'employee', is_password_temp: true });
    const heldToken = held.json().data.token as string;
    const blocked = await get(t, `${base}?salon_id=${owner.salon._id}`, heldToken);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await postForm(
      t.app,
      '/api/v1/business/account/password',
      { currentPassword: temporary, newPassword: NEW_PASSWORD },
      { token: heldToken, method: 'PUT' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    employeeToken = changed.json().data.token;
    const me = (await get(t, '/api/v1/business/account/me', employeeToken)).json().data;
    expect(me).toMatchObject({
      account_type: 'employee',
      roles: [{ type: 'secretary' }],
      company: [{ _id: owner.company._id }],
      salon: [{ _id: owner.salon._id, title: 'Salón Uno' }],
      is_password_temp: false,
      user: { email: 'sara.gil@example.com', name: 'Sara', surname: 'Gil', language: 'en-ve' },
      employee: { _id: sara._id, firstName: 'Sara', lastName: 'Gil', avatar: sara.avatar },
    });
    expect((await login(t, 'sara.gil@example.com', temporary)).statusCode).toBe(401);
    const again = await login(t, 'sara.gil@example.com', NEW_PASSWORD);
    expect(again.json().data.is_password_temp).toBe(false);
  });

  it('the login works with the secretary’s permissions only', async () => {
    const list = await get(t, `${base}?salon_id=${owner.salon._id}`, employeeToken);
    expect(list.statusCode).toBe(200);
    const create = await postEmployee(t, employeeToken, { salon_id: owner.salon._id, ...employeeFields() });
    expect(create.statusCode).toBe(403);
    const edit = await send(t, 'PUT', `${base}/${sara._id}`, { role: 'manager' }, employeeToken);
    expect(edit.statusCode).toBe(403);
  });

  it('deactivating ends the sessions and refuses sign-in; reactivating lets the employee back in', async () => {
    expect((await setStatus(sara._id, 'inactive')).statusCode).toBe(200);
    expect((await get(t, '/api/v1/business/account/me', employeeToken)).statusCode).toBe(401);
    const refused = await login(t, 'sara.gil@example.com', NEW_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('LOGIN_FAILED');
    expect((await grant(sara._id)).json().code).toBe('EMPLOYEE_INACTIVE');
    const fee = await grant((await createEmployee(t, owner.token, owner.salon._id))._id);
    expect(fee.json().data).toMatchObject({ monthly_fee: 3, employees_with_access: 1 }); // sara is not billed
    expect((await setStatus(sara._id, 'active')).statusCode).toBe(200);
    const back = await login(t, 'sara.gil@example.com', NEW_PASSWORD);
    expect(back.statusCode).toBe(200);
    employeeToken = back.json().data.token;
    expect((await get(t, '/api/v1/business/account/me', employeeToken)).statusCode).toBe(200);
  });

  it('revoking removes the login and the person made for it; granting again mails a new password', async () => {
    const res = await revoke(sara._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      employee: { access_to_app: false },
      monthly_fee: 3,
      employees_with_access: 1,
    });
    expect((await get(t, '/api/v1/business/account/me', employeeToken)).statusCode).toBe(401);
    expect((await login(t, 'sara.gil@example.com', NEW_PASSWORD)).statusCode).toBe(401);
    const [event] = await employeeEvents(t, owner.token);
    expect(event!.details).toMatchObject({ access_to_app: { from: true, to: false } });
    expect((await revoke(sara._id)).statusCode).toBe(200); // nothing left to revoke

    const regrant = await grant(sara._id, owner.token, 'es-ve');
    expect(regrant.json().data.employee.access_to_app).toBe(true);
    const mail = await t.mail.lastTo('sara.gil@example.com');
    expect(mail.subject).toBe('Tu acceso a Salón Uno');
    const fresh = await login(t, 'sara.gil@example.com', passwordIn(mail.text));
    expect(fresh.json().data).toMatchObject({ is_password_temp: true });
  });
});

describe('granting access to a person who already signs in', () => {
  it('the owner’s own e-mail keeps its password; revoking keeps the owner’s user', async () => {
    const me = await createEmployee(t, owner.token, owner.salon._id, {
      email: 'employee.access@example.com',
      role: 'manager',
    });
    expect((await grant(me._id)).statusCode).toBe(200);
    const mail = await t.mail.lastTo('employee.access@example.com');
    expect(mail.subject).toBe('Your access to Salón Uno');
    expect(mail.text).toContain('the password you already use');
    expect(passwordIn(mail.text)).toBe('');
    const asEmployee = await login(t, 'employee.access@example.com', STRONG_PASSWORD);
    expect(asEmployee.json().data).toMatchObject({
      account_type: 'employee',
      is_password_temp: false,
      roles: [{ type: 'manager' }],
    });
    expect((await revoke(me._id)).statusCode).toBe(200);
    expect((await login(t, 'employee.access@example.com', STRONG_PASSWORD, 'employee')).statusCode).toBe(401);
    expect((await login(t, 'employee.access@example.com', STRONG_PASSWORD, 'business')).statusCode).toBe(200);
  });

  it('a person may hold one employee login: another company’s grant for the same e-mail is 409', async () => {
    const rival = await ownerWithSalon(t, 'employee.access.rival@example.com');
    const twin = await createEmployee(t, rival.token, rival.salon._id, { email: 'sara.gil@example.com' });
    const res = await grant(twin._id, rival.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMPLOYEE_ACCESS_TAKEN');
    expect((await get(t, `${base}/${twin._id}`, rival.token)).json().data.access_to_app).toBe(false);
    const theirs = await grant(sara._id, rival.token);
    expect(theirs.json().code).toBe('EMPLOYEE_NOT_FOUND');
  });
});
