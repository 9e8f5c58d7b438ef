import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const calendar = async () => ({
  Component: (await import('../pages/appointment-calendar-page')).AppointmentCalendarPage,
});

/**
 * Dashboard routes of the appointment area (SPEC.md section 2: appointment → calendar, appointment/calendar,
 * appointment/list with tabs Future and Past), relative to `/:langCode/dashboard`.
 */
export const appointmentRoutes: RouteObject[] = [
  { path: 'appointment', errorElement: screenErrorElement, lazy: calendar },
  { path: 'appointment/calendar', errorElement: screenErrorElement, lazy: calendar },
  {
    path: 'appointment/list',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/appointment-list-page')).AppointmentListPage }),
  },
];
