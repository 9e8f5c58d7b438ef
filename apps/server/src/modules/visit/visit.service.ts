import {
  canTransition,
  localDateAt,
  reviewWindowOpen,
  type BookingAvailabilityWire,
  type DepositReportBody,
  type ReviewBodyInput,
  type VisitReviewReason,
  type VisitWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { updateAppointment } from '../appointment/index.js';
import type { LimitedKey } from '../../lib/attempt-limiter.js';
import { depositWireOf, findDeposit, reportDeposit } from '../deposit/index.js';
import { recordClientEvent, salonRef } from '../event-log/index.js';
import { rateOn } from '../exchange-rate/index.js';
import { findVisitToken, mailOwnerAbout, planAppointmentMails } from '../notification/index.js';
import { reviewService } from '../review/index.js';
import { subscriptionService } from '../subscription/index.js';
import { visitCalendar } from './visit-calendar.js';
import { rescheduleReason, servicesOf, standingParts, visitReschedule } from './visit-reschedule.js';
import { contactOf, toVisitWire, type CancelState } from './visit.mapper.js';
import { visitRepository, type VisitView } from './visit.repository.js';

/**
 * Public calls are limited per address and per link (docs/decisions.md "Client's appointment page"): generous
 * for ordinary use, and links that open nothing (guessing) count on their own, much lower limit.
 */
export const VISIT_LIMITS = { perAddress: 120, perToken: 60, missesPerAddress: 10 } as const;

const HOUR_MS = 3_600_000;
const notFound = () => new AppError('VISIT_NOT_FOUND');

interface Caller {
  ip: string;
}

const callKeys = (token: string, caller: Caller): LimitedKey[] => [
  { key: `visit:ip:${caller.ip}`, limit: VISIT_LIMITS.perAddress, onSuccess: 'keep' },
  { key: `visit:token:${token.slice(0, 100)}`, limit: VISIT_LIMITS.perToken, onSuccess: 'keep' },
];
// Reserved with every call and given back when the link opens, so concurrent guesses cannot pass the limit.
const missKey = (caller: Caller): LimitedKey => ({
  key: `visit-miss:ip:${caller.ip}`,
  limit: VISIT_LIMITS.missesPerAddress,
});

/** The link's appointment, after the rate limits; an unknown link (or a deleted salon's) answers 404. */
async function open(ctx: AppContext, token: string, caller: Caller) {
  const attempt = await ctx.limiter.reserve([...callKeys(token, caller), missKey(caller)]);
  const link = await findVisitToken(ctx.db, token);
  const view = link && (await visitRepository.findView(ctx.db, link.appointmentId, link.companyId));
  if (!link || !view || view.salon.deletedAt) {
    await attempt.failed();
    throw notFound();
  }
  await attempt.succeeded();
  return { link, view };
}

/**
 * docs/decisions.md "Online cancellation": with the salon's penalty policy in force (use_penalty on and the
 * plan's cancellation-policy feature) a client may cancel online until `cancel_notice_hours` before the start
 * and at most `cancels_allowed` times at this salon; without it, until the start and without a count.
 */
async function cancelState(ex: Executor, view: VisitView, now: Date): Promise<CancelState> {
  const { appointment, salon } = view;
  const features = await subscriptionService.featuresOf(ex, salon.companyId);
  const policy = salon.usePenalty === 1 && features.cancellationPolicy;
  const noticeHours = policy ? salon.cancelNoticeHours : 0;
  const deadline = new Date(appointment.startsAt.getTime() - noticeHours * HOUR_MS);
  const remaining = policy
    ? Math.max(
        0,
        salon.cancelsAllowed -
          (await visitRepository.clientCancels(ex, salon.companyId, salon.id, view.client.id)),
      )
    : null;
  const state = { deadline, noticeHours, remaining };
  if (appointment.status === 'cancelled' || !canTransition(appointment.status, 'cancelled')) {
    return { ...state, reason: 'status', deadline: null };
  }
  if (appointment.startsAt <= now) return { ...state, reason: 'started', deadline: null };
  if (now > deadline) return { ...state, reason: 'notice' };
  if (remaining === 0) return { ...state, reason: 'limit' };
  return { ...state, reason: null };
}

function reviewState(view: VisitView, now: Date): VisitReviewReason | null {
  if (view.reviewed) return 'given';
  if (view.appointment.status !== 'done') return 'not_done';
  if (!reviewWindowOpen(view.appointment.endsAt, now)) return 'closed';
  return null;
}

/** The rate of the visit's day, or of today for a visit still ahead, when the salon shows bolívares. */
async function bolivaresOf(ex: Executor, view: VisitView, now: Date): Promise<VisitWire['bolivares']> {
  const { salon, appointment } = view;
  if (!salon.showBolivares) return null;
  const day = [
    localDateAt(now, salon.timeZone),
    localDateAt(appointment.startsAt, salon.timeZone),
  ].sort()[0]!;
  const rate = await rateOn(ex, day);
  return rate && { rate: rate.rate, date: rate.date };
}

async function depositOf(ex: Executor, view: VisitView) {
  const deposit = await findDeposit(ex, view.appointment.id, view.appointment.companyId);
  return deposit ? depositWireOf(ex, view.salon, deposit) : null;
}

const wireOf = async (ex: Executor, view: VisitView, now: Date): Promise<VisitWire> =>
  toVisitWire(
    view,
    await cancelState(ex, view, now),
    reviewState(view, now),
    await rescheduleReason(ex, view, now),
    await bolivaresOf(ex, view, now),
    await depositOf(ex, view),
  );

const reread = async (ctx: AppContext, view: VisitView) =>
  (await visitRepository.findView(ctx.db, view.appointment.id, view.appointment.companyId)) ?? view;

export const visitService = {
  async get(ctx: AppContext, token: string, caller: Caller, now = new Date()): Promise<VisitWire> {
    const { view } = await open(ctx, token, caller);
    return wireOf(ctx.db, view, now);
  },

  /** The .ics file, and its name. */
  async calendar(ctx: AppContext, token: string, caller: Caller, language: string) {
    const { view } = await open(ctx, token, caller);
    const page = `${ctx.config.publicUrl}/${language}/visit/${encodeURIComponent(token)}`;
    return { ics: visitCalendar(view, page), filename: `appointment-${view.appointment.id}.ics` };
  },

  /**
   * The client cancels: the appointment's status becomes cancelled (freeing the time; the calendar's version
   * is bumped by the database triggers like any change), the event log names the client as who did it, and
   * the salon's owner is mailed through the job queue, all in one transaction. Refused: 409
   * VISIT_CANCEL_CLOSED with the reason and the salon's contact in `details`.
   */
  async cancel(ctx: AppContext, token: string, caller: Caller, now = new Date()): Promise<VisitWire> {
    const { link } = await open(ctx, token, caller);
    await ctx.db.transaction(async (tx) => {
      const view = await visitRepository.findView(tx, link.appointmentId, link.companyId, true);
      if (!view) throw notFound();
      const { appointment, salon, client } = view;
      const state = await cancelState(tx, view, now);
      if (state.reason) {
        const contact = contactOf(salon);
        throw new AppError('VISIT_CANCEL_CLOSED', [
          { field: 'reason', code: state.reason, message: state.reason },
          { field: 'phone', code: 'phone', message: contact.phone },
          { field: 'whatsapp_url', code: 'whatsapp_url', message: contact.whatsapp_url ?? '' },
        ]);
      }
      // The whole visit: its first part first, so the later ones' cancellation asks no "changed" message.
      const parts = standingParts(view);
      const clientName = `${client.firstName} ${client.lastName}`.trim();
      for (const part of parts) {
        const after = await updateAppointment(tx, part.id, part.companyId, { status: 'cancelled' });
        // The client's own cancellation mail and the dropped reminder, as for a cancellation by the staff.
        if (part.id === appointment.id) await planAppointmentMails(tx, ctx, part, after);
        await recordClientEvent(
          tx,
          { companyId: part.companyId, client },
          {
            // One cancellation per visit counts against the salon's limit; its other parts follow it.
            action: part.id === appointment.id ? 'cancel' : 'status_change',
            area: 'appointment',
            entityId: part.id,
            salon: salonRef(salon),
            details: { status: { from: part.status, to: 'cancelled' }, start: part.startsAt.toISOString() },
          },
        );
      }
      await mailOwnerAbout(tx, ctx, 'cancelled', {
        salon,
        appointment,
        client: clientName,
        service: servicesOf(view),
        employee: view.employee.firstName,
      });
    });
    const view = await visitRepository.findView(ctx.db, link.appointmentId, link.companyId);
    return wireOf(ctx.db, view!, now);
  },

  /** Free times to move the visit to (its employee, its length, the salon's window and notice). */
  async availability(
    ctx: AppContext,
    token: string,
    range: { from: string; to: string },
    caller: Caller,
    now = new Date(),
  ): Promise<BookingAvailabilityWire> {
    const { view } = await open(ctx, token, caller);
    return visitReschedule.availability(ctx, view, range, now);
  },

  /** The client moves the visit (visit-reschedule.ts); answers the page again. */
  async reschedule(ctx: AppContext, token: string, start: string, caller: Caller, now = new Date()) {
    const { view } = await open(ctx, token, caller);
    await visitReschedule.move(ctx, view, start, now);
    return wireOf(ctx.db, await reread(ctx, view), now);
  },

  /** The client reports how they paid the deposit (the deposit module's rules); answers the page again. */
  async reportDeposit(
    ctx: AppContext,
    token: string,
    body: DepositReportBody,
    caller: Caller,
    now = new Date(),
  ): Promise<VisitWire> {
    const { view } = await open(ctx, token, caller);
    await ctx.db.transaction((tx) =>
      reportDeposit(tx, ctx, { appointmentId: view.appointment.id, salon: view.salon, body, now }),
    );
    return wireOf(ctx.db, await reread(ctx, view), now);
  },

  /** One review per done appointment within 30 days (the review module's rules); answers the page again. */
  async review(
    ctx: AppContext,
    token: string,
    body: ReviewBodyInput,
    caller: Caller,
    now = new Date(),
  ): Promise<VisitWire> {
    const { view } = await open(ctx, token, caller);
    await reviewService.createForAppointment(ctx.db, view.appointment, body, now);
    return wireOf(ctx.db, await reread(ctx, view), now);
  },
};
