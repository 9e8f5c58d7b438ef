import type { Language } from '@salon/core';
import type { MailJobPayload } from '../job/mail-send.job.js';

interface CancelledFacts {
  to: string;
  language: Language;
  salon: string;
  client: string;
  service: string;
  employee: string;
  /** Local date and time in the salon's zone, and the zone. */
  date: string;
  time: string;
  timeZone: string;
}

/** The mail telling the salon's owner that a client cancelled online: plain text, in the owner's language. */
export function clientCancelledMail(facts: CancelledFacts): MailJobPayload {
  const when = `${facts.date} ${facts.time} (${facts.timeZone})`;
  if (facts.language === 'en-ve') {
    return {
      to: facts.to,
      subject: `${facts.salon}: ${facts.client} cancelled their appointment`,
      text: [
        `${facts.client} cancelled online the appointment of ${when}.`,
        `Service: ${facts.service}`,
        `Employee: ${facts.employee}`,
        '',
        'The time is free again in the calendar.',
      ].join('\n'),
    };
  }
  return {
    to: facts.to,
    subject: `${facts.salon}: ${facts.client} canceló su cita`,
    text: [
      `${facts.client} canceló en línea la cita del ${when}.`,
      `Servicio: ${facts.service}`,
      `Empleado: ${facts.employee}`,
      '',
      'El horario vuelve a estar libre en el calendario.',
    ].join('\n'),
  };
}
