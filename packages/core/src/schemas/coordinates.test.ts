import { describe, expect, it } from 'vitest';
import { coordinatesSchema, serviceAreaCheckQuerySchema, visitAddressSchema } from '../index.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const KEY = 'validation.address.coordinates';

/** Every out-of-range or missing point reads as the one translated "Pick a valid point" text, never zod's. */
describe('map points', () => {
  it('refuses a visit point outside the globe with the translated key', () => {
    for (const coordinates of [
      [200, 10],
      [-181, 10],
      [-66.9, 91],
      [-66.9, -90.5],
      ['x', 10],
    ]) {
      const result = visitAddressSchema.safeParse({ address: 'Calle 1', coordinates });
      expect(messages(result), JSON.stringify(coordinates)).toEqual([KEY]);
    }
    expect(visitAddressSchema.parse({ address: 'Calle 1', coordinates: [-66.9, 10.5] }).city).toBe('');
  });

  it('refuses a service-area check or a company point out of range the same way', () => {
    expect(messages(serviceAreaCheckQuerySchema.safeParse({ lng: '-181', lat: '10' }))).toEqual([KEY]);
    expect(messages(serviceAreaCheckQuerySchema.safeParse({ lng: 'abc', lat: '10' }))).toEqual([KEY]);
    expect(messages(serviceAreaCheckQuerySchema.safeParse({ lng: '-66', lat: '-95' }))).toEqual([KEY]);
    expect(messages(coordinatesSchema.safeParse([-200, 10]))).toEqual([KEY]);
    expect(messages(coordinatesSchema.safeParse([-66, -91]))).toEqual([KEY]);
  });
});
