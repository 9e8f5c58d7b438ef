import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.js';
import { getWithToken, signUpOwner } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { recordEvent } from '../event-log.writer.js';

let t: TestApp;
let owner: { token: string; accountId: string };
let companyId: string;
const salon = { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', name: 'Estudio Norte' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'log.owner@example.com');
  companyId = (await createCompany(t, owner.token))._id;
  const actor = { companyId, accountId: owner.accountId, actorName: 'Ana Pérez' };
  await t.db.transaction(async (tx) => {
    for (let i = 0; i < 25; i++) {
      await recordEvent(tx, actor, {
        action: i % 2 ? 'update' : 'create',
        area: i % 5 === 0 ? 'gallery' : 'salon',
        entityId: salon.id,
        salon,
        details: i % 2 ? { title: { from: `v${i - 1}`, to: `v${i}` } } : { title: `v${i}` },
      });
    }
  });
});
afterAll(() => t.close());

const list = (query: string, token = owner.token) =>
  getWithToken(t.app, `/api/v1/business/event-log${query}`, token);

describe('GET /event-log', () => {
  it('pages newest first with the columns the screen shows', async () => {
    const first = (await list('?page=1&limit=10')).json();
    expect(first.meta).toEqual({ total: 26, page: 1, limit: 10 }); // 25 + the company's creation
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      triggered_by: { _id: owner.accountId, name: 'Ana Pérez' },
      action: 'create',
      affected_area: 'salon', // entry 24: even, and not a multiple of 5
      salon: { _id: salon.id, name: 'Estudio Norte' },
      details: { title: 'v24' },
    });
    expect(Date.parse(first.data[0].created_at)).not.toBeNaN();
    const third = (await list('?page=3&limit=10')).json();
    expect(third.data).toHaveLength(6);
    const ids = new Set([...first.data, ...third.data].map((entry: { _id: string }) => entry._id));
    expect(ids.size).toBe(16);
  });

  it('filters by area and by salon', async () => {
    const gallery = (await list('?area=gallery')).json();
    expect(gallery.meta.total).toBe(5);
    expect(gallery.data.every((entry: { affected_area: string }) => entry.affected_area === 'gallery')).toBe(
      true,
    );
    const company = (await list('?area=company')).json();
    expect(company.data).toHaveLength(1);
    const bySalon = (await list(`?salon_id=${salon.id}`)).json();
    expect(bySalon.meta.total).toBe(25);
  });

  it('answers a bad filter or page with 400 and field errors', async () => {
    const res = await list('?area=weather&page=0&limit=1000');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['area', 'limit', 'page']);
  });

  it("never shows another company's entries", async () => {
    const rival = await signUpOwner(t, 'log.rival@example.com');
    await createCompany(t, rival.token);
    const theirs = (await list('?limit=100', rival.token)).json();
    expect(theirs.meta.total).toBe(1);
    expect(theirs.data[0].affected_area).toBe('company');
    expect((await list(`?salon_id=${salon.id}`, rival.token)).json().meta.total).toBe(0);
  });
});
