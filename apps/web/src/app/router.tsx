import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { AuthGuard } from './guards/auth-guard';
import { GuestGuard } from './guards/guest-guard';
import { AuthLayout } from './layouts/auth-layout';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { LanguageLayout, RootRedirect } from './layouts/language-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { salonRoutes } from './routes/salon-routes';
import { serviceRoutes } from './routes/service-routes';
import { employeeRoutes } from './routes/employee-routes';
import { clientRoutes } from './routes/client-routes';
import { appointmentRoutes } from './routes/appointment-routes';
import { promotionRoutes } from './routes/promotion-routes';

const errorElement = <RouteErrorPage />;
/** Screens fail inside their layout, which keeps its landmarks (header, navigation, main). */
const screenErrorElement = <RouteErrorPage embedded />;

/** Routes of SPEC.md section 2 built so far; screens load lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement,
    hydrateFallbackElement: <LoadingScreen />,
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
            element: <AuthLayout />,
            errorElement,
            children: [
              { index: true, element: <Navigate replace to="login" /> },
              {
                path: 'login',
                errorElement: screenErrorElement,
                lazy: async () => {
                  const { LoginPage } = await import('./pages/login-page');
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
                  const { RegisterPage } = await import('./pages/register-page');
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
                  const { ForgotPasswordPage } = await import('./pages/forgot-password-page');
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
            element: (
              <AuthGuard>
                <DashboardLayout />
              </AuthGuard>
            ),
            errorElement,
            children: [
              {
                index: true,
                errorElement: screenErrorElement,
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
                lazy: async () => ({
                  Component: (await import('./pages/subscription-page')).SubscriptionPage,
                }),
              },
              {
                path: 'report',
                errorElement: screenErrorElement,
                lazy: async () => ({ Component: (await import('./pages/report-page')).ReportPage }),
              },
              {
                path: 'review',
                errorElement: screenErrorElement,
                lazy: async () => ({ Component: (await import('./pages/review-page')).ReviewPage }),
              },
              {
                path: 'event/log',
                errorElement: screenErrorElement,
                lazy: async () => ({ Component: (await import('./pages/event-log-page')).EventLogPage }),
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
            lazy: async () => ({ Component: (await import('./pages/visit-page')).VisitPage }),
          },
          {
            // The platform administrator: its own sign-in and token, outside the business guards.
            path: 'admin',
            errorElement,
            lazy: async () => ({ Component: (await import('./pages/admin-page')).AdminPage }),
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
