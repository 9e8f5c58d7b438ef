// The notification module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { mailText } from './notification-mail.js';
export { registerNotificationJobs } from './notification.jobs.js';
export { findMailFacts } from './notification.repository.js';
export {
  APPOINTMENT_MAIL,
  APPOINTMENT_REMINDER,
  planAppointmentMails,
  visitUrlOf,
} from './notification.service.js';
export { mailOwnerAbout } from './owner-notice.js';
export { visitTokenRepository } from './visit-token.repository.js';
