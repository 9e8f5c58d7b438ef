import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithToken, multipart, postForm, sendMultipart } from '../../test/http.js';
import { createGroup, get, groupBase, ownerWithSalons, send } from '../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A text with a NUL (PostgreSQL cannot store it) or a lone surrogate is refused with 400 and the
 * field named, by JSON, form or multipart, in a body or a query; nothing is written. Before, a service group
 * renamed with a NUL answered 500.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'safe.text@example.com');
  groupId = (await createGroup(t, owner.token, owner.salon._id, 'Cabello'))._id;
});
afterAll(async () => {
  await t?.close();
});

const groupName = async () => {
  const res = await get(t, `${groupBase}?salon_id=${owner.salon._id}`, owner.token);
  return (res.json() as { data: { _id: string; name: string }[] }).data.find((g) => g._id === groupId)?.name;
};

const expectRefused = (res: { statusCode: number; body: string; json: () => unknown }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: [{ field, code: 'validation.text.invalidCharacters' }],
  });
};

describe('text with a NUL or a lone surrogate', () => {
  it('is refused in a JSON body, naming the field, and changes nothing', async () => {
    const res = await send(
      t,
      'PUT',
      `${groupBase}/${groupId}`,
      { name: 'Ca\u0000bello', salon_id: owner.salon._id },
      owner.token,
    );
    expectRefused(res, 'name');
    expect(await groupName()).toBe('Cabello');
  });

  it('is refused as a lone surrogate, while a whole emoji (a surrogate pair) is fine', async () => {
    expectRefused(
      await send(
        t,
        'PUT',
        `${groupBase}/${groupId}`,
        { name: 'Uñas \uD83D', salon_id: owner.salon._id },
        owner.token,
      ),
      'name',
    );
    const emoji = await send(
      t,
      'PUT',
      `${groupBase}/${groupId}`,
      { name: 'Uñas 💅', salon_id: owner.salon._id },
      owner.token,
    );
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(await groupName()).toBe('Uñas 💅');
  });

  it('is refused in a form-encoded body and in a query', async () => {
    expectRefused(
      await postForm(
        t.app,
        groupBase,
        { salon_id: owner.salon._id, name: 'Nuevo\u0000' },
        { token: owner.token },
      ),
      'name',
    );
    expectRefused(
      await getWithToken(
        t.app,
        `/api/v1/business/client?salon_id=${owner.salon._id}&q=${encodeURIComponent('a\u0000')}`,
        owner.token,
      ),
      'q',
    );
  });

  it('is refused in a multipart field', async () => {
    const res = await sendMultipart(
      t.app,
      'PUT',
      `/api/v1/business/salon/${owner.salon._id}`,
      multipart({ description: 'Un salón\u0000 con historia y buen trato' }),
      owner.token,
    );
    expectRefused(res, 'description');
  });
});
