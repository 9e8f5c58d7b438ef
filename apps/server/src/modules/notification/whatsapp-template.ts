import type { AppointmentMail, Language } from '@salon/core';
import { mailMoment } from '../../lib/mail-format.js';
import type { WhatsAppTemplateMessage } from '../../lib/whatsapp.js';
import { mailLanguage, moreOccurrences, partsListed, seriesListed, visitSpan } from './notification-mail.js';
import type { ListedOccurrence, MailFacts } from './notification.repository.js';

/**
 * The WhatsApp templates the business must have approved in WhatsApp Manager, one per client message, each in
 * Spanish (es) and English (en), with the same five body parameters (docs/operations.md "WhatsApp"):
 * {{1}} the client's first name, {{2}} the salon, {{3}} the service, {{4}} the date and time on the salon's
 * clock, {{5}} the visit page's link. A confirmation of a visit waiting for the salon's approval is a request.
 */
export const WHATSAPP_TEMPLATES = {
  confirmed: 'appointment_confirmed',
  requested: 'appointment_requested',
  changed: 'appointment_changed',
  cancelled: 'appointment_cancelled',
  reminder: 'appointment_reminder',
  review_request: 'appointment_review_request',
} as const;

/** WhatsApp's code of each language the templates exist in. */
const TEMPLATE_LANGUAGE: Record<Language, string> = { 'es-ve': 'es', 'en-ve': 'en' };

export function whatsappTemplateOf(
  facts: MailFacts,
  mail: AppointmentMail,
  visitUrl: string,
  occurrences?: readonly ListedOccurrence[],
): WhatsAppTemplateMessage {
  const language = mailLanguage(facts);
  const kind = mail === 'confirmed' && facts.appointment.status === 'pending' ? 'requested' : mail;
  // The approved templates' words are fixed ("your appointment"): a series' message names its first moment
  // and how many more changed with it in {{4}} (a parameter holds no line breaks and a body ~1,000 characters,
  // too few for 52 dates); the visit page lists them all.
  const series = seriesListed({ mail, occurrences });
  const when = series
    ? `${mailMoment(series.occurrences[0]!.startsAt, language, facts.salon.timeZone)} ${moreOccurrences(
        language,
        series.occurrences.length - 1,
      )}`
    : mailMoment(visitSpan(facts).start, language, facts.salon.timeZone);
  return {
    to: facts.client.phone,
    template: WHATSAPP_TEMPLATES[kind],
    language: TEMPLATE_LANGUAGE[language],
    bodyParameters: [
      facts.client.firstName,
      facts.salon.title,
      // A visit of several services names them all, from its first one's start.
      (partsListed(facts) ?? [facts]).map((part) => part.service.name).join(', '),
      when,
      visitUrl,
    ],
  };
}
