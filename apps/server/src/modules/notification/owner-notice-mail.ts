import { formatLongDateTime, type Language } from '@salon/core';
import { mailMoment } from '../../lib/mail-format.js';
import type { MailJobPayload } from '../../lib/jobs/mail-send.job.js';

/** What a client did on the public pages that the salon's owner is told about. */
export type ClientAction = 'booked' | 'requested' | 'awaiting_deposit' | 'moved' | 'cancelled';

export interface ClientActionFacts {
  to: string;
  language: Language;
  salon: string;
  client: string;
  service: string;
  employee: string;
  startsAt: Date;
  /** The salon's zone: the mail writes every time on its clock. */
  timeZone: string;
  /** For a move: the start it had before. */
  previousStart?: Date;
}

type Lines = { subject: string; lead: string; tail: string };

const TEXTS: Record<
  Language,
  Record<ClientAction, (f: ClientActionFacts, when: string, before: string) => Lines>
> = {
  'es-ve': {
    booked: (f, when) => ({
      subject: `${f.salon}: nueva reserva en línea de ${f.client}`,
      lead: `${f.client} reservó en línea para el ${when}.`,
      tail: 'La cita ya está en el calendario.',
    }),
    requested: (f, when) => ({
      subject: `${f.salon}: ${f.client} pide una cita (por aprobar)`,
      lead: `${f.client} pidió en línea una cita para el ${when}.`,
      tail: 'La cita espera tu aprobación en el calendario (pendiente).',
    }),
    awaiting_deposit: (f, when) => ({
      subject: `${f.salon}: ${f.client} reservó y debe pagar el depósito`,
      lead: `${f.client} reservó en línea para el ${when}; la cita espera su depósito (pendiente).`,
      tail: 'Confírmalo en Depósitos cuando lo recibas; si no llega a tiempo, la hora se libera sola.',
    }),
    moved: (f, when, before) => ({
      subject: `${f.salon}: ${f.client} cambió la hora de su cita`,
      lead: `${f.client} movió en línea su cita del ${before} al ${when}.`,
      tail: 'La hora anterior vuelve a estar libre en el calendario.',
    }),
    cancelled: (f, when) => ({
      subject: `${f.salon}: ${f.client} canceló su cita`,
      lead: `${f.client} canceló en línea la cita del ${when}.`,
      tail: 'El horario vuelve a estar libre en el calendario.',
    }),
  },
  'en-ve': {
    booked: (f, when) => ({
      subject: `${f.salon}: new online booking from ${f.client}`,
      lead: `${f.client} booked online for ${when}.`,
      tail: 'The appointment is in the calendar.',
    }),
    requested: (f, when) => ({
      subject: `${f.salon}: ${f.client} asks for an appointment (to approve)`,
      lead: `${f.client} asked online for an appointment on ${when}.`,
      tail: 'It waits for your approval in the calendar (pending).',
    }),
    awaiting_deposit: (f, when) => ({
      subject: `${f.salon}: ${f.client} booked and owes the deposit`,
      lead: `${f.client} booked online for ${when}; the appointment waits for its deposit (pending).`,
      tail: 'Confirm it in Deposits when it arrives; if it does not come in time, the time is released by itself.',
    }),
    moved: (f, when, before) => ({
      subject: `${f.salon}: ${f.client} changed the time of their appointment`,
      lead: `${f.client} moved their appointment online from ${before} to ${when}.`,
      tail: 'The earlier time is free again in the calendar.',
    }),
    cancelled: (f, when) => ({
      subject: `${f.salon}: ${f.client} cancelled their appointment`,
      lead: `${f.client} cancelled online the appointment of ${when}.`,
      tail: 'The time is free again in the calendar.',
    }),
  },
};

/** The mail telling the salon's owner what a client did online: plain text, in the owner's language. */
export function clientActionMail(action: ClientAction, facts: ClientActionFacts): MailJobPayload {
  const when = mailMoment(facts.startsAt, facts.language, facts.timeZone);
  // The zone is named once, after the new time, for both.
  const before = facts.previousStart
    ? formatLongDateTime(facts.previousStart, facts.language, facts.timeZone)
    : '';
  const lines = TEXTS[facts.language][action](facts, when, before);
  const labels = facts.language === 'en-ve' ? ['Service', 'Employee'] : ['Servicio', 'Empleado'];
  return {
    to: facts.to,
    subject: lines.subject,
    text: [
      lines.lead,
      `${labels[0]}: ${facts.service}`,
      `${labels[1]}: ${facts.employee}`,
      '',
      lines.tail,
    ].join('\n'),
  };
}
