import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_LIMITS } from '@salon/core';
import type { Db } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { authRepository } from './auth.repository.js';

export interface LimitedKey {
  key: string;
  /** Attempts allowed in one window before the key answers 429. */
  limit: number;
}

/** Failures per account and per address within AUTH_LIMITS.attemptWindowMinutes (DECISIONS.md). */
export const perAccount = (scope: string, email: string): LimitedKey => ({
  key: `${scope}:email:${email}`,
  limit: AUTH_LIMITS.attemptsPerWindow,
});
// An address is shared by a whole salon's staff behind one router, so it gets more room than one account.
export const perAddress = (scope: string, ip: string): LimitedKey => ({
  key: `${scope}:ip:${ip}`,
  limit: AUTH_LIMITS.attemptsPerWindow * 5,
});

const windowCutoff = () => new Date(Date.now() - AUTH_LIMITS.attemptWindowMinutes * 60_000);

/**
 * Rate limiting for sign-in, codes and resets, kept in the database so that every server copy shares it.
 * Repeated failures also slow down: from the fourth failure on, each answer waits longer (capped at 3 s).
 */
export function createAttemptLimiter(db: Db, failureDelayMs: number) {
  return {
    async assertAllowed(keys: LimitedKey[]): Promise<void> {
      const cutoff = windowCutoff();
      for (const { key, limit } of keys) {
        if ((await authRepository.findAttemptCount(db, key, cutoff)) >= limit) {
          throw new AppError('TOO_MANY_ATTEMPTS');
        }
      }
    },

    /**
     * Counts an attempt (a failure, or any call for limits on volume) and applies the slowdown; a limit on
     * the volume of ordinary work (the client search) passes `slowDown: false` and only caps.
     */
    async record(keys: LimitedKey[], { slowDown = true }: { slowDown?: boolean } = {}): Promise<void> {
      const cutoff = windowCutoff();
      let highest = 0;
      for (const { key } of keys) {
        highest = Math.max(highest, await authRepository.incrementAttempt(db, key, cutoff));
      }
      if (slowDown && highest > 3 && failureDelayMs > 0) {
        await sleep(Math.min(3_000, failureDelayMs * 2 ** (highest - 4)));
      }
    },

    async clear(keys: LimitedKey[]): Promise<void> {
      for (const { key } of keys) await authRepository.deleteAttempt(db, key);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
