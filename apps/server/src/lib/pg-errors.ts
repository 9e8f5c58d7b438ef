import { DrizzleQueryError } from 'drizzle-orm';

/** PostgreSQL error codes surface on the error or, through Drizzle, on its `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === '23P01';
/** Concurrent inserts that conflict on an exclusion constraint may end in a deadlock instead (40P01). */
export const isDeadlock = (error: unknown) => pgErrorCode(error) === '40P01';

/** The name of the violated constraint, when PostgreSQL reports one. */
export function pgErrorConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const DEADLOCK_RETRIES = 5;

/**
 * Runs a write that an exclusion constraint guards (no double booking, no two promotions on one service and
 * day). PostgreSQL may break a tie between concurrent conflicting writers with a deadlock error rather than
 * the violation: the write is then tried again, and the retry meets the real answer. A violation becomes
 * `onViolation`'s error, built once the failed transaction is gone (so it may read what is in the way).
 */
export async function withExclusionGuard<T>(
  work: () => Promise<T>,
  onViolation: () => Promise<Error>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (isDeadlock(error) && attempt < DEADLOCK_RETRIES) continue;
      if (isExclusionViolation(error)) throw await onViolation();
      throw error;
    }
  }
}

/**
 * PostgreSQL's codes for "this connection, or the server, is gone": connection exceptions (class 08), the
 * server shutting down or not yet up (57P01–57P03), too many connections, sessions ended by a timeout, and a
 * login refused (class 28: a wrong password, a role that may not log in, no pg_hba.conf entry).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300|25P03|57P05|28...)$/;
/**
 * A FATAL (or PANIC) report ends the session: PostgreSQL refused the connection at start (whatever the code,
 * e.g. 55000 for a database closed with ALLOW_CONNECTIONS false) or ended it. A query's own faults are ERROR.
 */
const SESSION_ENDING_SEVERITIES = new Set(['FATAL', 'PANIC']);
/** The same seen from the socket: counted only under a database error (SMTP and PayPal meet them too). */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection it lost or never got. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Query read timeout)/;

/** Thrown when no connection could be had at all; its cause says why. */
export class DatabaseConnectError extends Error {
  override name = 'DatabaseConnectError';
}
/** Errors that come from the database layer: below them, a socket's errno is the database's. */
const fromDatabaseLayer = (error: object) =>
  error instanceof DrizzleQueryError || error instanceof DatabaseConnectError;

/**
 * Whether an error means the database could not be reached, rather than a query's own fault: such a request
 * answers 503 DATABASE_UNAVAILABLE (the client retries), never 500. Looks through Drizzle's `cause` and
 * Node's AggregateError (one connect error per address of `localhost`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: Array<{ error: unknown; underDatabase: boolean }> = [{ error, underDatabase: false }];
  for (let looked = 0; pending.length > 0 && looked < 16; looked++) {
    const { error: current, underDatabase: above } = pending.pop()!;
    if (!current || typeof current !== 'object') continue;
    const { code, message, cause, errors, severity } = current as Record<string, unknown>;
    const underDatabase = above || fromDatabaseLayer(current);
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATES.test(code)) return true;
    if (typeof severity === 'string' && SESSION_ENDING_SEVERITIES.has(severity)) return true;
    if (typeof code === 'string' && underDatabase && UNAVAILABLE_ERRNOS.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof DatabaseConnectError) return true;
    pending.push({ error: cause, underDatabase });
    if (Array.isArray(errors))
      pending.push(...errors.map((inner: unknown) => ({ error: inner, underDatabase })));
  }
  return false;
}
