import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppointmentMail, Language } from '@salon/core';
import { formatCents, formatLongDateTime, formatTimeRange, isLanguage, timeZoneName } from '@salon/core';
import { listedParts } from '../appointment-view/index.js';
import { mailMoment } from '../../lib/mail-format.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import type { ListedOccurrence, MailFacts } from './notification.repository.js';

/** What varies between two mails about one visit beyond the facts read at send time. */
export interface MailOptions {
  mail: AppointmentMail;
  /** The .ics SEQUENCE: grows with every change, so calendars replace the older copy. */
  sequence: number;
  /** `${publicUrl}/${language}/visit/${token}`; absent once the appointment is gone. */
  visitUrl: string | null;
  /**
   * A series' occurrences changed or cancelled together with this one, soonest first, as they are
   * when the message goes: two or more make it a message about all of them.
   */
  occurrences?: readonly ListedOccurrence[];
}

/** A client's mails speak their language; one who has none (yet) gets the salon owner's. */
export const mailLanguage = (facts: MailFacts): Language =>
  facts.client.language ??
  (facts.ownerLanguage && isLanguage(facts.ownerLanguage) ? facts.ownerLanguage : 'es-ve');

/** One UID per appointment across every mail, so a change or cancel updates the same calendar entry. */
export const icsUid = (appointmentId: string) => `${appointmentId}@salon`;

const words = {
  'es-ve': {
    subject: {
      confirmed: 'Cita confirmada',
      requested: 'Solicitud de cita recibida',
      changed: 'Cita modificada',
      cancelled: 'Cita cancelada',
      reminder: 'Recordatorio de tu cita',
      review_request: '¿Cómo te fue?',
    },
    intro: {
      confirmed: 'tu cita está confirmada.',
      requested: 'recibimos tu solicitud de cita. El salón la confirmará pronto.',
      changed: 'tu cita cambió. Estos son los nuevos datos.',
      cancelled: 'tu cita fue cancelada.',
      reminder: 'te recordamos tu próxima cita.',
      review_request: 'gracias por tu visita. ¿Nos cuentas cómo te fue? Califícala en un minuto.',
    },
    many: {
      subject: { changed: 'Citas modificadas', cancelled: 'Citas canceladas' },
      intro: {
        changed: (n: number) => `${n} de tus citas cambiaron. Estos son los nuevos datos.`,
        cancelled: (n: number) => `${n} de tus citas fueron canceladas.`,
      },
      when: 'Fechas y horas',
      more: (n: number) => (n === 1 ? 'y 1 cita más' : `y ${n} citas más`),
    },
    hello: 'Hola',
    salon: 'Salón',
    address: 'Dirección',
    visitAddress: 'Dirección de la visita',
    service: 'Servicio',
    services: 'Servicios',
    total: 'Total',
    employee: 'Atiende',
    when: 'Fecha y hora',
    price: 'Precio',
    travelFee: 'Traslado',
    link: 'Ver, agregar al calendario o cancelar tu cita',
    rate: 'Califica tu visita (1 a 5 estrellas)',
    contact: 'Contacto del salón',
  },
  'en-ve': {
    subject: {
      confirmed: 'Appointment confirmed',
      requested: 'Appointment request received',
      changed: 'Appointment changed',
      cancelled: 'Appointment cancelled',
      reminder: 'Reminder of your appointment',
      review_request: 'How was your visit?',
    },
    intro: {
      confirmed: 'your appointment is confirmed.',
      requested: 'we received your appointment request. The salon will confirm it soon.',
      changed: 'your appointment has changed. Here are the new details.',
      cancelled: 'your appointment has been cancelled.',
      reminder: 'a reminder of your upcoming appointment.',
      review_request: 'thank you for your visit. Would you tell us how it went? Rating it takes a minute.',
    },
    many: {
      subject: { changed: 'Appointments changed', cancelled: 'Appointments cancelled' },
      intro: {
        changed: (n: number) => `${n} of your appointments have changed. Here are the new details.`,
        cancelled: (n: number) => `${n} of your appointments have been cancelled.`,
      },
      when: 'Dates and times',
      more: (n: number) => (n === 1 ? 'and 1 more appointment' : `and ${n} more appointments`),
    },
    hello: 'Hello',
    salon: 'Salon',
    address: 'Address',
    visitAddress: 'Visit address',
    service: 'Service',
    services: 'Services',
    total: 'Total',
    employee: 'With',
    when: 'Date and time',
    price: 'Price',
    travelFee: 'Travel fee',
    link: 'See, add to your calendar or cancel your appointment',
    rate: 'Rate your visit (1 to 5 stars)',
    contact: "Salon's contact",
  },
} as const;

/**
 * The occurrences a series' "changed" or "cancelled" message lists, and which of them, when two or more
 * changed together; null for a message about one appointment.
 */
export function seriesListed(options: Pick<MailOptions, 'mail' | 'occurrences'>) {
  const { mail, occurrences } = options;
  if ((mail !== 'changed' && mail !== 'cancelled') || !occurrences || occurrences.length < 2) return null;
  return { mail, occurrences };
}

/** The words a series' message adds: "and 3 more appointments" after its first moment (WhatsApp's {{4}}). */
export const moreOccurrences = (language: Language, count: number) => words[language].many.more(count);

/** A "confirmed" mail of a visit still pending (a salon approving online bookings) says it is a request. */
const wording = (facts: MailFacts, options: MailOptions) =>
  options.mail === 'confirmed' && facts.appointment.status === 'pending' ? 'requested' : options.mail;

function placeOf(facts: MailFacts): { address: string; visit: boolean } {
  const visit = facts.appointment.address;
  if (facts.salon.serviceType === 'freelancer' && visit) {
    return { address: [visit.address, visit.city].filter(Boolean).join(', '), visit: true };
  }
  return { address: [facts.salon.address, facts.salon.city].filter(Boolean).join(', '), visit: false };
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The parts of a visit of several services a mail lists; null for a visit of one service. */
export function partsListed(facts: MailFacts) {
  const parts = listedParts(facts.parts);
  return parts.length > 0 ? parts : null;
}

/** From the first listed part's start to the last one's end: what the calendar entry spans. */
export function visitSpan(facts: MailFacts): { start: Date; end: Date } {
  const parts = partsListed(facts);
  if (!parts) return { start: facts.appointment.startsAt, end: facts.appointment.endsAt };
  return { start: parts[0]!.appointment.startsAt, end: parts.at(-1)!.appointment.endsAt };
}

/** The plain text of a mail: also what "send by WhatsApp" prefills. */
export function mailText(facts: MailFacts, options: MailOptions, language = mailLanguage(facts)): string {
  const w = words[language];
  const place = placeOf(facts);
  const parts = partsListed(facts);
  const series = seriesListed(options);
  const zone = facts.salon.timeZone;
  const lines = [
    `${w.hello} ${facts.client.firstName}, ${
      series ? w.many.intro[series.mail](series.occurrences.length) : w.intro[wording(facts, options)]
    }`,
    '',
    `${w.salon}: ${facts.salon.title}`,
    `${place.visit ? w.visitAddress : w.address}: ${place.address}`,
  ];
  if (series) {
    lines.push(...seriesLines(facts, series.occurrences, language));
    const travelFee = facts.appointment.travelFeeCents;
    if (travelFee !== null) lines.push(`${w.travelFee}: ${formatCents(travelFee, language)}`);
    return [...lines, ...closingLines(options, language, facts)].join('\n');
  }
  if (parts) {
    // One line per service: its time on the salon's clock, who does it and its price.
    lines.push(`${w.services}:`);
    for (const part of parts) {
      const { startsAt, endsAt, priceCents } = part.appointment;
      lines.push(
        `- ${formatTimeRange(startsAt, endsAt, language, zone)} ${part.service.name} · ${fullName(part.employee)} · ${formatCents(priceCents, language)}`,
      );
    }
  } else {
    lines.push(`${w.service}: ${facts.service.name}`, `${w.employee}: ${fullName(facts.employee)}`);
  }
  // On the salon's clock, the zone named: the client may read it from another one.
  lines.push(`${w.when}: ${mailMoment(visitSpan(facts).start, language, zone)}`);
  const travelFee = facts.appointment.travelFeeCents;
  if (parts) {
    const total = parts.reduce((sum, part) => sum + part.appointment.priceCents, 0) + (travelFee ?? 0);
    if (travelFee !== null) lines.push(`${w.travelFee}: ${formatCents(travelFee, language)}`);
    lines.push(`${w.total}: ${formatCents(total, language)}`);
  } else {
    lines.push(`${w.price}: ${formatCents(facts.appointment.priceCents, language)}`);
    if (travelFee !== null) lines.push(`${w.travelFee}: ${formatCents(travelFee, language)}`);
  }
  return [...lines, ...closingLines(options, language, facts)].join('\n');
}

/** The visit page's link and the salon's contact, which end every mail. */
function closingLines(options: MailOptions, language: Language, facts: MailFacts): string[] {
  const w = words[language];
  const lines: string[] = [];
  if (options.visitUrl) {
    lines.push('', `${options.mail === 'review_request' ? w.rate : w.link}: ${options.visitUrl}`);
  }
  lines.push('', `${w.contact}: ${facts.salon.phone} · ${facts.salon.email}`);
  return lines;
}

/**
 * A series' occurrences, one line each on the salon's clock (the zone named once, without its summer or
 * winter time, as the dates may lie either side of a change); who does them and their price once when all
 * share them, else on each line.
 */
function seriesLines(
  facts: MailFacts,
  occurrences: readonly ListedOccurrence[],
  language: Language,
): string[] {
  const w = words[language];
  const zone = facts.salon.timeZone;
  const [first] = occurrences;
  const oneEmployee = occurrences.every((occurrence) => occurrence.employee === first!.employee);
  const onePrice = occurrences.every((occurrence) => occurrence.priceCents === first!.priceCents);
  const lines = [`${w.service}: ${facts.service.name}`];
  if (oneEmployee) lines.push(`${w.employee}: ${first!.employee}`);
  if (onePrice) lines.push(`${w.price}: ${formatCents(first!.priceCents, language)}`);
  lines.push(`${w.many.when} (${timeZoneName(first!.startsAt, language, zone, 'longGeneric')}):`);
  for (const occurrence of occurrences) {
    const extra = [
      ...(oneEmployee ? [] : [occurrence.employee]),
      ...(onePrice ? [] : [formatCents(occurrence.priceCents, language)]),
    ];
    lines.push(`- ${[formatLongDateTime(occurrence.startsAt, language, zone), ...extra].join(' · ')}`);
  }
  return lines;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same text as simple HTML: names are escaped, the link is clickable. */
function mailHtml(text: string, visitUrl: string | null): string {
  const body = escapeHtml(text)
    .split('\n')
    .map((line) => {
      if (visitUrl && line.endsWith(escapeHtml(visitUrl))) {
        const label = line.slice(0, line.length - escapeHtml(visitUrl).length - 2);
        return `<a href="${escapeHtml(visitUrl)}">${label}</a>`;
      }
      return line;
    })
    .join('<br>\n');
  return `<!doctype html><html><body style="font-family:sans-serif">${body}</body></html>`;
}

/** The calendar file: REQUEST while the visit stands, CANCEL (STATUS:CANCELLED) once it is called off. */
export function icsFile(facts: MailFacts, options: MailOptions, language = mailLanguage(facts)): string {
  const cancelled = options.mail === 'cancelled';
  const calendar = ical({
    prodId: { company: 'salon', product: 'appointments', language: language === 'es-ve' ? 'ES' : 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: icsUid(facts.appointment.id),
    sequence: options.sequence,
    ...visitSpan(facts),
    stamp: new Date(),
    summary: `${(partsListed(facts) ?? [facts]).map((part) => part.service.name).join(', ')} · ${facts.salon.title}`,
    location: placeOf(facts).address,
    description: mailText(facts, options, language),
    url: options.visitUrl,
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : facts.appointment.status === 'pending'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    organizer: { name: facts.salon.title, email: facts.salon.email },
  });
  return calendar.toString();
}

/** The whole mail to the client, with its .ics attached; null when the client has no e-mail. */
export function renderAppointmentMail(facts: MailFacts, options: MailOptions): OutgoingMail | null {
  const to = facts.client.email?.trim();
  if (!to) return null;
  const language = mailLanguage(facts);
  const text = mailText(facts, options, language);
  const cancelled = options.mail === 'cancelled';
  const series = seriesListed(options);
  const subject = `${
    series ? words[language].many.subject[series.mail] : words[language].subject[wording(facts, options)]
  }: ${facts.salon.title}`;
  // Asking for a review after the visit: no calendar entry to add or update.
  if (options.mail === 'review_request') return { to, subject, text, html: mailHtml(text, options.visitUrl) };
  return {
    to,
    subject,
    text,
    html: mailHtml(text, options.visitUrl),
    attachments: [
      {
        filename: cancelled ? 'cancel.ics' : 'invite.ics',
        content: icsFile(facts, options, language),
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      },
    ],
  };
}
