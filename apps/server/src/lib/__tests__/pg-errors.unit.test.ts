import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../pg-errors.js';

/** A PostgreSQL report as node-postgres builds it (code and severity fields), under Drizzle's query error. */
function reported(code: string, severity: string, message = 'reported') {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  error.severity = severity;
  return new DrizzleQueryError('select 1', [], error);
}

function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P03 cannot connect now', reported('57P03', 'FATAL')],
    ['53300 too many clients', reported('53300', 'FATAL')],
    ['28P01 password authentication failed', reported('28P01', 'FATAL')],
    ['28000 role not permitted to log in', reported('28000', 'FATAL')],
    ['55000 database not accepting connections, refused at start', reported('55000', 'FATAL')],
    ['ECONNREFUSED under a query', new DrizzleQueryError('select 1', [], socketError('ECONNREFUSED'))],
  ])('%s: unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', reported('23505', 'ERROR')],
    ['55000 raised by a query (not at connect)', reported('55000', 'ERROR')],
    ['ECONNREFUSED from another service (mail, PayPal)', socketError('ECONNREFUSED')],
  ])('%s: a defect or someone else’s, not the database’s absence', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
