import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.js';
import { getWithToken, multipart, postForm, sendMultipart, signUpOwner } from '../../../test/http.js';
import {
  createSalon,
  fieldCodes,
  freelancerFields,
  postSalon,
  salonImages,
} from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { salonRepository } from '../salon.repository.js';
import { decideVerification } from '../salon-verification.service.js';

let t: TestApp;
let owner: { token: string };
let salon: { _id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'freelance.owner@example.com');
  await createCompany(t, owner.token);
});
afterAll(() => t.close());

const check = (query: string) =>
  getWithToken(t.app, `/api/v1/business/salon/${salon._id}/service-area/check?${query}`, owner.token);

describe('freelancer profile', () => {
  it('refuses a malformed service area with its field code', async () => {
    const res = await postSalon(
      t,
      owner.token,
      freelancerFields({
        service_area: JSON.stringify({
          mode: 'radius',
          base_location: [-66.85, 10.48],
          radius_km: 0,
          travel_fee: 5,
        }),
      }),
      await salonImages(),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({ 'service_area.radius_km': 'validation.serviceArea.radius' });
  });

  it('keeps the service area and tells whether an address is inside, with the travel fee', async () => {
    salon = await createSalon(t, owner.token, freelancerFields());
    const one = await getWithToken(t.app, `/api/v1/business/salon/one/${salon._id}`, owner.token);
    expect(one.json().data).toMatchObject({
      service_type: 'freelancer',
      service_area: { mode: 'radius', radius_km: 8, travel_fee: 5 },
    });
    // Altamira is ~4 km from Las Mercedes; La Guaira is ~20 km away.
    expect((await check('lng=-66.8466&lat=10.4961')).json()).toEqual({
      data: { inside: true, travel_fee: 5 },
    });
    expect((await check('lng=-66.93&lat=10.60')).json()).toEqual({ data: { inside: false, travel_fee: 0 } });
    const bad = await check('lng=500&lat=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('switches to an entire-city area by update', async () => {
    const res = await postForm(
      t.app,
      `/api/v1/business/salon/${salon._id}`,
      {
        service_area: JSON.stringify({
          mode: 'city',
          base_location: [-66.85, 10.48],
          city: 'Caracas',
          travel_fee: 3.5,
        }),
      },
      { token: owner.token, method: 'PUT' },
    );
    expect(res.statusCode).toBe(200);
    expect((await check('lng=0&lat=0&city=caracas')).json()).toEqual({
      data: { inside: true, travel_fee: 3.5 },
    });
    expect((await check('lng=0&lat=0&city=Valencia')).json().data.inside).toBe(false);
  });
});

describe('large areas and time zones', () => {
  it('accepts a drawn area of 450 points by multipart, and refuses an unknown time zone', async () => {
    const ring = Array.from({ length: 450 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 450;
      return [-66.85 + 0.05123456 * Math.cos(angle), 10.48 + 0.05123456 * Math.sin(angle)];
    });
    ring.push(ring[0]!);
    const area = { mode: 'polygon', base_location: [-66.85, 10.48], polygon: ring, travel_fee: 2 };
    const put = (fields: Record<string, string>) =>
      sendMultipart(t.app, 'PUT', `/api/v1/business/salon/${salon._id}`, multipart(fields), owner.token);
    const res = await put({ service_area: JSON.stringify(area) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.service_area.polygon).toHaveLength(451);
    expect((await check('lng=-66.85&lat=10.48')).json()).toEqual({ data: { inside: true, travel_fee: 2 } });
    const zone = await put({ time_zone: 'Mars/Olympus' });
    expect(fieldCodes(zone.json())).toEqual({ time_zone: 'validation.invalid' });
    const tooLong = await put({ description: 'x'.repeat(70 * 1024) });
    expect(fieldCodes(tooLong.json())).toEqual({ description: 'validation.invalid' });
  });
});

describe('verification (admin command core)', () => {
  it('approves: status approved, owner mailed in their language, logged', async () => {
    const result = await decideVerification(t.app.ctx, salon._id, 'approved');
    expect(result.mailedTo).toBe('freelance.owner@example.com');
    expect(result.salon.statusProcess).toBe('approved');
    const mail = await t.mail.lastTo('freelance.owner@example.com');
    expect(mail.subject).toBe('Verificación aprobada: Ana a domicilio');
    const one = await getWithToken(t.app, `/api/v1/business/salon/one/${salon._id}`, owner.token);
    expect(one.json().data.status_process).toBe('approved');
    const log = (await getWithToken(t.app, '/api/v1/business/event-log?area=salon', owner.token)).json().data;
    expect(log[0]).toMatchObject({
      action: 'status_change',
      details: { status_process: { from: 'requested', to: 'approved' } },
    });
  });

  it('rejects, and refuses an unknown salon', async () => {
    await decideVerification(t.app.ctx, salon._id, 'rejected');
    expect((await salonRepository.findAnyById(t.db, salon._id))?.statusProcess).toBe('rejected');
    expect((await t.mail.lastTo('freelance.owner@example.com')).subject).toContain('no aprobada');
    await expect(
      decideVerification(t.app.ctx, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'approved'),
    ).rejects.toMatchObject({
      code: 'SALON_NOT_FOUND',
    });
  });
});
