import { STORAGE_KEYS } from '@salon/core';
import { storage } from '../storage';
import type { SessionAccount, SessionSalon, SessionState, SessionSubscription } from './session-types';

/**
 * The last signed-in session as the device saw it, so a returning user's screens paint at once from it while
 * GET account/me and the company's salons confirm it (docs/decisions.md "Session snapshot"). It holds nothing
 * the stored token does not already open, is written only for the user the token belongs to, and is dropped
 * with the token (sign-out, a 401).
 */
export interface SessionSnapshot {
  account: SessionAccount;
  salons: SessionSalon[];
  subscription: SessionSubscription | null;
}

const VERSION = 1;

interface StoredSnapshot extends SessionSnapshot {
  version: number;
  userId: string;
}

export const saveSessionSnapshot = (state: SessionState): void => {
  if (!state.isAuthenticated || !state.account || state.isPasswordTemp) return;
  const stored: StoredSnapshot = {
    version: VERSION,
    userId: state.account.user._id,
    account: state.account,
    salons: state.salons,
    subscription: state.subscription,
  };
  storage.set(STORAGE_KEYS.sessionSnapshot, JSON.stringify(stored));
};

/** The snapshot of the user the stored token belongs to, or null (none, another user, an older shape). */
export const readSessionSnapshot = (): SessionSnapshot | null => {
  const text = storage.get(STORAGE_KEYS.sessionSnapshot);
  const userId = storage.get(STORAGE_KEYS.usersId);
  if (!text || !userId || !storage.get(STORAGE_KEYS.accessToken)) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredSnapshot>;
    if (stored.version !== VERSION || stored.userId !== userId) return null;
    if (!stored.account?.user || !Array.isArray(stored.salons)) return null;
    return { account: stored.account, salons: stored.salons, subscription: stored.subscription ?? null };
  } catch {
    return null;
  }
};

/** Drops the snapshot and what the welcome painted from it (apps/web/boot/first-paint.js). */
export const clearSessionSnapshot = (): void => {
  storage.remove(STORAGE_KEYS.sessionSnapshot);
  storage.remove(STORAGE_KEYS.welcomePaint);
};
