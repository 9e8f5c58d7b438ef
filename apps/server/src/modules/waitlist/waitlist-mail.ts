import { formatTime, type Language } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { mailMoment } from '../../lib/mail-format.js';
import { PermanentJobError, type JobHandler } from '../../lib/jobs/job-types.js';
import { MAIL_SEND, type MailJobPayload } from '../../lib/jobs/mail-send.job.js';
import type { WhatsAppTemplateMessage } from '../../lib/whatsapp.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../db/tables/waitlist.table.js';
import { goesByWhatsApp } from '../notification/index.js';
import { waitlistOfferRepository as offers } from './waitlist-offer.repository.js';

export const WAITLIST_WHATSAPP = 'waitlist.whatsapp';

declare module '../../lib/jobs/job-types.js' {
  interface JobPayloads {
    /** A waitlist offer by WhatsApp, beside its e-mail; not sent once the offer is no longer open. */
    'waitlist.whatsapp': { offerId: string; message: WhatsAppTemplateMessage };
  }
}

/**
 * The approved WhatsApp template of an offer (docs/operations.md "WhatsApp"), in es and en, with five body
 * parameters like the appointment templates: {{1}} the client's first name, {{2}} the salon, {{3}} the
 * service, {{4}} the date and time on the salon's clock, {{5}} the offer's link.
 */
export const WAITLIST_OFFER_TEMPLATE = 'waitlist_offer';

interface OfferFacts {
  salon: SalonRow;
  offer: WaitlistOfferRow;
  language: Language;
  firstName: string;
  service: string;
  employee: string;
  url: string;
}

const TEXTS: Record<Language, (f: OfferFacts, when: string, until: string) => MailJobPayload> = {
  'es-ve': (f, when, until) => ({
    to: '',
    subject: `${f.salon.title}: se liberó una hora para ti`,
    text: [
      `Hola ${f.firstName},`,
      '',
      `Se liberó una hora que esperabas en ${f.salon.title}:`,
      `${f.service} con ${f.employee}`,
      when,
      '',
      `Tómala aquí antes de las ${until}. Se la ofrecemos a pocas personas de la lista de espera y la primera que la toma se la queda:`,
      f.url,
      '',
      'Si no te sirve, no hagas nada: sigues en la lista para la próxima. Desde el mismo enlace puedes salir de la lista.',
    ].join('\n'),
  }),
  'en-ve': (f, when, until) => ({
    to: '',
    subject: `${f.salon.title}: a time you were waiting for is free`,
    text: [
      `Hello ${f.firstName},`,
      '',
      `A time you were waiting for is free at ${f.salon.title}:`,
      `${f.service} with ${f.employee}`,
      when,
      '',
      `Take it here before ${until}. It is offered to a few people on the waitlist and the first one to take it gets it:`,
      f.url,
      '',
      'If it does not suit you, do nothing: you stay on the list for the next one. The same link lets you leave the list.',
    ].join('\n'),
  }),
};

export function offerMail(facts: OfferFacts, to: string): MailJobPayload {
  const { salon, offer, language } = facts;
  const when = mailMoment(offer.startsAt, language, salon.timeZone);
  const until = formatTime(offer.expiresAt, language, salon.timeZone);
  return { ...TEXTS[language](facts, when, until), to };
}

const TEMPLATE_LANGUAGE: Record<Language, string> = { 'es-ve': 'es', 'en-ve': 'en' };

/**
 * The offer's messages, queued in the caller's transaction: the e-mail always (when the client has one), and
 * WhatsApp too where the salon sends by WhatsApp and the client chose it (an offer is worth both: it lapses).
 */
export async function planOfferMessages(
  tx: Executor,
  ctx: AppContext,
  input: { salon: SalonRow; entry: WaitlistEntryRow; offer: WaitlistOfferRow; token: string },
): Promise<void> {
  const { salon, entry, offer } = input;
  const people = await offers.offerPeople(tx, salon.companyId, {
    clientId: entry.clientId,
    employeeId: offer.employeeId,
    serviceId: entry.serviceId,
  });
  if (!people) return;
  const facts: OfferFacts = {
    salon,
    offer,
    language: entry.language,
    firstName: people.client.firstName,
    service: people.serviceName,
    employee: people.employeeFirstName,
    url: `${ctx.config.publicUrl}/${entry.language}/waitlist/${input.token}`,
  };
  const subject = { companyId: salon.companyId };
  const email = people.client.email?.trim();
  if (email) {
    await ctx.jobs.enqueue(tx, {
      kind: MAIL_SEND,
      payload: offerMail(facts, email),
      ...subject,
    });
  }
  const { client } = people;
  if (!goesByWhatsApp(!!ctx.whatsapp, salon, client, 'waitlist_offer')) return;
  const message: WhatsAppTemplateMessage = {
    to: client.phone,
    template: WAITLIST_OFFER_TEMPLATE,
    language: TEMPLATE_LANGUAGE[entry.language],
    bodyParameters: [
      facts.firstName,
      salon.title,
      facts.service,
      mailMoment(offer.startsAt, entry.language, salon.timeZone),
      facts.url,
    ],
  };
  await ctx.jobs.enqueue(tx, {
    kind: WAITLIST_WHATSAPP,
    payload: { offerId: offer.id, message },
    ...subject,
  });
}

/** Sends an offer's WhatsApp message while the offer is open; WhatsApp's final refusals fail the job. */
export function waitlistWhatsAppHandler(ctx: AppContext): JobHandler<typeof WAITLIST_WHATSAPP> {
  return async ({ payload, companyId }) => {
    // Queued with the salon's company (planOfferMessages) always.
    if (!ctx.whatsapp || !companyId || !(await offers.offerIsOpen(ctx.db, payload.offerId, companyId)))
      return;
    const result = await ctx.whatsapp.sendTemplate(payload.message);
    if (result.ok) return;
    if (result.retry) throw new Error(result.reason);
    throw new PermanentJobError(result.reason);
  };
}
