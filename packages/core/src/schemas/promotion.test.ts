import { describe, expect, it } from 'vitest';
import { createPromotionBodySchema, promotionFieldsSchema, promotionPriceIssues } from './promotion.js';

const SERVICE_A = '0193a000-0000-7000-8000-00000000000a';
const SERVICE_B = '0193a000-0000-7000-8000-00000000000b';
const SALON = '0193a000-0000-7000-8000-0000000000ff';

const byDiscount = (overrides: Record<string, unknown> = {}) => ({
  title: 'Semana del color',
  start: '2026-11-23',
  end: '2026-11-29',
  mode: 'discount',
  services: [SERVICE_A, SERVICE_B],
  discount: 20,
  is_dollars: false,
  ...overrides,
});
const perService = (overrides: Record<string, unknown> = {}) => ({
  title: 'Manicure a $12',
  start: '2026-12-01',
  end: '2026-12-31',
  mode: 'per_service',
  services: [{ service: SERVICE_A, original_price: 15, price: 12 }],
  ...overrides,
});

const messages = (value: unknown) => {
  const result = promotionFieldsSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('promotionFieldsSchema', () => {
  it('reads a discount promotion as lines without prices', () => {
    expect(promotionFieldsSchema.parse(byDiscount())).toEqual({
      title: 'Semana del color',
      start: '2026-11-23',
      end: '2026-11-29',
      mode: 'discount',
      discount: 20,
      is_dollars: false,
      lines: [
        { service: SERVICE_A, price: null },
        { service: SERVICE_B, price: null },
      ],
    });
  });

  it('reads a per-service promotion, form-encoded (services JSON inside the field)', () => {
    const parsed = createPromotionBodySchema.parse({
      ...perService({ services: JSON.stringify(perService().services) }),
      salon_id: SALON,
      discount: '',
    });
    expect(parsed).toMatchObject({
      salon_id: SALON,
      mode: 'per_service',
      discount: null,
      is_dollars: false,
      lines: [{ service: SERVICE_A, price: 12 }],
    });
  });

  it('refuses what the validation rules refuse, each under its field', () => {
    expect(messages(byDiscount({ title: '  ' }))).toEqual(['title:validation.promotion.titleRequired']);
    expect(messages(byDiscount({ start: '' }))).toEqual(['start:validation.promotion.startRequired']);
    expect(messages(byDiscount({ end: '2026-11-22' }))).toEqual(['end:validation.promotion.endBeforeStart']);
    expect(messages(byDiscount({ services: [] }))).toEqual([
      'services:validation.promotion.servicesRequired',
    ]);
    expect(messages(byDiscount({ discount: 0 }))).toEqual(['discount:validation.promotion.discount']);
    expect(messages(byDiscount({ discount: null }))).toEqual(['discount:validation.promotion.discount']);
    expect(messages(byDiscount({ discount: 101 }))).toEqual(['discount:validation.promotion.percentMax']);
    expect(messages(byDiscount({ discount: 150, is_dollars: true }))).toEqual([]);
    expect(messages(byDiscount({ services: [SERVICE_A, SERVICE_A] }))).toEqual([
      'services.1:validation.promotion.duplicateService',
    ]);
    expect(messages(perService({ services: [{ service: '', price: 12 }] }))).toEqual([
      'services.0.service:validation.promotion.lineService',
    ]);
    expect(messages(perService({ services: [{ service: SERVICE_A, price: 0 }] }))).toEqual([
      'services.0.price:validation.promotion.linePrice',
    ]);
    expect(messages(byDiscount({ mode: 'free' }))).toEqual(['mode:validation.promotion.mode']);
  });
});

describe('promotionPriceIssues', () => {
  const originals = new Map([
    [SERVICE_A, 1500],
    [SERVICE_B, 4000],
  ]);
  const lines = [
    { service: SERVICE_A, price: null },
    { service: SERVICE_B, price: null },
  ];

  it('keeps a dollar discount below the cheapest chosen service', () => {
    const discount = (value: number) =>
      promotionPriceIssues({ mode: 'discount', is_dollars: true, discount: value, lines }, originals);
    expect(discount(14.99)).toEqual([]);
    expect(discount(15)).toEqual([
      { field: 'discount', message: 'validation.promotion.discountBelowCheapest' },
    ]);
    // A percentage is judged by the schema alone.
    expect(
      promotionPriceIssues({ mode: 'discount', is_dollars: false, discount: 100, lines }, originals),
    ).toEqual([]);
  });

  it('keeps each promotional price below its original', () => {
    const issues = promotionPriceIssues(
      {
        mode: 'per_service',
        is_dollars: false,
        discount: null,
        lines: [
          { service: SERVICE_A, price: 12 },
          { service: SERVICE_B, price: 40 },
        ],
      },
      originals,
    );
    expect(issues).toEqual([
      { field: 'services.1.price', message: 'validation.promotion.priceBelowOriginal' },
    ]);
  });
});
