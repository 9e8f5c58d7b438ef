// The appointment module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { bookingRepository } from './appointment-booking.repository.js';
export { freeTimes, toSlotWire } from './appointment-free-times.js';
export { localDateOf, toAppointmentWire } from './appointment.mapper.js';
export { appointmentRepository } from './appointment.repository.js';
export { appointmentRoutes } from './appointment.routes.js';
export { bookingPrice, travelFeeCents } from './appointment.rules.js';
export { alreadySerialised, createCalendarCache } from './calendar-cache.js';
