import { describe, expect, it } from 'vitest';
import { parseLookup } from './client-lookup';

describe('parseLookup', () => {
  it('reads text with an "@" as an e-mail, trimmed and lower-cased', () => {
    expect(parseLookup('  Maria.G@Example.COM ')).toEqual({
      ok: true,
      key: { email: 'maria.g@example.com' },
    });
  });

  it('reads anything else as a phone, in E.164', () => {
    expect(parseLookup('+58 (412) 555-0101')).toEqual({ ok: true, key: { phone: '+584125550101' } });
    expect(parseLookup('0412-555.01.01')).toEqual({ ok: true, key: { phone: '+584125550101' } });
  });

  it('answers validation.client.lookup for empty text, a bad e-mail, a short phone or a name', () => {
    for (const text of ['', '   ', 'maria@', '@example.com', '0412 555', 'María González', '0412-555-01ab']) {
      expect(parseLookup(text)).toEqual({ ok: false, error: 'validation.client.lookup' });
    }
  });
});
