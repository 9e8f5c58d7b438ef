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
