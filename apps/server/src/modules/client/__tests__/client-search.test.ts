import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/tables/subscription.table.js';
import { employeeLogin } from '../../../test/employee-fixtures.js';
import { fieldCodes } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { CLIENT_LOOKUPS_PER_WINDOW } from '../client.service.js';
import {
  base,
  clientEvents,
  createClient,
  get,
  ownerWithSalons,
  send,
  type ClientBody,
} from './client-fixtures.js';

/**
 * "Find an existing client in our system": the search spans every salon of every company but tells only who
 * the person is; assigning copies that into a new row of the caller's salon, whose note and status are its own.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ownerWithSalons>>;
let b: Awaited<ReturnType<typeof ownerWithSalons>>;
let original: ClientBody;
beforeAll(async () => {
  t = await createTestApp();
  a = await ownerWithSalons(t, 'client.search.a@example.com', advancedPlan);
  b = await ownerWithSalons(t, 'client.search.b@example.com');
  original = await createClient(t, a.token, a.salon._id, {
    note: 'Alérgica al tinte X',
    phoneNumber: '+58 412-555 0101',
  });
});
afterAll(() => t.close());

/** The trial plan has one salon; the second one needs the advanced plan. */
const advancedPlan = (companyId: string) =>
  t.db.update(subscriptions).set({ plan: 'advanced_plan' }).where(eq(subscriptions.companyId, companyId));

const search = (token: string, salonId: string, query: string) =>
  get(t, `${base}/search?salon_id=${salonId}&${query}`, token);
const assign = (token: string, body: Record<string, unknown>) =>
  send(t, 'POST', `${base}/assign`, body, token);

describe('GET /client/search', () => {
  it('needs exactly one valid e-mail or phone', async () => {
    const none = await search(b.token, b.salon._id, '');
    expect(none.statusCode).toBe(400);
    expect(fieldCodes(none.json())).toEqual({ email: 'validation.client.lookup' });
    const both = await search(b.token, b.salon._id, 'email=a@example.com&phone=04125550101');
    expect(fieldCodes(both.json())).toEqual({ email: 'validation.client.lookup' });
    expect(fieldCodes((await search(b.token, b.salon._id, 'email=nope')).json())).toEqual({
      email: 'validation.email.invalid',
    });
    expect(fieldCodes((await search(b.token, b.salon._id, 'phone=0412555')).json())).toEqual({
      phone: 'validation.phone.invalid',
    });
    const noSalon = await get(t, `${base}/search?email=a@example.com`, b.token);
    expect(fieldCodes(noSalon.json())).toEqual({ salon_id: 'validation.salonRequired' });
  });

  it('answers CLIENT_NOT_FOUND for a person no salon has', async () => {
    const res = await search(b.token, b.salon._id, 'email=nadie@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: 'Client not found in our system' });
    expect((await search(b.token, b.salon._id, 'phone=0426 999 8877')).statusCode).toBe(404);
  });

  it('finds another company’s client by exact e-mail, telling only who they are', async () => {
    const res = await search(b.token, b.salon._id, 'email=MARIA.Gonzalez%40example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        firstName: 'María',
        lastName: 'González',
        email: 'maria.gonzalez@example.com',
        phoneNumber: '+584125550101',
        client_id: null,
      },
    });
    expect(res.body).not.toContain('Alérgica');
    expect(res.body).not.toContain(original._id);
    // Only the exact e-mail: a part of it finds nobody.
    expect((await search(b.token, b.salon._id, 'email=gonzalez%40example.com')).statusCode).toBe(404);
  });

  it('finds by the phone’s digits whatever the formatting', async () => {
    for (const phone of ['584125550101', '+58 (412) 555-0101', '58.412.555.01.01']) {
      const res = await search(b.token, b.salon._id, `phone=${encodeURIComponent(phone)}`);
      expect(res.json().data).toMatchObject({ email: 'maria.gonzalez@example.com', client_id: null });
    }
  });

  it('names this salon’s own client when it already has the person', async () => {
    const res = await search(a.token, a.salon._id, 'phone=584125550101');
    expect(res.json().data).toMatchObject({ client_id: original._id });
  });
});

describe('POST /client/assign', () => {
  it('refuses bad input and an unknown person', async () => {
    const bad = await assign(b.token, { salon_id: b.salon._id, phone: '123' });
    expect(fieldCodes(bad.json())).toEqual({ phone: 'validation.phone.invalid' });
    const none = await assign(b.token, { salon_id: b.salon._id });
    expect(fieldCodes(none.json())).toEqual({ email: 'validation.client.lookup' });
    const unknown = await assign(b.token, { salon_id: b.salon._id, email: 'nadie@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CLIENT_NOT_FOUND');
  });

  let copy: ClientBody;
  it('copies who the person is into a new active client without a note, and logs it', async () => {
    const res = await assign(b.token, {
      salon_id: b.salon._id,
      email: 'maria.gonzalez@example.com',
      // Ids and notes in the body are not part of the lookup and are ignored.
      _id: original._id,
      client_id: original._id,
      note: 'inyectada',
    });
    expect(res.statusCode).toBe(200);
    copy = res.json().data;
    expect(copy).toMatchObject({
      salon_id: b.salon._id,
      firstName: 'María',
      lastName: 'González',
      email: 'maria.gonzalez@example.com',
      phoneNumber: '+584125550101',
      status: 'active',
      note: '',
    });
    expect(copy._id).not.toBe(original._id);
    const [event] = await clientEvents(t, b.token);
    expect(event).toMatchObject({
      action: 'create',
      affected_area: 'client',
      entity_id: copy._id,
      salon: { _id: b.salon._id },
      details: { assigned: true, email: 'maria.gonzalez@example.com' },
    });
    // Now the search from B names B's own client.
    const found = await search(b.token, b.salon._id, 'email=maria.gonzalez%40example.com');
    expect(found.json().data.client_id).toBe(copy._id);
  });

  it('answers CLIENT_EXISTS when the salon already has the person, by e-mail or phone', async () => {
    const byEmail = await assign(b.token, { salon_id: b.salon._id, email: 'maria.gonzalez@example.com' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().code).toBe('CLIENT_EXISTS');
    const byPhone = await assign(b.token, { salon_id: b.salon._id, phone: '+58 412 555 0101' });
    expect(byPhone.json().code).toBe('CLIENT_EXISTS');
    const list = await get(t, `${base}?salon_id=${b.salon._id}`, b.token);
    expect(list.json().meta.total).toBe(1);
  });

  it('assigns by phone into a second salon of the same company (form-encoded)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/proxy${base}/assign`,
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ salon_id: a.second!._id, phone: '+58 412 555 0101' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ salon_id: a.second!._id, note: '', status: 'active' });
  });
});

describe('privacy between salons', () => {
  it('keeps each salon’s note and status its own, in two companies and in two salons of one', async () => {
    const inB = (await get(t, `${base}?salon_id=${b.salon._id}`, b.token)).json().data[0] as ClientBody;
    const inA2 = (await get(t, `${base}?salon_id=${a.second!._id}`, a.token)).json().data[0] as ClientBody;
    await send(t, 'PUT', `${base}/${inB._id}`, { note: 'Nota de B', firstName: 'Mari' }, b.token);
    await send(t, 'PATCH', `${base}/${inB._id}/status`, { status: 'inactive' }, b.token);
    await send(t, 'PATCH', `${base}/${inA2._id}/status`, { status: 'inactive' }, a.token);

    expect((await get(t, `${base}/${original._id}`, a.token)).json().data).toMatchObject({
      firstName: 'María',
      note: 'Alérgica al tinte X',
      status: 'active',
    });
    expect((await get(t, `${base}/${inA2._id}`, a.token)).json().data).toMatchObject({
      note: '',
      status: 'inactive',
    });
    expect((await get(t, `${base}/${inB._id}`, b.token)).json().data).toMatchObject({
      firstName: 'Mari',
      note: 'Nota de B',
      status: 'inactive',
    });
    // B's search shows B's own copy, never A's note or status; a fourth salon sees no note or status at all.
    const fromB = await search(b.token, b.salon._id, 'email=maria.gonzalez%40example.com');
    expect(fromB.json().data).toEqual({
      firstName: 'Mari',
      lastName: 'González',
      email: 'maria.gonzalez@example.com',
      phoneNumber: '+584125550101',
      client_id: inB._id,
    });
    const c = await ownerWithSalons(t, 'client.search.c@example.com');
    const fromC = await search(c.token, c.salon._id, 'phone=584125550101');
    expect(Object.keys(fromC.json().data).sort()).toEqual(
      ['client_id', 'email', 'firstName', 'lastName', 'phoneNumber'].sort(),
    );
    expect(fromC.body).not.toMatch(/Alérgica|Nota de B|inactive|active/);
    // B's log holds none of A's entries.
    expect((await clientEvents(t, b.token)).every((event) => event.salon?._id === b.salon._id)).toBe(true);
  });
});

describe('rate limit', () => {
  it(`allows ${CLIENT_LOOKUPS_PER_WINDOW} lookups per login in the window, then answers 429`, async () => {
    const { token } = await employeeLogin(t, {
      companyId: b.company._id,
      salonId: b.salon._id,
      role: 'secretary',
    });
    for (let i = 0; i < CLIENT_LOOKUPS_PER_WINDOW; i++) {
      const res = await search(token, b.salon._id, `email=nobody${i}%40example.com`);
      expect(res.statusCode).toBe(404);
    }
    const over = await search(token, b.salon._id, 'email=maria.gonzalez%40example.com');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_ATTEMPTS');
    const assignOver = await assign(token, { salon_id: b.salon._id, email: 'maria.gonzalez@example.com' });
    expect(assignOver.statusCode).toBe(429);
    // Another login is not affected.
    expect((await search(b.token, b.salon._id, 'email=maria.gonzalez%40example.com')).statusCode).toBe(200);
  });
});
