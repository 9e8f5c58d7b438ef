// The appointment module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { bookingRepository } from './appointment-booking.repository.js';
import { appointmentRepository } from './appointment.repository.js';
export { freeTimes, toSlotWire } from './appointment-free-times.js';
export { visitFreeTimes } from './appointment-visit-times.js';
export { visitTotalsOf, withVisitTotals } from './appointment-visit-totals.js';
export { appointmentCreatedEvent, localDateOf, toAppointmentWire } from './appointment.mapper.js';
export { appointmentRoutes } from './appointment.routes.js';
export {
  assertSalonOpenOn,
  bookedTiming,
  closedDaysBetween,
  bookingPrice,
  findInScope as findAppointmentInScope,
  requireManage as requireAppointmentManage,
  timingColumns,
  timingOfRow,
  travelFeeCents,
} from './appointment.rules.js';
export { alreadySerialised, createCalendarCache, type CachedCalendar } from './calendar-cache.js';
export { readCalendarVersions } from './calendar-version.js';

/** Appointments written by the online booking, the visit page and the demo seed; read by the dashboard and the service catalogue. */
export const insertAppointment = appointmentRepository.insert;
export const insertAppointments = appointmentRepository.insertMany;
export const updateAppointment = appointmentRepository.update;
export const serviceHasAppointments = appointmentRepository.anyForService;
export const upcomingAppointments = appointmentRepository.upcoming;

/** What booking a time needs to know: the employee, the salon's opening days. */
export const findEmployeeForBooking = bookingRepository.employee;
export const salonScheduleDays = bookingRepository.salonDays;
