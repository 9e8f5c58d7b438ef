// The notification module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { visitTokenRepository } from './visit-token.repository.js';
import { whatsappMessageRepository } from './whatsapp-message.repository.js';
export { clientReach, goesByWhatsApp } from './client-channel.js';
export { mailLanguage, mailText } from './notification-mail.js';
export { registerNotificationJobs } from './notification.jobs.js';
export { findMailFacts } from './notification.repository.js';
export {
  APPOINTMENT_MAIL,
  APPOINTMENT_REMINDER,
  cancelReminders,
  planAppointmentMails,
  planConfirmation,
  planSeriesMails,
  replanReminders,
  visitUrlOf,
} from './notification.service.js';
export { mailOwnerAbout } from './owner-notice.js';
export { whatsappWebhookRoutes } from './whatsapp-webhook.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The visit page's link: issued with an online booking, looked up by the visit page. */
export const issueVisitToken = visitTokenRepository.issueFor;
export const findVisitToken = visitTokenRepository.find;
/** An appointment's WhatsApp messages, for its notifications (the appointment module). */
export const appointmentWhatsAppMessages = whatsappMessageRepository.listByAppointment;
export type { WhatsAppMessageRow as WhatsAppMessageView } from '../../db/tables/whatsapp-message.table.js';
