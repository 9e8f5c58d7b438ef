import { isLiveStatus, reviewWindowOpen, type AppointmentMail } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import { MAIL_SEND } from '../../lib/jobs/mail-send.job.js';
import { visitTokenRepository } from './visit-token.repository.js';
import { mailLanguage, renderAppointmentMail } from './notification-mail.js';
import { canReach } from './notification-delivery.js';
import {
  findAppointmentRow,
  findMailFacts,
  type MailFacts,
  type ReachFacts,
} from './notification.repository.js';

export const APPOINTMENT_MAIL = 'appointment.mail';
export const APPOINTMENT_REMINDER = 'appointment.reminder';

declare module '../../lib/jobs/job-types.js' {
  interface JobPayloads {
    /**
     * One client message about an appointment (an e-mail, or a WhatsApp message when it goes so), rendered
     * from the data of the moment it is sent. A reminder is one only as the e-mail in place of a failed
     * WhatsApp reminder.
     */
    'appointment.mail': {
      appointmentId: string;
      mail: AppointmentMail;
      /** The .ics SEQUENCE this mail carries. */
      sequence: number;
      /** The e-mail in place of a WhatsApp message that failed (the status webhook said so). */
      emailOnly?: boolean;
      /**
       * A series' occurrences changed or cancelled together, this one included: the message is
       * about all of them and lists them as they are when it goes.
       */
      together?: string[];
    };
    'appointment.reminder': { appointmentId: string };
  }
}

/**
 * A visit's second or later part: the client hears of the visit through its first part, whose
 * messages list every part, so such a part has no messages, reminder or link of its own.
 */
export const isLaterPart = (row: AppointmentRow): boolean => !!row.visitId && row.visitId !== row.id;

/** A visit still ahead (core's live statuses): the ones a client is told about and reminded of. */
const isLive = (row: AppointmentRow | null): boolean => !!row && isLiveStatus(row.status);
export const reminderKey = (appointmentId: string) => `reminder:${appointmentId}`;

/**
 * When a visit becomes done, the client is asked once (ever) to rate it: a done visit set back to no-show and
 * to done again asks no second time.
 */
async function planReviewRequest(ctx: AppContext, tx: Executor, row: AppointmentRow): Promise<void> {
  // A visit whose review window closed gets no request (its older jobs may also be pruned by then).
  if (!reviewWindowOpen(row.endsAt, new Date())) return;
  const mails = await ctx.jobs.listBySubject(tx, { appointmentId: row.id, kinds: [APPOINTMENT_MAIL] });
  if (mails.some((job) => (job.payload as { mail: string }).mail === 'review_request')) return;
  const facts = await findMailFacts(tx, row.id, row.companyId);
  if (!facts || !canReach(ctx, facts, 'review_request')) return;
  await ctx.jobs.enqueue(tx, {
    kind: APPOINTMENT_MAIL,
    payload: { appointmentId: row.id, mail: 'review_request', sequence: mails.length },
    companyId: row.companyId,
    appointmentId: row.id,
  });
}

/** An appointment's mail facts, read at the first call only: a series' first occurrence needs them twice. */
type FactsOf = () => Promise<MailFacts | undefined>;
const factsOnce = (ex: Executor, appointmentId: string, companyId: string): FactsOf => {
  let read: Promise<MailFacts | undefined> | undefined;
  return () => (read ??= findMailFacts(ex, appointmentId, companyId));
};

/** How many client mails the appointment has had: the next one's .ics SEQUENCE. */
async function nextSequence(ctx: AppContext, ex: Executor, appointmentId: string): Promise<number> {
  return (await ctx.jobs.listBySubject(ex, { appointmentId, kinds: [APPOINTMENT_MAIL] })).length;
}

export const visitUrlOf = async (ctx: AppContext, ex: Executor, facts: MailFacts) =>
  `${ctx.config.publicUrl}/${mailLanguage(facts)}/visit/${await visitTokenRepository.issueFor(
    ex,
    facts.appointment.id,
    facts.appointment.companyId,
  )}`;

/** An appointment's reminder job, `leadHours` before its start (one per appointment, by its key). */
const reminderJob = (row: { id: string; companyId: string; startsAt: Date }, leadHours: number) => ({
  kind: APPOINTMENT_REMINDER as typeof APPOINTMENT_REMINDER,
  payload: { appointmentId: row.id },
  runAt: new Date(row.startsAt.getTime() - leadHours * 3_600_000),
  dedupeKey: reminderKey(row.id),
  companyId: row.companyId,
  appointmentId: row.id,
});

async function planReminder(ctx: AppContext, tx: Executor, row: AppointmentRow, leadHours: number | null) {
  const job = leadHours === null ? null : reminderJob(row, leadHours);
  if (!job || job.runAt.getTime() <= Date.now()) {
    await ctx.jobs.cancelByKey(tx, reminderKey(row.id));
    return;
  }
  await ctx.jobs.replace(tx, job);
}

/**
 * A new repeating series: the first occurrence's confirmation as for any booking, then a reminder
 * before each occurrence, the first's included, written in one statement (52 at a time would otherwise be
 * the better part of saving the series). The first's facts are read once for both.
 */
export async function planSeriesMails(
  tx: Executor,
  ctx: AppContext,
  first: AppointmentRow,
  later: readonly { id: string; companyId: string; startsAt: Date }[],
): Promise<void> {
  const factsOfFirst = factsOnce(tx, first.id, first.companyId);
  await planMails(tx, ctx, null, first, { facts: factsOfFirst, reminder: false });
  if (!isLive(first)) return;
  const facts = await factsOfFirst();
  const leadHours = facts?.salon.reminderLeadHours ?? null;
  if (!facts || leadHours === null || !canReach(ctx, facts, 'reminder')) return;
  const now = Date.now();
  await ctx.jobs.enqueueMany(
    tx,
    [first, ...later].map((row) => reminderJob(row, leadHours)).filter((job) => job.runAt.getTime() > now),
  );
}

/**
 * Re-plans the reminders of appointments moved together without a message of their own (a series'), as
 * `planReminder` does each, in one statement: the ones still ahead move, those whose time has passed go.
 */
export async function replanReminders(
  tx: Executor,
  ctx: AppContext,
  rows: readonly AppointmentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const facts = await findMailFacts(tx, rows[0]!.id, rows[0]!.companyId);
  const leadHours = facts && canReach(ctx, facts, 'reminder') ? facts.salon.reminderLeadHours : null;
  const now = Date.now();
  const ahead =
    leadHours === null
      ? []
      : rows.map((row) => reminderJob(row, leadHours)).filter((job) => job.runAt.getTime() > now);
  const planned = new Set(ahead.map((job) => job.appointmentId));
  const dropped = rows.filter((row) => !planned.has(row.id)).map((row) => reminderKey(row.id));
  await ctx.jobs.replaceMany(tx, ahead, dropped);
}

/** Drops the queued reminders of appointments called off together (a series' occurrences), in one statement. */
export async function cancelReminders(tx: Executor, ctx: AppContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.jobs.cancelBySubject(tx, { appointmentId: ids, kinds: [APPOINTMENT_REMINDER] });
}

/**
 * A write of a visit's later part, told through its first part: created with the visit, it is in the first
 * part's confirmation; moved, changed or cancelled by the staff while the visit stands, the client gets the
 * visit's "changed" message; done once the first part is done, the visit's review request (asked once).
 */
async function planForLaterPart(
  tx: Executor,
  ctx: AppContext,
  before: AppointmentRow | null,
  after: AppointmentRow | null,
): Promise<void> {
  if (!before) return;
  const lead = await findAppointmentRow(tx, before.visitId!, before.companyId);
  if (!lead) return;
  if (after?.status === 'done' && before.status !== 'done') {
    if (lead.status === 'done') await planReviewRequest(ctx, tx, lead);
    return;
  }
  // Called off, moved or given to another employee or service; a pending part confirmed is not news.
  const changed =
    !after ||
    !isLive(after) ||
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.employeeId !== after.employeeId ||
    before.serviceId !== after.serviceId;
  if (!changed || !isLive(lead) || lead.startsAt.getTime() <= Date.now() || !isLive(before)) return;
  const facts = await findMailFacts(tx, lead.id, lead.companyId);
  if (!facts || !canReach(ctx, facts, 'changed')) return;
  await ctx.jobs.enqueue(tx, {
    kind: APPOINTMENT_MAIL,
    payload: { appointmentId: lead.id, mail: 'changed', sequence: await nextSequence(ctx, tx, lead.id) },
    companyId: lead.companyId,
    appointmentId: lead.id,
  });
}

export interface PlanMailsOptions {
  /**
   * A series' occurrences changed or cancelled with this one (ids, this one included): its one message is
   * about them all. The others' reminders are the caller's (replanReminders, cancelReminders).
   */
  together?: readonly string[];
  /**
   * A new appointment's salon and client, when the caller has them (a booking has just read both): planning a
   * new appointment's messages then reads nothing (a booking's round trips bound bookings a second).
   */
  reach?: ReachFacts;
  /**
   * Tell the client even though the start is reached: a deposit's hold runs at most to the visit's start, and
   * a booking released then is news to a client on their way (docs/decisions.md "Deposits without cards").
   */
  atOrAfterStart?: true;
}

/**
 * The client's confirmation of a visit that waited for the salon and is now confirmed without any other
 * change (its deposit paid): a pending-to-reserved write alone sends nothing.
 */
export async function planConfirmation(tx: Executor, ctx: AppContext, row: AppointmentRow): Promise<void> {
  const facts = await findMailFacts(tx, row.id, row.companyId);
  if (!facts || row.startsAt.getTime() <= Date.now() || !canReach(ctx, facts, 'confirmed')) return;
  await ctx.jobs.enqueue(tx, {
    kind: APPOINTMENT_MAIL,
    payload: { appointmentId: row.id, mail: 'confirmed', sequence: await nextSequence(ctx, tx, row.id) },
    companyId: row.companyId,
    appointmentId: row.id,
  });
}

/**
 * Plans the client's mails for one appointment write, inside its transaction (`before` null: created;
 * `after` null: about to be deleted, so call it before the delete). Mails are jobs, so a booking that rolls
 * back sends nothing and a mail that fails never fails the booking. Visits already past get no mail.
 */
export async function planAppointmentMails(
  tx: Executor,
  ctx: AppContext,
  before: AppointmentRow | null,
  after: AppointmentRow | null,
  options: PlanMailsOptions = {},
): Promise<void> {
  const part = after ?? before;
  if (!part) return;
  await planMails(tx, ctx, before, after, { ...options, facts: factsOnce(tx, part.id, part.companyId) });
}

async function planMails(
  tx: Executor,
  ctx: AppContext,
  before: AppointmentRow | null,
  after: AppointmentRow | null,
  options: PlanMailsOptions & {
    facts: FactsOf;
    /** False: the caller plans the reminder (a new series writes them all in one statement). */
    reminder?: false;
  },
): Promise<void> {
  const part = after ?? before;
  if (part && isLaterPart(part)) return planForLaterPart(tx, ctx, before, after);
  const together = options.together && options.together.length > 1 ? [...options.together] : undefined;
  const now = Date.now();
  if (!after) {
    if (!before || !isLive(before) || before.startsAt.getTime() <= now) return;
    // The appointment's own jobs go with it (cascade), so the cancellation is written now as a plain mail.
    const facts = await options.facts();
    if (!facts) return;
    const sequence = await nextSequence(ctx, tx, before.id);
    const mail = renderAppointmentMail(facts, { mail: 'cancelled', sequence, visitUrl: null });
    if (mail) await ctx.jobs.enqueue(tx, { kind: MAIL_SEND, payload: mail, companyId: before.companyId });
    return;
  }
  const wasLive = isLive(before);
  const live = isLive(after);
  if (wasLive && !live)
    await ctx.jobs.cancelBySubject(tx, { appointmentId: after.id, kinds: [APPOINTMENT_REMINDER] });
  if (after.status === 'done' && before?.status !== 'done') await planReviewRequest(ctx, tx, after);
  if (after.startsAt.getTime() <= now && !options.atOrAfterStart) return;
  const moved = !!before && before.startsAt.getTime() !== after.startsAt.getTime();
  const changed =
    !!before &&
    (moved ||
      before.endsAt.getTime() !== after.endsAt.getTime() ||
      before.employeeId !== after.employeeId ||
      before.serviceId !== after.serviceId);
  const mail: Exclude<AppointmentMail, 'reminder'> | null =
    !wasLive && live
      ? 'confirmed'
      : wasLive && after.status === 'cancelled'
        ? 'cancelled'
        : wasLive && live && changed
          ? 'changed'
          : null;
  if (!mail && !(live && moved)) return;
  const facts = (!before && options.reach) || (await options.facts());
  if (!facts || !canReach(ctx, facts, mail ?? 'reminder')) return;
  const mailJob = (sequence: number) => ({
    kind: APPOINTMENT_MAIL as typeof APPOINTMENT_MAIL,
    payload: { appointmentId: after.id, mail: mail!, sequence, ...(together && { together }) },
    companyId: after.companyId,
    appointmentId: after.id,
  });
  const reminderWanted = live && (!wasLive || moved) && options.reminder !== false;
  if (!before) {
    // A new appointment: no mail yet (sequence 0) and no reminder queued under its new id, so its confirmation
    // and reminder go in one statement (a booking's round trips are what bound bookings a second).
    const leadHours = facts.salon.reminderLeadHours;
    const reminder = reminderWanted && leadHours !== null ? reminderJob(after, leadHours) : null;
    const ahead = reminder && reminder.runAt.getTime() > now ? [reminder] : [];
    await ctx.jobs.enqueueMany<typeof APPOINTMENT_MAIL | typeof APPOINTMENT_REMINDER>(tx, [
      ...(mail ? [mailJob(0)] : []),
      ...ahead,
    ]);
    return;
  }
  if (mail) await ctx.jobs.enqueue(tx, mailJob(await nextSequence(ctx, tx, after.id)));
  if (reminderWanted) await planReminder(ctx, tx, after, facts.salon.reminderLeadHours);
}
