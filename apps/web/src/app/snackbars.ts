import { useSyncExternalStore } from 'react';
import type * as SnackbarProviderModule from '@/app/snackbar-provider';

type SnackbarModule = typeof SnackbarProviderModule;

let loaded: SnackbarModule | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Snackbars (notistack) load with the first screen that can show one, not with the app's first download: the
 * sign-in and booking pages never do. A route whose screen calls `useSnackbar` awaits this in its `lazy`
 * (router.tsx), so the provider is in place before the screen renders; the root layout then wraps every screen
 * in it for good. The first time, the screen on display is mounted once more inside it (a navigation is
 * replacing it anyway).
 */
export const loadSnackbars = (): Promise<void> => {
  loading ??= import('@/app/snackbar-provider').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined; // tried again by the next screen that wants it
      throw error;
    },
  );
  return loading;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The snackbar provider once loaded, else null. */
export const useSnackbarModule = (): SnackbarModule | null => useSyncExternalStore(subscribe, () => loaded);
