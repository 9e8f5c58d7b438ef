import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

/** Its own key, so a business session and an administrator's can live in one browser side by side. */
export const ADMIN_TOKEN_KEY = 'salon.adminToken';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The platform administrator's bearer token (`adm_...`), kept apart from the business session. */
export const adminToken = {
  get: (): string | null => storage.get(ADMIN_TOKEN_KEY),
  set(token: string): void {
    storage.set(ADMIN_TOKEN_KEY, token);
    notify();
  },
  clear(): void {
    storage.remove(ADMIN_TOKEN_KEY);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The stored administrator token; the screen shows the sign-in form while it is null. */
export const useAdminToken = (): string | null =>
  useSyncExternalStore(adminToken.subscribe, adminToken.get, () => null);
