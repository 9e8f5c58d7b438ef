import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { LanguageLayout, RootRedirect } from './layouts/language-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { loadBookingTexts, loadBusinessTexts } from '@/lib/i18n';
import { loadSnackbars } from '@/app/snackbars';
import { prefetchPublicSalon } from '@/features/booking/api/get-public-salon';
import { prefetchDashboardSummary } from '@/features/home/api/get-dashboard-summary';
import { salonRoutes } from './routes/salon-routes';
import { serviceRoutes } from './routes/service-routes';
import { employeeRoutes } from './routes/employee-routes';
import { clientRoutes } from './routes/client-routes';
import { appointmentRoutes } from './routes/appointment-routes';
import { promotionRoutes } from './routes/promotion-routes';
import { allowedTo } from './guards/allowed-to';

const errorElement = <RouteErrorPage />;
/** Screens fail inside their layout, which keeps its landmarks (header, navigation, main). */
const screenErrorElement = <RouteErrorPage embedded />;

/**
 * Routes of docs/product.md "Screens and routes" built so far; screens load lazily. The layouts and guards of
 * the business app load with its screens too, so the public pages (booking, visit) carry none of their code.
 * A route whose screens show snackbars awaits `loadSnackbars()` in its `lazy` (the sign-in, booking and
 * not-found pages show none).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement,
    // The first screen's code usually arrives within half a second of the app's: no spinner flashes before it.
    hydrateFallbackElement: <LoadingScreen delayMs={500} />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: ':langCode',
        element: <LanguageLayout />,
        errorElement,
        children: [
          { index: true, element: <Navigate replace to="dashboard" /> },
          {
            path: 'auth',
            errorElement,
            lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
            children: [
              { index: true, element: <Navigate replace to="login" /> },
              {
                path: 'login',
                errorElement: screenErrorElement,
                lazy: async () => {
                  const [{ LoginPage }, { GuestGuard }] = await Promise.all([
                    import('./pages/login-page'),
                    import('./guards/guest-guard'),
                  ]);
                  return {
                    element: (
                      <GuestGuard>
                        <LoginPage />
                      </GuestGuard>
                    ),
                  };
                },
              },
              {
                path: 'register',
                errorElement: screenErrorElement,
                lazy: async () => {
                  const [{ RegisterPage }, { GuestGuard }] = await Promise.all([
                    import('./pages/register-page'),
                    import('./guards/guest-guard'),
                    loadSnackbars(),
                  ]);
                  return {
                    element: (
                      <GuestGuard onlyOnEntry>
                        <RegisterPage />
                      </GuestGuard>
                    ),
                  };
                },
              },
              {
                path: 'forgot_password',
                errorElement: screenErrorElement,
                lazy: async () => {
                  const [{ ForgotPasswordPage }, { GuestGuard }] = await Promise.all([
                    import('./pages/forgot-password-page'),
                    import('./guards/guest-guard'),
                    loadSnackbars(),
                  ]);
                  return {
                    element: (
                      <GuestGuard>
                        <ForgotPasswordPage />
                      </GuestGuard>
                    ),
                  };
                },
              },
            ],
          },
          {
            path: 'dashboard',
            errorElement,
            lazy: async () => {
              const [{ AuthGuard }, { DashboardLayout }] = await Promise.all([
                import('./guards/auth-guard'),
                import('./layouts/dashboard/dashboard-layout'),
                loadBusinessTexts(),
                loadSnackbars(),
              ]);
              return {
                element: (
                  <AuthGuard>
                    <DashboardLayout />
                  </AuthGuard>
                ),
              };
            },
            children: [
              {
                index: true,
                errorElement: screenErrorElement,
                loader: () => {
                  prefetchDashboardSummary();
                  return null;
                },
                lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
              },
              {
                path: 'home',
                errorElement: screenErrorElement,
                lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
              },
              {
                path: 'account',
                errorElement: screenErrorElement,
                lazy: async () => ({ Component: (await import('./pages/account-page')).AccountPage }),
              },
              ...salonRoutes,
              ...serviceRoutes,
              ...employeeRoutes,
              ...clientRoutes,
              ...appointmentRoutes,
              ...promotionRoutes,
              {
                path: 'subscription',
                errorElement: screenErrorElement,
                lazy: allowedTo(
                  'billing.manage',
                  async () => (await import('./pages/subscription-page')).SubscriptionPage,
                ),
              },
              {
                path: 'report',
                errorElement: screenErrorElement,
                lazy: allowedTo('report.read', async () => (await import('./pages/report-page')).ReportPage),
              },
              {
                path: 'review',
                errorElement: screenErrorElement,
                lazy: allowedTo('review.read', async () => (await import('./pages/review-page')).ReviewPage),
              },
              {
                path: 'event/log',
                errorElement: screenErrorElement,
                lazy: allowedTo(
                  'eventLog.read',
                  async () => (await import('./pages/event-log-page')).EventLogPage,
                ),
              },
              {
                // The diagnostics page (docs/product.md "Screens and routes"); owner only.
                path: 'test_page',
                errorElement: screenErrorElement,
                lazy: allowedTo(
                  'billing.manage',
                  async () => (await import('./pages/diagnostics-page')).DiagnosticsPage,
                ),
              },
              {
                // The platform manual: task pages, each opened by the help button of its screens.
                path: 'help',
                errorElement: screenErrorElement,
                lazy: async () => ({ Component: (await import('./pages/help-page')).HelpIndexPage }),
              },
              {
                path: 'help/:topic',
                errorElement: screenErrorElement,
                lazy: async () => ({ Component: (await import('./pages/help-page')).HelpTopicPage }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./pages/not-found-page')).DashboardNotFoundPage,
                }),
              },
            ],
          },
          {
            // The client's appointment page: the link's token is the only key, outside every guard.
            path: 'visit/:token',
            errorElement,
            lazy: async () => {
              const [{ VisitPage }] = await Promise.all([
                import('./pages/visit-page'),
                loadBookingTexts(),
                loadSnackbars(),
              ]);
              return { Component: VisitPage };
            },
          },
          {
            // A waitlist offer (from its mail): the link's token is the only key, outside every guard.
            path: 'waitlist/:token',
            errorElement,
            lazy: async () => {
              const [{ WaitlistOfferPage }] = await Promise.all([
                import('./pages/waitlist-offer-page'),
                loadBookingTexts(),
                loadSnackbars(),
              ]);
              return { Component: WaitlistOfferPage };
            },
          },
          {
            // A salon's public booking page: anyone with the link, outside every guard.
            path: 'book/:slug',
            errorElement,
            loader: ({ params }) => {
              if (params.slug && params.langCode) prefetchPublicSalon(params.slug, params.langCode);
              return null;
            },
            lazy: async () => {
              const [{ BookingPage }] = await Promise.all([
                import('./pages/booking-page'),
                loadBookingTexts(),
              ]);
              return { Component: BookingPage };
            },
          },
          {
            // The platform administrator: its own sign-in and token, outside the business guards.
            path: 'admin',
            errorElement,
            lazy: async () => {
              const [{ AdminPage }] = await Promise.all([
                import('./pages/admin-page'),
                loadBusinessTexts(),
                loadSnackbars(),
              ]);
              return { Component: AdminPage };
            },
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
