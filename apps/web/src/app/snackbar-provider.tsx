import { UI } from '@salon/core';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SnackbarAlert } from './snackbar-alert';

const SNACKBAR_COMPONENTS = {
  default: SnackbarAlert,
  info: SnackbarAlert,
  success: SnackbarAlert,
  warning: SnackbarAlert,
  error: SnackbarAlert,
};

/** notistack with the app's settings (at most 5, 3 s, bottom centre) drawn as MUI alerts; see app/snackbars.ts. */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={UI.snackbarMax}
      autoHideDuration={UI.snackbarAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={SNACKBAR_COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
