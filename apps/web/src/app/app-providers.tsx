import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConnectionNotice } from '@/components/connection-notice';
import { AppErrorBoundary } from '@/components/error-fallback';
import { i18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session/session-provider';
import { SettingsProvider } from '@/lib/settings/settings-context';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';
import { createQueryClient } from './query-client';

/**
 * Everything a screen relies on: texts, appearance, server state and the session. Snackbars come with the
 * screens that show them (app/snackbars.ts, root-layout.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <AppThemeProvider>
          <AppErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <SessionProvider>{children}</SessionProvider>
              <ConnectionNotice />
            </QueryClientProvider>
          </AppErrorBoundary>
        </AppThemeProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}
