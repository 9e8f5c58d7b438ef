import { describe, expect, it } from 'vitest';
import {
  discountedCents,
  localDateAt,
  priceAt,
  priceOn,
  promotionStatusOn,
  type PricedService,
  type PromotionTerms,
} from './promotion-pricing.js';

const colour: PricedService = { id: 'colour', regularPriceCents: 4000, discountPriceCents: null };
const cut: PricedService = { id: 'cut', regularPriceCents: 2500, discountPriceCents: 2000 };
const nails: PricedService = { id: 'nails', regularPriceCents: 1500, discountPriceCents: null };

const percentOff = (start: string, end: string, percent = 20): PromotionTerms => ({
  id: 'p1',
  title: '20 % off colour and cuts',
  start,
  end,
  mode: 'discount',
  discount: { percent },
  lines: [
    { serviceId: 'colour', priceCents: null },
    { serviceId: 'cut', priceCents: null },
  ],
});
const manicureAt12: PromotionTerms = {
  id: 'p2',
  title: 'Manicure at $12 in December',
  start: '2026-12-01',
  end: '2026-12-31',
  mode: 'per_service',
  discount: null,
  lines: [{ serviceId: 'nails', priceCents: 1200 }],
};

describe('priceOn: promotion first, then discount price, then regular price', () => {
  const promotions = [percentOff('2026-11-23', '2026-11-29'), manicureAt12];

  it('gives a running promotion’s price and names it', () => {
    expect(priceOn(colour, promotions, '2026-11-25')).toEqual({
      priceCents: 3200,
      basePriceCents: 4000,
      regularPriceCents: 4000,
      promotion: { id: 'p1', title: '20 % off colour and cuts' },
    });
  });

  it('takes a percentage off the discount price when the service has one', () => {
    expect(priceOn(cut, promotions, '2026-11-25').priceCents).toBe(1600);
  });

  it('falls back to the discount price, else the regular price, outside the promotion or its services', () => {
    expect(priceOn(cut, promotions, '2026-11-30')).toMatchObject({ priceCents: 2000, promotion: null });
    expect(priceOn(colour, promotions, '2026-11-22')).toMatchObject({ priceCents: 4000, promotion: null });
    expect(priceOn(nails, promotions, '2026-11-25')).toMatchObject({ priceCents: 1500, promotion: null });
  });

  it('counts the first and the last day (end inclusive)', () => {
    expect(priceOn(colour, promotions, '2026-11-23').promotion?.id).toBe('p1');
    expect(priceOn(colour, promotions, '2026-11-29').promotion?.id).toBe('p1');
  });

  it('gives a per-service promotion’s own price', () => {
    expect(priceOn(nails, promotions, '2026-12-24')).toMatchObject({
      priceCents: 1200,
      basePriceCents: 1500,
      promotion: { id: 'p2' },
    });
  });

  it('keeps the lower price should two promotions ever cover one service on one day', () => {
    const deeper = { ...percentOff('2026-11-25', '2026-11-25', 50), id: 'p3', title: 'Half price' };
    expect(priceOn(colour, [percentOff('2026-11-23', '2026-11-29'), deeper], '2026-11-25')).toMatchObject({
      priceCents: 2000,
      promotion: { id: 'p3' },
    });
  });
});

describe('discountedCents', () => {
  it('rounds a percentage to the nearest cent, exactly', () => {
    expect(discountedCents(1999, { percent: 12.5 })).toBe(1749);
    expect(discountedCents(1000, { percent: 33.33 })).toBe(667);
    expect(discountedCents(4000, { percent: 100 })).toBe(0);
  });

  it('takes dollars off, never below zero', () => {
    expect(discountedCents(2000, { cents: 550 })).toBe(1450);
    expect(discountedCents(500, { cents: 900 })).toBe(0);
  });
});

describe('priceAt: the local day of the salon’s time zone decides', () => {
  const endsNov30 = percentOff('2026-11-24', '2026-11-30');
  const startsDec1 = { ...percentOff('2026-12-01', '2026-12-07'), id: 'dec' };

  it('changes at local midnight in Caracas (UTC−4), not at UTC midnight', () => {
    const lastSecond = new Date('2026-12-01T03:59:59Z');
    const midnight = new Date('2026-12-01T04:00:00Z');
    expect(priceAt(colour, [endsNov30, startsDec1], lastSecond, 'America/Caracas').promotion?.id).toBe('p1');
    expect(priceAt(colour, [endsNov30, startsDec1], midnight, 'America/Caracas').promotion?.id).toBe('dec');
    // 01:00 UTC on 1 December is still 30 November in Caracas.
    expect(priceAt(colour, [endsNov30], new Date('2026-12-01T01:00:00Z'), 'America/Caracas').priceCents).toBe(
      3200,
    );
  });

  it('reads one instant as different days in different zones', () => {
    const instant = new Date('2026-12-01T02:00:00Z');
    expect(localDateAt(instant, 'America/Caracas')).toBe('2026-11-30');
    expect(localDateAt(instant, 'Europe/Madrid')).toBe('2026-12-01');
    expect(priceAt(colour, [endsNov30], instant, 'Europe/Madrid').promotion).toBeNull();
  });

  it('follows a daylight-saving change at midnight (Santiago springs from 00:00 to 01:00)', () => {
    // 2026-09-06 begins at 01:00 local (UTC−3); the last second of 5 September is 03:59:59 UTC (UTC−4).
    const saturday = percentOff('2026-09-05', '2026-09-05');
    const sunday = { ...percentOff('2026-09-06', '2026-09-06'), id: 'sun' };
    expect(localDateAt(new Date('2026-09-06T03:59:59Z'), 'America/Santiago')).toBe('2026-09-05');
    expect(localDateAt(new Date('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe('2026-09-06');
    const at = (iso: string) => priceAt(colour, [saturday, sunday], new Date(iso), 'America/Santiago');
    expect(at('2026-09-06T03:59:59Z').promotion?.id).toBe('p1');
    expect(at('2026-09-06T04:00:00Z').promotion?.id).toBe('sun');
  });

  it('keeps the whole 25-hour day of a fall-back change (New York, 1 November 2026)', () => {
    const onlyNov1 = percentOff('2026-11-01', '2026-11-01');
    // 00:00 EDT is 04:00 UTC; 23:59:59 EST is 04:59:59 UTC the next day.
    expect(priceAt(colour, [onlyNov1], new Date('2026-11-01T04:00:00Z'), 'America/New_York').priceCents).toBe(
      3200,
    );
    expect(priceAt(colour, [onlyNov1], new Date('2026-11-02T04:59:59Z'), 'America/New_York').priceCents).toBe(
      3200,
    );
    expect(priceAt(colour, [onlyNov1], new Date('2026-11-02T05:00:00Z'), 'America/New_York').priceCents).toBe(
      4000,
    );
  });

  it('follows Havana’s midnight spring-forward (8 March 2026 starts at 01:00 CDT)', () => {
    const march8 = percentOff('2026-03-08', '2026-03-08');
    expect(
      priceAt(colour, [march8], new Date('2026-03-08T04:59:59Z'), 'America/Havana').promotion,
    ).toBeNull();
    expect(priceAt(colour, [march8], new Date('2026-03-08T05:00:00Z'), 'America/Havana').promotion?.id).toBe(
      'p1',
    );
  });
});

describe('promotionStatusOn', () => {
  it('is scheduled before its start, active through its end day, ended after', () => {
    const run = { start: '2026-12-01', end: '2026-12-31' };
    expect(promotionStatusOn(run, '2026-11-30')).toBe('scheduled');
    expect(promotionStatusOn(run, '2026-12-01')).toBe('active');
    expect(promotionStatusOn(run, '2026-12-31')).toBe('active');
    expect(promotionStatusOn(run, '2027-01-01')).toBe('ended');
  });
});
