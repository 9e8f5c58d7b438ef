import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgressBar } from '@/components/route-progress-bar';
import { SettingsButton } from '@/components/settings/settings-button';
import { useSnackbarModule } from '@/lib/snackbars';

/** Around every screen: the slow-navigation bar, the snackbars once loaded and the floating settings button. */
export function RootLayout() {
  const snackbars = useSnackbarModule();
  return (
    <>
      <RouteProgressBar />
      {snackbars ? (
        <snackbars.AppSnackbarProvider>
          <Outlet />
        </snackbars.AppSnackbarProvider>
      ) : (
        <Outlet />
      )}
      <SettingsButton />
      <ScrollRestoration />
    </>
  );
}
