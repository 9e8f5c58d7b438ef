import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, testImage } from '../../../test/fixtures.js';
import {
  API,
  getWithToken,
  multipart,
  sendMultipart,
  signUpOwner,
  type TestFile,
} from '../../../test/http.js';
import { createSalon, fieldCodes, GHOST_ID, storedSalonFiles } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: { token: string };
let rival: { token: string };
let salon: { _id: string };
let rivalSalon: { _id: string };
let image: { _id: string; url: string; thumbnail: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'gallery.owner@example.com');
  rival = await signUpOwner(t, 'gallery.rival@example.com');
  await createCompany(t, owner.token);
  await createCompany(t, rival.token);
  salon = await createSalon(t, owner.token);
  rivalSalon = await createSalon(t, rival.token);
});
afterAll(() => t.close());

const base = '/api/v1/business/salon/gallery';
const images = async (count: number, format: 'png' | 'jpeg' | 'gif' = 'png'): Promise<TestFile[]> => {
  const bytes = await testImage(format, 40, 30);
  return Array.from({ length: count }, (_, i) => ({ field: 'images', name: `photo-${i}.${format}`, bytes }));
};
const upload = (token: string, fields: Record<string, string>, files: TestFile[]) =>
  sendMultipart(t.app, 'POST', base, multipart(fields, files), token);
const galleryFiles = () => storedSalonFiles(t).filter((key) => key.includes('gallery'));
const remove = (token: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `${API}${base}/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /salon/gallery', () => {
  it('refuses bad fields and a missing file with field codes', async () => {
    const res = await upload(owner.token, { salon_id: 'x', kind: 'garden' }, await images(1));
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({ salon_id: 'validation.id', kind: 'validation.gallery.kind' });
    const none = await upload(owner.token, { salon_id: salon._id, kind: 'portfolio' }, []);
    expect(fieldCodes(none.json())).toEqual({ images: 'validation.gallery.images' });
    const ghost = await upload(owner.token, { salon_id: GHOST_ID, kind: 'portfolio' }, await images(1));
    expect(ghost.json().code).toBe('SALON_NOT_FOUND');
  });

  it('refuses the whole upload when one file is not an image, too big, or named with a path', async () => {
    const fields = { salon_id: salon._id, kind: 'portfolio' };
    const [good] = await images(1);
    const fake = { field: 'images', name: 'x.png', bytes: Buffer.from('<svg onload="alert(1)"/>') };
    const notImage = await upload(owner.token, fields, [good!, fake]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', details: [{ field: 'images' }] });
    const big = { field: 'images', name: 'big.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1) };
    expect((await upload(owner.token, fields, [good!, big])).statusCode).toBe(413);
    const path = await upload(owner.token, fields, [good!, { ...good!, name: 'C:\\fotos\\x.png' }]);
    expect(path.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      details: [{ code: 'validation.file.name' }],
    });
    expect(galleryFiles()).toEqual([]);
    const list = await getWithToken(t.app, `${base}/${salon._id}`, owner.token);
    expect(list.json()).toEqual({ data: [], meta: { total: 0, limit: 30 } });
  });

  it('stores images with thumbnails, lists them and logs the upload', async () => {
    const res = await upload(owner.token, { salon_id: salon._id, kind: 'interior', users_id: 'x' }, [
      ...(await images(1, 'jpeg')),
      ...(await images(1, 'gif')),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ total: 2, limit: 30 });
    image = res.json().data[0];
    expect(image).toMatchObject({ salon_id: salon._id, kind: 'interior', width: 40, height: 30 });
    expect(image.url).toMatch(/^\/api\/files\/salons\/.+\/gallery\/.+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: image.thumbnail })).statusCode).toBe(200);
    expect(galleryFiles()).toHaveLength(4);
    const list = (await getWithToken(t.app, `${base}/${salon._id}`, owner.token)).json();
    expect(list.meta).toEqual({ total: 2, limit: 30 });
    const log = (await getWithToken(t.app, '/api/v1/business/event-log?area=gallery', owner.token)).json()
      .data;
    expect(log[0]).toMatchObject({
      action: 'create',
      affected_area: 'gallery',
      details: { kind: 'interior', count: 2 },
    });
  });

  it('stops at the plan limit (30 per salon): "Upload limit reached", nothing stored', async () => {
    const fields = { salon_id: salon._id, kind: 'portfolio' };
    expect((await upload(owner.token, fields, await images(20))).json().meta.total).toBe(22);
    const over = await upload(owner.token, fields, await images(9));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'PLAN_LIMIT_IMAGES', message: 'Upload limit reached' });
    expect((await upload(owner.token, fields, await images(8))).json().meta.total).toBe(30);
    const past = await upload(owner.token, fields, await images(1));
    expect(past.statusCode).toBe(409);
    expect(galleryFiles()).toHaveLength(60);
  });
});

describe('another company', () => {
  it('gets 404 for the first company’s gallery and images, as for missing ones', async () => {
    const list = await getWithToken(t.app, `${base}/${salon._id}`, rival.token);
    const ghost = await getWithToken(t.app, `${base}/${GHOST_ID}`, rival.token);
    expect(list.statusCode).toBe(404);
    expect(list.body).toBe(ghost.body);
    const up = await upload(rival.token, { salon_id: salon._id, kind: 'portfolio' }, await images(1));
    expect(up.statusCode).toBe(404);
    const del = await remove(rival.token, image._id);
    const delGhost = await remove(rival.token, GHOST_ID);
    expect(del.statusCode).toBe(404);
    expect(del.body).toBe(delGhost.body);
    expect((await getWithToken(t.app, `${base}/${rivalSalon._id}`, owner.token)).statusCode).toBe(404);
    expect(galleryFiles()).toHaveLength(60);
  });
});

describe('DELETE /salon/gallery/{imageId}', () => {
  it('removes the row and both files, and logs it', async () => {
    const res = await remove(owner.token, image._id);
    expect(res.json()).toEqual({ data: { _id: image._id, deleted: true } });
    expect(galleryFiles()).toHaveLength(58);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await remove(owner.token, image._id)).statusCode).toBe(404);
    const list = (await getWithToken(t.app, `${base}/${salon._id}`, owner.token)).json();
    expect(list.meta.total).toBe(29);
    const log = (await getWithToken(t.app, '/api/v1/business/event-log?area=gallery', owner.token)).json()
      .data;
    expect(log[0]).toMatchObject({ action: 'delete', details: { image: image._id } });
  });
});
