import { defaultScheduleDays } from '@salon/core';
import { entityOfField, mainBranch, typeOf, type IdSet, type JsonSchema } from './openapi-walker.js';

/**
 * Plausible valid values from a JSON schema, for the security suite's requests: the base each malformed request
 * changes in one place, and the bodies the tenancy walk sends with another company's ids.
 */
/** Whole values where a field's rule spans its items (seven distinct days, a point in Venezuela). */
const FUTURE_DATE = '2030-01-08';

const VALUE_HINTS: Record<string, () => unknown> = {
  days: () => defaultScheduleDays(),
  schedule: () => defaultScheduleDays(),
  coordinates: () => [-66.8573, 10.4806],
  base_location: () => [-66.8573, 10.4806],
};
const NUMBER_HINTS: Record<string, number> = {
  regular_price: 25,
  price: 25,
  duration: 45,
  discount: 1,
  // Buffers and the processing gap: none (their rules span fields: a gap must fit inside the duration).
  buffer_before: 0,
  buffer_after: 0,
  processing_start: 0,
  processing_minutes: 0,
};

/** Fields a call takes one of (a client by id or a new one; which rows to count): the first is sent. */
const ONE_OF: string[][] = [
  ['client_id', 'client'],
  ['client_id', 'employee_id', 'service_id'],
  // A series ends on a date or after a number of times, not both.
  ['until', 'count'],
];
const excludedBy = (key: string, present: Set<string>) =>
  ONE_OF.some(
    (group) => group.includes(key) && group.slice(0, group.indexOf(key)).some((k) => present.has(k)),
  );
const STRING_CANDIDATES = [
  '10:00',
  FUTURE_DATE,
  '2030-01',
  '+58 412 555 0101',
  'J-12345678-9',
  'V-12.345.678',
  '123456',
  'ana@example.com',
  'https://example.com',
  'Texto de prueba',
  'abc',
];

const LATER = /^(to|end|until|end_hour|end_break_hour)$/;

function validString(s: JsonSchema, name: string): string {
  if (s.format === 'date-time')
    return LATER.test(name) ? '2030-01-14T15:00:00.000Z' : `${FUTURE_DATE}T14:00:00.000Z`;
  if (s.format === 'date') return FUTURE_DATE;
  if (s.format === 'email' || /email/i.test(name)) return 'ana@example.com';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com';
  const byName: Record<string, string> = {
    month: '2030-01',
    rif: 'J-12345678-9',
    from: FUTURE_DATE,
    to: '2030-01-14',
    start: FUTURE_DATE,
    end: '2030-01-14',
    start_hour: '09:00',
    end_hour: '18:00',
    start_break_hour: '13:00',
    end_break_hour: '14:00',
    at: `${FUTURE_DATE}T14:00:00.000Z`,
    code: '123456',
    instagram: 'estudio.prueba',
    tiktok: 'estudio.prueba',
    payer_id: 'V-12.345.678',
    bank_code: '0102',
    account_number: '0134 0000 0000 0000 0001',
    pay_id: '123456789',
    status: 'reserved',
    password: 'Secreto#2026',
  };
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Infinity;
  const fits = (value: string) =>
    value.length >= min && value.length <= max && (!s.pattern || new RegExp(s.pattern, 'u').test(value));
  const named = byName[name] ?? (/phone/i.test(name) ? '+58 412 555 0101' : undefined);
  if (named !== undefined && fits(named)) return named;
  const candidate = STRING_CANDIDATES.find(fits);
  if (candidate !== undefined) return candidate;
  return 'Texto de prueba suficientemente largo '.repeat(20).slice(0, Math.max(min, Math.min(max, 20)));
}

/**
 * A plausible valid value for `schema`: ids from `ids` by field name (a fresh id for an unknown one), every
 * property filled. Not always accepted (cross-field rules), which the
 * tests allow for; what matters is that each field has the right shape to be mutated one at a time.
 */
export { excludedBy };

export function validValue(schema: JsonSchema, name: string, ids: IdSet, ghostId: string): unknown {
  const s = mainBranch(schema);
  const hint = VALUE_HINTS[name];
  const weekly = !/^(days|schedule)$/.test(name) || mainBranch(s.items ?? {}).properties?.day_name;
  if (hint && weekly && (typeOf(s) === 'array' || typeOf(s) === 'unknown')) return hint();
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== '' && v !== null) ?? s.enum[0];
  const type = typeOf(s);
  const entity = entityOfField(name);
  switch (type) {
    case 'string':
      if (s.format === 'uuid' || (entity && /uuid|\[0-9a-fA-F\]\{8\}/.test(s.pattern ?? 'uuid'))) {
        return (entity && ids[entity]) ?? ghostId;
      }
      return validString(s, name);
    case 'integer':
    case 'number': {
      const min =
        typeof s.minimum === 'number'
          ? s.minimum
          : typeof s.exclusiveMinimum === 'number'
            ? s.exclusiveMinimum + 1
            : 1;
      const hint = NUMBER_HINTS[name];
      // A hint stands unless the schema's own bounds say otherwise (a form number shows none: 0 is fine).
      if (hint !== undefined) return Math.min(Math.max(s.minimum ?? hint, hint), s.maximum ?? Infinity);
      return Math.min(Math.max(min, 1), s.maximum ?? Infinity);
    }
    case 'boolean':
      return name !== 'hidden';
    case 'array': {
      const count = Math.max(s.minItems ?? 0, entity ? 1 : 0);
      return Array.from({ length: count }, () => validValue(s.items ?? {}, name, ids, ghostId));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const present = new Set(Object.keys(s.properties ?? {}));
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (!excludedBy(key, present)) out[key] = validValue(child, key, ids, ghostId);
      }
      return out;
    }
    default:
      return entity ? (ids[entity] ?? ghostId) : 'x';
  }
}
