import { describe, expect, it } from 'vitest';
import { displayPhone, nationalVenezuelanPhone, toE164 } from './phone.js';

describe('displayPhone', () => {
  it('writes a Venezuelan number as people here do, and any other as kept', () => {
    expect(displayPhone('+584141234567')).toBe('0414-123.45.67');
    expect(displayPhone('+582125550101')).toBe('0212-555.01.01');
    expect(displayPhone('+573012345678')).toBe('+573012345678');
    expect(displayPhone('0414 555 12')).toBe('0414 555 12');
  });
});

describe('nationalVenezuelanPhone', () => {
  it('writes a Venezuelan number with its trunk 0, any other as kept', () => {
    expect(nationalVenezuelanPhone('+584145551234')).toBe('04145551234');
    expect(nationalVenezuelanPhone('+13055550199')).toBe('+13055550199');
  });
});

describe('toE164', () => {
  it('reads a Venezuelan mobile however it is typed', () => {
    for (const typed of [
      '0414-123.45.67',
      '0414 1234567',
      '04141234567',
      '414 1234567',
      '+58 414 1234567',
      '+58 (414) 123-4567',
      '58 414 1234567',
    ]) {
      expect(toE164(typed), typed).toBe('+584141234567');
    }
  });

  it('reads a Caracas landline and numbers of other countries given with their code', () => {
    expect(toE164('(0212) 555-0101')).toBe('+582125550101');
    expect(toE164('+57 301 234 5678')).toBe('+573012345678');
    expect(toE164('+1 305 555 0199')).toBe('+13055550199');
    expect(toE164('+34 612 34 56 78')).toBe('+34612345678');
  });

  it('refuses what is not a number anywhere', () => {
    for (const typed of [
      '',
      '0414 123',
      '555-0101',
      '+58 999 1234567',
      '0414abc1234567',
      'llámame',
      '+999 123',
    ]) {
      expect(toE164(typed), typed).toBeNull();
    }
  });
});
