import type { RouteObject } from 'react-router';
import { allowedTo } from '../guards/allowed-to';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const calendar = allowedTo(
  'calendar.own',
  async () => (await import('../pages/appointment-calendar-page')).AppointmentCalendarPage,
);

/**
 * Dashboard routes of the appointment area (docs/product.md "Screens and routes": appointment → calendar,
 * appointment/calendar, appointment/list with tabs Future and Past), the salon's waitlist, its deposits and
 * its daily cash close, relative to `/:langCode/dashboard`.
 */
export const appointmentRoutes: RouteObject[] = [
  { path: 'appointment', errorElement: screenErrorElement, lazy: calendar },
  { path: 'appointment/calendar', errorElement: screenErrorElement, lazy: calendar },
  {
    path: 'appointment/list',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'calendar.own',
      async () => (await import('../pages/appointment-list-page')).AppointmentListPage,
    ),
  },
  {
    path: 'waitlist',
    errorElement: screenErrorElement,
    lazy: allowedTo('appointment.all', async () => (await import('../pages/waitlist-page')).WaitlistPage),
  },
  {
    // Deposits of online bookings to check and decide.
    path: 'deposits',
    errorElement: screenErrorElement,
    lazy: allowedTo('appointment.all', async () => (await import('../pages/deposit-page')).DepositPage),
  },
  {
    // The day's cash close of a salon: the front desk counts and closes, owner and manager may reopen.
    path: 'cash-close',
    errorElement: screenErrorElement,
    lazy: allowedTo('cashClose.manage', async () => (await import('../pages/cash-close-page')).CashClosePage),
  },
];
