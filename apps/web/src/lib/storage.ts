import type { STORAGE_KEYS } from '@salon/core';

/** `salon.adminToken`: the platform administrator's token, apart from the business session's. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | 'settings' | 'salon.adminToken';

/** localStorage that never throws (private mode, disabled storage, quota). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the session still works until the page reloads.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};
