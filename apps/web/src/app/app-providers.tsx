import { UI } from '@salon/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '@/components/error-fallback';
import { i18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session/session-provider';
import { SettingsProvider } from '@/lib/settings/settings-context';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';
import { createQueryClient } from './query-client';
import { SnackbarAlert } from './snackbar-alert';

const SNACKBAR_COMPONENTS = {
  default: SnackbarAlert,
  info: SnackbarAlert,
  success: SnackbarAlert,
  warning: SnackbarAlert,
  error: SnackbarAlert,
};

/** Everything a screen relies on: texts, appearance, server state, snackbars and the session. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <AppThemeProvider>
          <AppErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <SnackbarProvider
                maxSnack={UI.snackbarMax}
                autoHideDuration={UI.snackbarAutoHideMs}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
                Components={SNACKBAR_COMPONENTS}
              >
                <SessionProvider>{children}</SessionProvider>
              </SnackbarProvider>
            </QueryClientProvider>
          </AppErrorBoundary>
        </AppThemeProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}
