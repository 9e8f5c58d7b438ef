import { formatCents, formatLongDateTime, type DepositSettings, type Language } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { MAIL_SEND } from '../../lib/jobs/mail-send.job.js';
import { mailMoment } from '../../lib/mail-format.js';
import type { AppointmentDepositRow } from '../../db/tables/deposit.table.js';
import { findMailFacts, mailLanguage, visitUrlOf } from '../notification/index.js';
import { findSalonOwner } from '../salon/index.js';

type ClientDepositMail = 'instructions' | 'rejected';

const WORDS = {
  'es-ve': {
    subject: {
      instructions: 'Paga el depósito para confirmar tu cita',
      rejected: 'No pudimos confirmar tu depósito',
    },
    hello: (name: string) => `Hola ${name},`,
    instructions: (amount: string, until: string) =>
      `para confirmar tu cita, el salón pide un depósito de ${amount}. Págalo antes del ${until} y reporta la referencia en la página de tu cita; si no, la hora se libera.`,
    rejected: (reason: string, until: string) =>
      `el salón no pudo confirmar la referencia que reportaste: ${reason}\nRevísala y repórtala de nuevo antes del ${until}, o la hora se libera.`,
    payTo: 'Dónde pagar',
    pagoMovil: 'Pago móvil',
    zelle: 'Zelle',
    binance: 'Binance Pay',
    report: 'Reporta tu pago aquí',
    owner: (client: string, amount: string, method: string, reference: string, when: string) => ({
      subject: `${client} reportó un depósito`,
      text: `${client} reportó el depósito de ${amount} de su cita del ${when}.\nMétodo: ${method}\nReferencia: ${reference}\n\nConfírmalo o recházalo en Depósitos, en la app.`,
    }),
  },
  'en-ve': {
    subject: {
      instructions: 'Pay the deposit to confirm your appointment',
      rejected: 'We could not confirm your deposit',
    },
    hello: (name: string) => `Hello ${name},`,
    instructions: (amount: string, until: string) =>
      `to confirm your appointment, the salon asks for a deposit of ${amount}. Pay it before ${until} and report the reference on your appointment's page; otherwise the time is released.`,
    rejected: (reason: string, until: string) =>
      `the salon could not confirm the reference you reported: ${reason}\nCheck it and report it again before ${until}, or the time is released.`,
    payTo: 'Where to pay',
    pagoMovil: 'Pago móvil',
    zelle: 'Zelle',
    binance: 'Binance Pay',
    report: 'Report your payment here',
    owner: (client: string, amount: string, method: string, reference: string, when: string) => ({
      subject: `${client} reported a deposit`,
      text: `${client} reported the deposit of ${amount} for their appointment of ${when}.\nMethod: ${method}\nReference: ${reference}\n\nConfirm or reject it in Deposits, in the app.`,
    }),
  },
} satisfies Record<Language, unknown>;

/** The salon's payment details, one line per method it takes. */
function payToLines(settings: DepositSettings, language: Language): string[] {
  const w = WORDS[language];
  const lines: string[] = [];
  const { pago_movil: pm, zelle, binance } = settings;
  if (pm) lines.push(`${w.pagoMovil}: ${pm.bank_name} (${pm.bank_code}), ${pm.phone}, ${pm.rif}`);
  if (zelle) lines.push(`${w.zelle}: ${zelle.email} (${zelle.name})`);
  if (binance) lines.push(`${w.binance}: Pay ID ${binance.pay_id} (${binance.name})`);
  return lines;
}

/** "$10.00 (Bs. 365,00)": the amount with its bolívares when a rate is known. */
const amountText = (cents: number, language: Language, bolivares: number | null) =>
  bolivares === null
    ? formatCents(cents, language)
    : `${formatCents(cents, language)} (${formatCents(bolivares, language, 'VES')})`;

/**
 * A client mail about their deposit, queued in the caller's transaction: how and where to pay it (sent with
 * the booking, beside its request mail) or why the reported reference was refused.
 */
export async function mailClientAboutDeposit(
  tx: Executor,
  ctx: AppContext,
  deposit: AppointmentDepositRow,
  kind: ClientDepositMail,
  bolivaresCents: number | null,
): Promise<void> {
  const facts = await findMailFacts(tx, deposit.appointmentId, deposit.companyId);
  const to = facts?.client.email?.trim();
  if (!facts || !to) return;
  const language = mailLanguage(facts);
  const w = WORDS[language];
  const { salon } = facts;
  const until = mailMoment(deposit.holdUntil, language, salon.timeZone);
  const lead =
    kind === 'instructions'
      ? w.instructions(amountText(deposit.amountCents, language, bolivaresCents), until)
      : w.rejected(deposit.reason ?? '', until);
  const text = [
    w.hello(facts.client.firstName),
    '',
    lead,
    '',
    `${w.payTo}:`,
    ...payToLines(salon.depositSettings, language),
    '',
    `${w.report}: ${await visitUrlOf(ctx, tx, facts)}`,
  ].join('\n');
  await ctx.jobs.enqueue(tx, {
    kind: MAIL_SEND,
    payload: { to, subject: `${w.subject[kind]}: ${salon.title}`, text },
    companyId: deposit.companyId,
    appointmentId: deposit.appointmentId,
  });
}

/** Tells the salon's owner (in their language) that a client reported a deposit to confirm. */
export async function mailOwnerAboutReport(tx: Executor, ctx: AppContext, deposit: AppointmentDepositRow) {
  const facts = await findMailFacts(tx, deposit.appointmentId, deposit.companyId);
  const owner = await findSalonOwner(tx, deposit.companyId);
  if (!facts || !owner) return;
  const language = owner.language;
  const w = WORDS[language];
  const client = `${facts.client.firstName} ${facts.client.lastName}`.trim();
  const method = w[deposit.method ?? 'pagoMovil'];
  const mail = w.owner(
    client,
    formatCents(deposit.amountCents, language),
    method,
    deposit.reference ?? '',
    formatLongDateTime(facts.appointment.startsAt, language, facts.salon.timeZone),
  );
  await ctx.jobs.enqueue(tx, {
    kind: MAIL_SEND,
    payload: { to: owner.email, ...mail },
    companyId: deposit.companyId,
    appointmentId: deposit.appointmentId,
  });
}
