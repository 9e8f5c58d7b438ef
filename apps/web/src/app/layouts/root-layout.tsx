import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgressBar } from '@/components/route-progress-bar';
import { SettingsButton } from '@/components/settings/settings-button';

/** Around every screen: the slow-navigation bar and the floating settings button. */
export function RootLayout() {
  return (
    <>
      <RouteProgressBar />
      <Outlet />
      <SettingsButton />
      <ScrollRestoration />
    </>
  );
}
