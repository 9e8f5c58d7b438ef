import type { EmployeeRole } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/tables/subscription.table.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  base,
  clientEvents,
  clientFields,
  createClient,
  get,
  ownerWithSalons,
  send,
  type ClientBody,
} from './client-fixtures.js';

/**
 * The roles table (docs/product.md "Roles and permissions") on the client calls, and tenancy: another company
 * or salon reads as missing.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let rival: Awaited<ReturnType<typeof ownerWithSalons>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
let client: ClientBody;
let otherSalonClient: ClientBody;
let rivalClient: ClientBody;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'client.access@example.com', advancedPlan);
  rival = await ownerWithSalons(t, 'client.rival@example.com');
  logins = await loginsByRole(t, owner.company._id, owner.salon._id);
  client = await createClient(t, owner.token, owner.salon._id);
  otherSalonClient = await createClient(t, owner.token, owner.second!._id, { email: 'dos@example.com' });
  rivalClient = await createClient(t, rival.token, rival.salon._id, { email: 'rival@example.com' });
});
afterAll(() => t.close());

/** The trial plan has one salon; the second one needs the advanced plan. */
const advancedPlan = (companyId: string) =>
  t.db.update(subscriptions).set({ plan: 'advanced_plan' }).where(eq(subscriptions.companyId, companyId));

const READERS: EmployeeRole[] = ['manager', 'secretary', 'intermediate'];
const WRITERS: EmployeeRole[] = ['manager', 'secretary'];

/** Every client call for one id (the reads first), answering its status code. */
const readCalls = (token: string, id: string, salonId: string) => [
  get(t, `${base}?salon_id=${salonId}`, token),
  get(t, `${base}/${id}`, token),
  get(t, `${base}/${id}/visits`, token),
  get(t, `${base}/search?salon_id=${salonId}&email=maria.gonzalez@example.com`, token),
];
const writeCalls = (token: string, id: string, salonId: string, n: number) => [
  send(t, 'POST', base, { salon_id: salonId, ...clientFields({ email: `new${n}@example.com` }) }, token),
  send(t, 'POST', `${base}/assign`, { salon_id: salonId, email: 'rival@example.com' }, token),
  send(t, 'PUT', `${base}/${id}`, { note: `nota ${n}` }, token),
  send(t, 'PATCH', `${base}/${id}/status`, { status: n % 2 ? 'inactive' : 'active' }, token),
];

describe('roles', () => {
  it('basic reads and changes nothing: 403 everywhere, nothing logged', async () => {
    const before = (await clientEvents(t, owner.token)).length;
    const { token } = logins.basic;
    for (const res of await Promise.all([
      ...readCalls(token, client._id, owner.salon._id),
      ...writeCalls(token, client._id, owner.salon._id, 0),
    ])) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await clientEvents(t, owner.token)).toHaveLength(before);
    expect((await get(t, `${base}/${client._id}`, owner.token)).json().data).toMatchObject(client);
  });

  it('manager, secretary and intermediate read the clients of their salon', async () => {
    for (const role of READERS) {
      const calls = await Promise.all(readCalls(logins[role].token, client._id, owner.salon._id));
      expect(calls.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      expect(calls[0]!.json().meta.total).toBe(1);
      expect(calls[3]!.json().data.client_id).toBe(client._id);
    }
  });

  it('intermediate may not create, assign, edit or change the status: 403, nothing changed', async () => {
    const before = (await clientEvents(t, owner.token)).length;
    const calls = await Promise.all(writeCalls(logins.intermediate.token, client._id, owner.salon._id, 1));
    expect(calls.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await clientEvents(t, owner.token)).toHaveLength(before);
  });

  it('manager and secretary create, assign, edit and change the status in their salon', async () => {
    let n = 10;
    for (const role of WRITERS) {
      const { token } = logins[role];
      const created = await send(
        t,
        'POST',
        base,
        { salon_id: owner.salon._id, ...clientFields({ email: `${role}@example.com` }) },
        token,
      );
      expect(created.statusCode).toBe(200);
      const edited = await send(t, 'PUT', `${base}/${client._id}`, { note: `nota ${n++}` }, token);
      expect(edited.statusCode).toBe(200);
      const status = await send(
        t,
        'PATCH',
        `${base}/${created.json().data._id}/status`,
        { status: 'inactive' },
        token,
      );
      expect(status.json().data.status).toBe('inactive');
    }
    const assigned = await send(
      t,
      'POST',
      `${base}/assign`,
      { salon_id: owner.salon._id, email: 'rival@example.com' },
      logins.secretary.token,
    );
    expect(assigned.statusCode).toBe(200);
    // The log names the employee who made the change.
    const [event] = await clientEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'create',
      triggered_by: { name: expect.stringContaining('secretary') },
      details: { assigned: true },
    });
  });
});

describe('another salon of the same company', () => {
  it('reads as missing for an employee: 404 on every call, nothing changed', async () => {
    for (const role of [...READERS, ...WRITERS]) {
      const { token } = logins[role];
      const calls = await Promise.all([
        ...readCalls(token, otherSalonClient._id, owner.second!._id),
        ...(WRITERS.includes(role) ? writeCalls(token, otherSalonClient._id, owner.second!._id, 20) : []),
      ]);
      for (const res of calls) expect(res.statusCode).toBe(404);
      expect(calls[1]!.json().code).toBe('CLIENT_NOT_FOUND');
      expect(calls[0]!.json().code).toBe('SALON_NOT_FOUND');
    }
    const row = (await get(t, `${base}/${otherSalonClient._id}`, owner.token)).json().data;
    expect(row).toMatchObject(otherSalonClient);
  });

  it('is the owner’s too: the owner reads and changes clients of every salon', async () => {
    const list = await get(t, `${base}?salon_id=${owner.second!._id}`, owner.token);
    expect(list.json().data.map((c: ClientBody) => c._id)).toEqual([otherSalonClient._id]);
  });
});

describe('another company', () => {
  it('reads the first company’s client exactly like a missing id, changing nothing', async () => {
    const ghostRead = await get(t, `${base}/${GHOST_ID}`, rival.token);
    const read = await get(t, `${base}/${client._id}`, rival.token);
    expect(read.statusCode).toBe(404);
    expect(read.body).toBe(ghostRead.body);
    const calls = await Promise.all([
      get(t, `${base}/${client._id}/visits`, rival.token),
      send(t, 'PUT', `${base}/${client._id}`, { note: 'robada' }, rival.token),
      send(t, 'PATCH', `${base}/${client._id}/status`, { status: 'inactive' }, rival.token),
    ]);
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(ghostRead.body);
    }
    const mine = (await get(t, `${base}/${client._id}`, owner.token)).json().data;
    expect(mine).toMatchObject({ status: 'active' });
    expect(mine.note).not.toBe('robada');
    expect((await clientEvents(t, rival.token)).map((e) => e.entity_id)).toEqual([rivalClient._id]);
  });

  it('cannot list, create in or search from the first company’s salon', async () => {
    const calls = await Promise.all([
      get(t, `${base}?salon_id=${owner.salon._id}`, rival.token),
      get(t, `${base}/search?salon_id=${owner.salon._id}&email=maria.gonzalez@example.com`, rival.token),
      send(
        t,
        'POST',
        base,
        { salon_id: owner.salon._id, ...clientFields({ email: 'x@example.com' }) },
        rival.token,
      ),
      send(
        t,
        'POST',
        `${base}/assign`,
        { salon_id: owner.salon._id, email: 'rival@example.com' },
        rival.token,
      ),
    ]);
    for (const res of calls) expect(res.json()).toMatchObject({ statusCode: 404, code: 'SALON_NOT_FOUND' });
  });
});
