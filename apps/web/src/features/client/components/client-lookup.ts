import { emailSchema, phoneSchema } from '@salon/core';
import type { ClientLookupKey } from '../api/search-client';

export type ParsedLookup = { ok: true; key: ClientLookupKey } | { ok: false; error: string };

/**
 * What the single "E-mail or phone" field holds: an "@" makes it an e-mail, anything else a phone. Each is
 * checked by the shared schema; either failing reads as one message, since the field asks for either.
 */
export function parseLookup(text: string): ParsedLookup {
  const value = text.trim();
  const invalid: ParsedLookup = { ok: false, error: 'validation.client.lookup' };
  if (!value) return invalid;
  if (value.includes('@')) {
    const email = emailSchema.safeParse(value);
    return email.success ? { ok: true, key: { email: email.data } } : invalid;
  }
  const phone = phoneSchema.safeParse(value);
  return phone.success ? { ok: true, key: { phone: phone.data } } : invalid;
}
