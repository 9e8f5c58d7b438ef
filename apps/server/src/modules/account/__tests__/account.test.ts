import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getWithToken,
  multipart,
  postForm,
  sendMultipart,
  signUpOwner,
  STRONG_PASSWORD,
  type TestFile,
} from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpOwner(t, 'profile.owner@example.com'));
});
afterAll(() => t.close());

const putMe = (body: ReturnType<typeof multipart>, bearer = token) =>
  sendMultipart(t.app, 'PUT', '/api/v1/business/account/me', body, bearer);
const avatar = (name: string, bytes: Buffer): TestFile[] => [{ field: 'avatar', name, bytes }];

describe('PUT /account/me', () => {
  it('updates name, surname and phone from form data', async () => {
    const res = await putMe(multipart({ name: 'María', surname: 'González', phone: '+58 414 123 4567' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      name: 'María',
      surname: 'González',
      phone: '+584141234567',
    });
    const me = await getWithToken(t.app, '/api/v1/business/account/me', token);
    expect(me.json().data.user.name).toBe('María');
  });

  it('says "No changes were made" when nothing changed', async () => {
    const res = await putMe(multipart({ name: 'María' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_CHANGES', message: 'No changes were made' });
  });

  it('refuses a short phone and a one-letter name with field errors, changing nothing', async () => {
    const res = await putMe(multipart({ name: 'M', phone: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'validation.name.min' }),
        expect.objectContaining({ field: 'phone', code: 'validation.phone.invalid' }),
      ]),
    );
    const me = await getWithToken(t.app, '/api/v1/business/account/me', token);
    expect(me.json().data.user.name).toBe('María');
  });

  it('stores an avatar re-encoded as WebP, without its metadata, and serves it', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#dc143c' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const res = await putMe(multipart({}, avatar('me.png', png)));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.user.avatar;
    expect(url).toMatch(/^\/api\/files\/avatars\/.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const onDisk = await readFile(join(t.app.ctx.storage.root, url.replace('/api/files/', '')));
    expect(onDisk.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('refuses a file that is not an image, whatever its name says, and stores nothing', async () => {
    const before = (await getWithToken(t.app, '/api/v1/business/account/me', token)).json().data.user.avatar;
    const res = await putMe(multipart({}, avatar('photo.png', Buffer.from('<?php echo "hi"; ?>'))));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', details: [{ field: 'avatar' }] });
    const after = (await getWithToken(t.app, '/api/v1/business/account/me', token)).json().data.user.avatar;
    expect(after).toBe(before);
  });

  it('refuses a file name with a path in it, and a file over 10 MB', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const pathName = await putMe(multipart({}, avatar('../../etc/passwd.png', png)));
    expect(pathName.statusCode).toBe(400);
    expect(pathName.json().details[0].code).toBe('validation.file.name');
    const big = await putMe(multipart({}, avatar('big.png', Buffer.alloc(10 * 1024 * 1024 + 10, 1))));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('PUT /account/password', () => {
  const change = (fields: Record<string, string>, bearer: string) =>
    postForm(t.app, '/api/v1/business/account/password', fields, { token: bearer, method: 'PUT' });

  it('refuses a wrong current password, a weak one and the same one', async () => {
    const { token: own } = await signUpOwner(t, 'pw.owner@example.com');
    const wrong = await change({ currentPassword: 'Nope#12345', newPassword: 'Nueva#clave9' }, own);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    const weak = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'abcdefgh' }, own);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.map((d: { code: string }) => d.code)).toEqual(
      expect.arrayContaining(['validation.password.number', 'validation.password.special']),
    );
    const same = await change({ currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD }, own);
    expect(same.json().details[0]).toMatchObject({
      field: 'newPassword',
      code: 'validation.password.differentFromOld',
    });
    expect((await getWithToken(t.app, '/api/v1/business/account/me', own)).statusCode).toBe(200);
  });

  it('changes it, revokes every old session and answers a working new token', async () => {
    const email = 'pw2.owner@example.com';
    const { token: first } = await signUpOwner(t, email);
    const second = (await postForm(t.app, '/auth/login', { email, password: STRONG_PASSWORD })).json().data
      .token;
    const res = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'Nueva#clave9' }, first);
    expect(res.statusCode).toBe(200);
    for (const old of [first, second]) {
      expect((await getWithToken(t.app, '/api/v1/business/account/me', old)).statusCode).toBe(401);
    }
    expect((await getWithToken(t.app, '/api/v1/business/account/me', res.json().data.token)).statusCode).toBe(
      200,
    );
    expect((await postForm(t.app, '/auth/login', { email, password: 'Nueva#clave9' })).statusCode).toBe(200);
  });
});
