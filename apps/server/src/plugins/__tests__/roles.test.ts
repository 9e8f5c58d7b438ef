import { defaultScheduleDays, type EmployeeRole } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/tables/subscription.table.js';
import { employeeLogin, loginsByRole } from '../../test/employee-fixtures.js';
import { createCompany, testImage } from '../../test/fixtures.js';
import { API, getWithToken, multipart, postForm, sendMultipart, signUpOwner } from '../../test/http.js';
import { createSalon } from '../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The roles table (docs/product.md "Roles and permissions") on the calls of the business-setup issue:
 * company, salons, opening hours, galleries and the event log. The modules of later issues test their own
 * calls per role.
 */
let t: TestApp;
let owner: { token: string };
let company: { _id: string };
let salon: { _id: string; title: string; schedule: { _id: string } | null };
let otherSalon: { _id: string; schedule: { _id: string } | null };
let logins: Awaited<ReturnType<typeof loginsByRole>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'roles.owner@example.com');
  company = await createCompany(t, owner.token);
  // The trial plan has one salon; the second one needs a bigger plan, as the demo company has.
  await t.db
    .update(subscriptions)
    .set({ plan: 'advanced_plan' })
    .where(eq(subscriptions.companyId, company._id));
  salon = await createSalon(t, owner.token, { title: 'Salón Uno' });
  otherSalon = await createSalon(t, owner.token, { title: 'Salón Dos' });
  logins = await loginsByRole(t, company._id, salon._id);
});
afterAll(() => t.close());

const ROLES: EmployeeRole[] = ['manager', 'secretary', 'intermediate', 'basic'];
const business = '/api/v1/business';
const put = (url: string, fields: Record<string, string>, token: string) =>
  postForm(t.app, url, fields, { token, method: 'PUT' });
const eventCount = async () => {
  const res = await getWithToken(t.app, `${business}/event-log?limit=1`, owner.token);
  return res.json().meta.total as number;
};

describe('an employee login', () => {
  it('reads its own salon only: the list holds it alone, another salon reads as missing', async () => {
    for (const role of ROLES) {
      const { token } = logins[role];
      const list = await postForm(t.app, `${business}/salon/all`, {}, { token });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((s: { _id: string }) => s._id)).toEqual([salon._id]);
      expect((await getWithToken(t.app, `${business}/salon/one/${salon._id}`, token)).statusCode).toBe(200);
      const other = await getWithToken(t.app, `${business}/salon/one/${otherSalon._id}`, token);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('SALON_NOT_FOUND');
      const byCompany = await getWithToken(t.app, `${business}/salon/company/${company._id}`, token);
      expect(byCompany.json().data).toHaveLength(1);
    }
  });

  it('sees its company read-only and may not check RIFs or create one', async () => {
    const { token } = logins.manager;
    const mine = await getWithToken(t.app, `${business}/company/my`, token);
    expect(mine.json().data._id).toBe(company._id);
    const rif = await postForm(t.app, `${business}/company/rif`, { rif: 'J-12345678-9' }, { token });
    expect(rif.statusCode).toBe(403);
    const create = await sendMultipart(
      t.app,
      'POST',
      `${business}/company`,
      multipart({ name: 'Otra' }, [{ field: 'logo', name: 'l.png', bytes: await testImage() }]),
      token,
    );
    expect(create.statusCode).toBe(403);
  });

  it('as manager edits its salon, its hours and its gallery, but not another salon', async () => {
    const { token } = logins.manager;
    const renamed = await put(`${business}/salon/${salon._id}`, { title: 'Salón Uno Centro' }, token);
    expect(renamed.statusCode).toBe(200);
    const other = await put(`${business}/salon/${otherSalon._id}`, { title: 'Robado' }, token);
    expect(other.statusCode).toBe(404);
    const days = JSON.stringify(defaultScheduleDays().map((day) => ({ ...day, active: true })));
    const hours = await put(`${business}/schedule/schedule/${salon.schedule!._id}`, { days }, token);
    expect(hours.statusCode).toBe(200);
    const otherHours = await put(
      `${business}/schedule/schedule/${otherSalon.schedule!._id}`,
      { days },
      token,
    );
    expect(otherHours.statusCode).toBe(404);
    const companyWide = await postForm(t.app, `${business}/schedule/schedule`, { days }, { token });
    expect(companyWide.statusCode).toBe(404);
    const upload = await sendMultipart(
      t.app,
      'POST',
      `${business}/salon/gallery`,
      multipart({ salon_id: salon._id, kind: 'interior' }, [
        { field: 'images', name: 'a.png', bytes: await testImage() },
      ]),
      token,
    );
    expect(upload.statusCode).toBe(200);
  });

  it('as secretary, intermediate or basic changes nothing of the salon: 403 and no event', async () => {
    const days = JSON.stringify(defaultScheduleDays());
    for (const role of ['secretary', 'intermediate', 'basic'] as const) {
      const { token } = logins[role];
      const before = await eventCount();
      const rename = await put(`${business}/salon/${salon._id}`, { title: 'Cambiado' }, token);
      expect(rename.statusCode, role).toBe(403);
      const hours = await put(`${business}/schedule/schedule/${salon.schedule!._id}`, { days }, token);
      expect(hours.statusCode, role).toBe(403);
      const upload = await sendMultipart(
        t.app,
        'POST',
        `${business}/salon/gallery`,
        multipart({ salon_id: salon._id, kind: 'interior' }, [
          { field: 'images', name: 'a.png', bytes: await testImage() },
        ]),
        token,
      );
      expect(upload.statusCode, role).toBe(403);
      const gallery = await getWithToken(t.app, `${business}/salon/gallery/${salon._id}`, token);
      expect(gallery.statusCode, role).toBe(200);
      const removeImage = await t.app.inject({
        method: 'DELETE',
        url: `${API}${business}/salon/gallery/${gallery.json().data[0]._id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removeImage.statusCode, role).toBe(403);
      expect(await eventCount()).toBe(before);
    }
    const title = (await getWithToken(t.app, `${business}/salon/one/${salon._id}`, owner.token)).json().data
      .title;
    expect(title).toBe('Salón Uno Centro');
  });

  it('reads the event log as manager, of its own salon only; other roles may not', async () => {
    const manager = await getWithToken(t.app, `${business}/event-log?limit=100`, logins.manager.token);
    expect(manager.statusCode).toBe(200);
    const entries = manager.json().data as { salon: { _id: string } | null }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.salon?._id === salon._id)).toBe(true);
    const asked = await getWithToken(
      t.app,
      `${business}/event-log?salon_id=${otherSalon._id}`,
      logins.manager.token,
    );
    expect((asked.json().data as { salon: { _id: string } }[]).every((e) => e.salon._id === salon._id)).toBe(
      true,
    );
    for (const role of ['secretary', 'intermediate', 'basic'] as const) {
      expect((await getWithToken(t.app, `${business}/event-log`, logins[role].token)).statusCode).toBe(403);
    }
  });

  it('answers /account/me with its role, company and one salon', async () => {
    const me = await getWithToken(t.app, `${business}/account/me`, logins.secretary.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      account_type: 'employee',
      roles: [{ type: 'secretary' }],
      company: [{ _id: company._id }],
      salon: [{ _id: salon._id }],
    });
  });

  it('of a deactivated employee holds nothing', async () => {
    const gone = await employeeLogin(t, {
      companyId: company._id,
      salonId: salon._id,
      role: 'manager',
      deactivated: true,
    });
    expect((await getWithToken(t.app, `${business}/account/me`, gone.token)).statusCode).toBe(401);
  });
});
