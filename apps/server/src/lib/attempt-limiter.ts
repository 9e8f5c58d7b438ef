import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_LIMITS } from '@salon/core';
import type { Db } from './db.js';
import { AppError } from './errors.js';
import { attemptRepository, type AttemptCount } from './attempt.repository.js';

export interface LimitedKey {
  key: string;
  /**
   * Attempts one window holds before the key answers 429; each is reserved before it is evaluated. Without a
   * limit the key refuses nothing: it counts failures only, and they only slow the answers down.
   */
  limit?: number;
  /**
   * What a success does with its reservation: give it back (default), keep it (a limit on volume, whose count
   * then says nothing about failures and does not slow anyone down), or clear the key.
   */
  onSuccess?: 'return' | 'keep' | 'clear';
}

/** Failures per (e-mail, address) pair in a window: what blocks a sign-in. */
const PER_PAIR = AUTH_LIMITS.attemptsPerWindow;
// An address is shared by a whole salon's staff behind one router, so it gets more room than one pair.
const PER_ADDRESS = AUTH_LIMITS.attemptsPerWindow * 5;

/** The keys of one e-mail's pairs share this prefix, so a password reset clears them in one statement. */
export const pairPrefix = (scope: string, email: string) => `${scope}:pair:${email}|`;
export const accountKey = (scope: string, email: string) => `${scope}:acct:${email}`;
export const pairKey = (scope: string, email: string, ip: string) =>
  `${pairPrefix(scope, email)}${ip.toLowerCase()}`;

/**
 * Keys of a check that a stranger could otherwise aim at someone (a password, a code): failures block per
 * (e-mail, address) pair and per address only. The e-mail's own count only slows, so wrong passwords from
 * elsewhere never refuse the right one from an address that has not failed (docs/decisions.md).
 */
export const signInKeys = (scope: string, email: string, ip: string) => ({
  pair: { key: pairKey(scope, email, ip), limit: PER_PAIR, onSuccess: 'clear' } satisfies LimitedKey,
  address: { key: `${scope}:ip:${ip}`, limit: PER_ADDRESS, onSuccess: 'return' } satisfies LimitedKey,
  account: { key: accountKey(scope, email) } satisfies LimitedKey,
});

/** Volume limit of one address (sign-up codes, account checks). */
export const perAddress = (scope: string, ip: string): LimitedKey => ({
  key: `${scope}:ip:${ip}`,
  limit: PER_ADDRESS,
});

export interface Attempt {
  /**
   * The attempt was evaluated and failed: its reservations stay, keys without a limit count it, and the
   * answer waits longer from the fourth failure on (by the highest count). Answers each key's count.
   */
  failed(options?: { slowDown?: boolean }): Promise<Record<string, number>>;
  /** The attempt succeeded: reservations are given back, kept or cleared as each key says. */
  succeeded(): Promise<void>;
}

const WINDOW_MINUTES = AUTH_LIMITS.attemptWindowMinutes;

/**
 * Rate limiting for sign-in, codes, resets and public writes, kept in the database so that every server copy
 * shares it. An attempt is reserved before it is evaluated, in one statement per key (see
 * `attemptRepository.reserveAttempt`): N concurrent tries never evaluate more than the limit.
 */
export function createAttemptLimiter(db: Db, failureDelayMs: number) {
  let prunedAt = 0;
  // Keys live one window; nothing else removes them, so each process sweeps the expired ones once a window.
  const pruneNow = async () => {
    if (Date.now() - prunedAt < WINDOW_MINUTES * 60_000) return;
    prunedAt = Date.now();
    await attemptRepository.deleteExpiredAttempts(db, WINDOW_MINUTES);
  };

  const giveBack = async (taken: [LimitedKey, AttemptCount][]) => {
    for (const [{ key }, { windowStart }] of taken)
      await attemptRepository.returnAttempt(db, key, windowStart);
  };

  /** Reserves one attempt on every limited key, or none (answering null) when one of them is at its limit. */
  async function tryReserve(keys: LimitedKey[]): Promise<Attempt | null> {
    await pruneNow();
    const taken: [LimitedKey, AttemptCount][] = [];
    for (const limited of keys) {
      if (limited.limit === undefined) continue;
      const reserved = await attemptRepository.reserveAttempt(db, limited.key, limited.limit, WINDOW_MINUTES);
      if (!reserved) {
        await giveBack(taken);
        return null;
      }
      taken.push([limited, reserved]);
    }
    return {
      async failed({ slowDown = true } = {}) {
        const counts: Record<string, number> = {};
        let highest = 0;
        for (const [{ key, onSuccess }, { count }] of taken) {
          counts[key] = count;
          if (onSuccess !== 'keep') highest = Math.max(highest, count);
        }
        for (const { key, limit } of keys) {
          if (limit !== undefined) continue;
          counts[key] = (await attemptRepository.reserveAttempt(db, key, undefined, WINDOW_MINUTES))!.count;
          highest = Math.max(highest, counts[key]);
        }
        if (slowDown && highest > 3 && failureDelayMs > 0) {
          await sleep(Math.min(3_000, failureDelayMs * 2 ** (highest - 4)));
        }
        return counts;
      },
      async succeeded() {
        await giveBack(taken.filter(([{ onSuccess = 'return' }]) => onSuccess === 'return'));
        for (const [{ key, onSuccess }] of taken) {
          if (onSuccess === 'clear') await attemptRepository.deleteAttempt(db, key);
        }
      },
    };
  }

  return {
    tryReserve,

    /** Reserves an attempt on every limited key, or answers 429 TOO_MANY_ATTEMPTS taking none. */
    async reserve(keys: LimitedKey[]): Promise<Attempt> {
      const attempt = await tryReserve(keys);
      if (!attempt) throw new AppError('TOO_MANY_ATTEMPTS');
      return attempt;
    },

    /** A limit on volume (every call counts, success or not): takes one on each key, or answers 429. */
    async take(keys: LimitedKey[]): Promise<void> {
      if (!(await tryReserve(keys))) throw new AppError('TOO_MANY_ATTEMPTS');
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
