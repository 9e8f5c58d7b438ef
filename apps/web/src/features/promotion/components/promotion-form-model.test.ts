import { describe, expect, it } from 'vitest';
import {
  checkPromotionForm,
  emptyPromotionForm,
  linePriceCents,
  type PromotionFormValues,
} from './promotion-form-model';

const CUT = '0190a000-0000-7000-8000-0000000000f1';
const COLOR = '0190a000-0000-7000-8000-0000000000f2';
const originals = new Map([
  [CUT, 2000],
  [COLOR, 4550],
]);
const form = (overrides: Partial<PromotionFormValues>): PromotionFormValues => ({
  ...emptyPromotionForm('2030-01-07'),
  title: 'Semana del color',
  end: '2030-01-13',
  ...overrides,
});

describe('promotion form rules', () => {
  it('reports every missing field in one round, the services too', () => {
    const checked = checkPromotionForm(form({ title: ' ', end: '' }), originals);
    expect(checked.errors).toEqual({
      title: 'validation.promotion.titleRequired',
      end: 'validation.promotion.endRequired',
      services: 'validation.promotion.servicesRequired',
      discount: 'validation.promotion.discount',
    });
  });

  it('keeps a dollar discount below the cheapest chosen service and a percentage at most 100', () => {
    const services = [
      { service: CUT, price: '' },
      { service: COLOR, price: '' },
    ];
    expect(
      checkPromotionForm(form({ services, discount: '20', is_dollars: true }), originals).errors,
    ).toEqual({
      discount: 'validation.promotion.discountBelowCheapest',
    });
    expect(checkPromotionForm(form({ services, discount: '120' }), originals).errors).toEqual({
      discount: 'validation.promotion.percentMax',
    });
    const ok = checkPromotionForm(form({ services, discount: '12.5' }), originals);
    expect(ok.fields).toMatchObject({ mode: 'discount', discount: 12.5, is_dollars: false });
    expect(ok.fields?.lines.map((line) => line.service)).toEqual([CUT, COLOR]);
  });

  it('wants each per-service price above 0 and below its original, under that line', () => {
    const checked = checkPromotionForm(
      form({
        mode: 'per_service',
        discount: 'left over',
        services: [
          { service: CUT, price: '' },
          { service: COLOR, price: '45.50' },
        ],
      }),
      originals,
    );
    expect(checked.errors).toEqual({
      'services.0.price': 'validation.promotion.linePrice',
      'services.1.price': 'validation.promotion.priceBelowOriginal',
    });
  });

  it('prices each line live: a percentage rounds to the cent, dollars never go below 0', () => {
    const line = { service: CUT, price: '' };
    expect(linePriceCents({ mode: 'discount', discount: '12.5', is_dollars: false }, line, 1999)).toBe(1749);
    expect(linePriceCents({ mode: 'discount', discount: '5', is_dollars: true }, line, 2000)).toBe(1500);
    expect(linePriceCents({ mode: 'discount', discount: '', is_dollars: true }, line, 2000)).toBeNull();
    expect(
      linePriceCents(
        { mode: 'per_service', discount: '', is_dollars: false },
        { ...line, price: '12.3' },
        2000,
      ),
    ).toBe(1230);
  });
});
