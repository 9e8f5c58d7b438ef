import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/http.js';
import { ownerWithSalons } from '../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A broken multipart body (no boundary, cut off before its end) is the client's fault: 400, never
 * 500, and nothing is written. Found by the security suite's fuzzing of every multipart form.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'multipart.broken@example.com');
});
afterAll(async () => {
  await t?.close();
});

const boundary = '----broken-boundary';
const salonUrl = () => `${API}/api/v1/business/salon/${owner.salon._id}`;
const put = (payload: string, contentType: string) =>
  t.app.inject({
    method: 'PUT',
    url: salonUrl(),
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
    payload,
  });
const title = async () =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `${API}/api/v1/business/salon/one/${owner.salon._id}`,
        headers: { authorization: `Bearer ${owner.token}` },
      })
    ).json() as { data: { title: string } }
  ).data.title;

describe('a malformed multipart body', () => {
  it('without a boundary answers 400', async () => {
    const res = await put(
      `--x\r\ncontent-disposition: form-data; name="title"\r\n\r\nNuevo título\r\n`,
      'multipart/form-data',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('cut off before its end answers 400 and changes nothing', async () => {
    const before = await title();
    const res = await put(
      `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nNuevo título`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await title()).toBe(before);
  });

  it('that is well formed still works', async () => {
    const res = await put(
      `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nEstudio Renovado\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await title()).toBe('Estudio Renovado');
  });
});
