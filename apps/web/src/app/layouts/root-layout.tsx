import { Outlet, ScrollRestoration, useMatch } from 'react-router';
import { RouteProgressBar } from '@/components/route-progress-bar';
import { SettingsButton } from '@/components/settings/settings-button';
import { useSnackbarModule } from '@/app/snackbars';

/**
 * Around every screen: the slow-navigation bar, the snackbars once loaded and the floating settings button,
 * except on the client's pages (booking, visit), where it covered a time slot on phones; their header has the
 * language menu instead (docs/decisions.md).
 */
export function RootLayout() {
  const snackbars = useSnackbarModule();
  const onBookingPage = useMatch('/:langCode/book/:slug');
  const onVisitPage = useMatch('/:langCode/visit/:token');
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
      {onBookingPage || onVisitPage ? null : <SettingsButton />}
      <ScrollRestoration />
    </>
  );
}
