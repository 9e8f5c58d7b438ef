import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (language: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/api/v1/business/category/all`,
    headers: { 'accept-language': language },
  });

describe('GET /category/all', () => {
  it('lists the seeded categories with the name in the request language', async () => {
    const es = await list('es-ve');
    expect(es.statusCode).toBe(200);
    const { data } = es.json();
    expect(data).toHaveLength(12);
    expect(data[0]).toEqual({
      _id: '0193a000-0000-7000-8000-000000000001',
      slug: 'hair-salon',
      name: 'Peluquería',
      name_es: 'Peluquería',
      name_en: 'Hair salon',
    });
    expect(data.map((c: { slug: string }) => c.slug)).toContain('brows-lashes');
    const en = (await list('en-ve')).json().data;
    expect(en[1]).toMatchObject({ slug: 'barbershop', name: 'Barbershop' });
    expect(en.at(-1)).toMatchObject({ slug: 'other', name: 'Other' });
  });
});
