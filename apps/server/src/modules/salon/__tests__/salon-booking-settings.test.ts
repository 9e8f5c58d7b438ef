import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.js';
import { multipart, sendMultipart, signUpOwner } from '../../../test/http.js';
import { createSalon, fieldCodes } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: { token: string };
let rival: { token: string };
type Salon = { _id: string; slug: string } & Record<string, unknown>;
let first: Salon;
let second: Salon;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'slug.owner@example.com');
  rival = await signUpOwner(t, 'slug.rival@example.com');
  await createCompany(t, owner.token);
  await createCompany(t, rival.token);
  first = (await createSalon(t, owner.token, { title: 'Peluquería Ñandú' })) as unknown as Salon;
  second = (await createSalon(t, rival.token, { title: 'Peluquería Ñandú' })) as unknown as Salon;
});
afterAll(() => t.close());

const put = (token: string, id: string, fields: Record<string, string>) =>
  sendMultipart(t.app, 'PUT', `/api/v1/business/salon/${id}`, multipart(fields), token);

describe('booking page slugs', () => {
  it('gives each new salon a readable, unique slug from its name', () => {
    expect(first.slug).toBe('peluqueria-nandu');
    expect(second.slug).toBe('peluqueria-nandu-2');
  });

  it('lets the owner change it, lowercased, and refuses one another salon uses', async () => {
    const changed = await put(owner.token, first._id, { slug: 'Bella-Vida' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.slug).toBe('bella-vida');

    const taken = await put(rival.token, second._id, { slug: 'bella-vida' });
    expect(taken.statusCode).toBe(400);
    expect(fieldCodes(taken.json())).toEqual({ slug: 'validation.salon.slugTaken' });
  });

  it('refuses a malformed slug with a field error and keeps the old one', async () => {
    for (const slug of ['ab', 'has space', '-dash-', 'a--b', 'x'.repeat(61), '<b>hi</b>']) {
      const res = await put(rival.token, second._id, { slug });
      expect(res.statusCode, slug).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ slug: 'validation.salon.slug' });
    }
    const again = await put(rival.token, second._id, { title: 'Peluquería Ñandú Dos' });
    expect(again.json().data.slug).toBe('peluqueria-nandu-2');
  });
});

describe('online booking and cancellation settings', () => {
  it('start at the defaults', () => {
    expect(first).toMatchObject({
      online_booking: 1,
      online_approval: 0,
      booking_window_days: 60,
      booking_notice_minutes: 120,
      cancel_notice_hours: 24,
      use_penalty: 0,
      cancels_allowed: 0,
      reminder_lead_hours: 24,
    });
  });

  it('are saved together', async () => {
    const res = await put(owner.token, first._id, {
      online_booking: 'false',
      online_approval: 'true',
      booking_window_days: '30',
      booking_notice_minutes: '0',
      use_penalty: 'true',
      cancel_notice_hours: '12',
      cancels_allowed: '3',
      reminder_lead_hours: 'off',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      online_booking: 0,
      online_approval: 1,
      booking_window_days: 30,
      booking_notice_minutes: 0,
      use_penalty: 1,
      cancel_notice_hours: 12,
      cancels_allowed: 3,
      reminder_lead_hours: null,
    });
  });

  it('refuses values out of range, changing nothing', async () => {
    const res = await put(owner.token, first._id, {
      booking_window_days: '0',
      booking_notice_minutes: '20000',
      cancel_notice_hours: '200',
      cancels_allowed: '-1',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldCodes(res.json())).sort()).toEqual([
      'booking_notice_minutes',
      'booking_window_days',
      'cancel_notice_hours',
      'cancels_allowed',
    ]);
  });

  it("never reaches another company's salon", async () => {
    const res = await put(rival.token, first._id, { online_booking: 'true' });
    expect(res.statusCode).toBe(404);
  });
});
