import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/http.js';
import { createGroup, get, groupBase, ownerWithSalons } from '../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A body nested deeper than any form of the app (here 100,000 arrays, well under the 1 MB body
 * limit) answers 400 naming the body, before anything walks it; before, it overflowed the stack: 500.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'deep.input@example.com');
  groupId = (await createGroup(t, owner.token, owner.salon._id, 'Cabello'))._id;
});
afterAll(async () => {
  await t?.close();
});

const put = (payload: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${API}${groupBase}/${groupId}`,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    payload,
  });

describe('deeply nested input', () => {
  it('is refused with 400 naming the body, and changes nothing', async () => {
    for (const payload of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      '{"a":'.repeat(1000) + '1' + '}'.repeat(1000),
    ]) {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body', code: 'validation.text.tooDeep' }],
      });
    }
    const nested = JSON.stringify({
      name: 'Uñas',
      salon_id: owner.salon._id,
      extra: JSON.parse('['.repeat(40) + ']'.repeat(40)),
    });
    expect((await put(nested)).statusCode).toBe(400);
    const groups = (await get(t, `${groupBase}?salon_id=${owner.salon._id}`, owner.token)).json() as {
      data: { _id: string; name: string }[];
    };
    expect(groups.data.find((g) => g._id === groupId)?.name).toBe('Cabello');
  });

  it('is refused in a query too, and an ordinary body still passes', async () => {
    const query = await get(
      t,
      `${groupBase}?salon_id=${owner.salon._id}&${'a'.repeat(1) + '[b]'.repeat(40)}=1`,
      owner.token,
    );
    expect(query.statusCode).toBeLessThan(500);
    const ok = await put(JSON.stringify({ name: 'Uñas', salon_id: owner.salon._id }));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
