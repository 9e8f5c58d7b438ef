import {
  can,
  reviewBodySchema,
  reviewWindowOpen,
  type DashboardSummaryWire,
  type ReviewBodyInput,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { parseOrThrow } from '../../lib/validation.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requirePermission,
  salonForCaller,
  type TenantAuth,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import { loggedReview, toReviewSummary, toReviewWire } from './review.mapper.js';
import { reviewRepository, type ReviewView } from './review.repository.js';
import type { ReviewRow } from '../../db/tables/review.table.js';

/** How many reviews the welcome dashboard lists. */
const DASHBOARD_LATEST = 3;

async function viewOf(ex: Executor, row: ReviewRow): Promise<ReviewView> {
  return (await reviewRepository.findView(ex, row.id, row.companyId))!;
}

/** A review the caller may act on, held for the change, with its salon; anything else reads as missing. */
async function inScope(ex: Executor, tenant: TenantAuth, id: string) {
  const row = await reviewRepository.findOwn(ex, id, tenant.companyId, true);
  if (!row || !inSalonScope(tenant, row.salonId)) throw new AppError('REVIEW_NOT_FOUND');
  const salon = await liveSalons.find(ex, row.salonId, tenant.companyId);
  if (!salon) throw new AppError('REVIEW_NOT_FOUND');
  return { row, salon };
}

/**
 * Writes the salon's answer to a review in one transaction, logged: `check` sees the answer there was, refuses
 * (throws) or gives what the event log records of the change.
 */
function saveReply(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  reply: string,
  check: (previous: string | null) => Record<string, unknown>,
): Promise<ReviewWire> {
  requirePermission(auth, 'review.manage');
  const tenant = requireCompany(auth);
  return ctx.db.transaction(async (tx) => {
    const { row, salon } = await inScope(tx, tenant, id);
    const logged = check(row.reply);
    const after = await reviewRepository.update(tx, id, tenant.companyId, {
      reply,
      repliedAt: new Date(),
      repliedByAccountId: tenant.accountId,
    });
    const view = await viewOf(tx, after);
    await recordEvent(tx, tenant, {
      action: 'update',
      area: 'review',
      entityId: id,
      salon: salonRef(salon),
      details: { ...loggedReview(after, view), ...logged },
    });
    return toReviewWire(view);
  });
}

export const reviewService = {
  /**
   * The client's review of one appointment, from the public visit page (no login: the page's token names the
   * appointment). Refuses bad input (400 VALIDATION_FAILED, shared `reviewBodySchema`), an unknown
   * appointment (404), a second review (409 REVIEW_EXISTS), an appointment not done (409 REVIEW_NOT_DONE) and
   * one that ended more than `REVIEW_RULES.windowDays` before `now` (409 REVIEW_CLOSED). The appointment's
   * start and total price are copied. Runs inside `ex` (a savepoint when `ex` is a transaction).
   */
  async createForAppointment(
    ex: Executor,
    target: { id: string; companyId: string },
    input: ReviewBodyInput,
    now: Date = new Date(),
  ): Promise<ReviewWire> {
    const { id: appointmentId, companyId } = target;
    const body = parseOrThrow(reviewBodySchema, input);
    try {
      return await ex.transaction(async (tx) => {
        const appointment = await reviewRepository.findAppointment(tx, appointmentId, companyId, true);
        if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
        if (await reviewRepository.findByAppointment(tx, appointmentId, companyId))
          throw new AppError('REVIEW_EXISTS');
        if (appointment.status !== 'done') throw new AppError('REVIEW_NOT_DONE');
        if (!reviewWindowOpen(appointment.endsAt, now)) throw new AppError('REVIEW_CLOSED');
        const row = await reviewRepository.insert(tx, {
          id: newId(),
          companyId: appointment.companyId,
          salonId: appointment.salonId,
          appointmentId: appointment.id,
          clientId: appointment.clientId,
          employeeId: appointment.employeeId,
          serviceId: appointment.serviceId,
          appointmentStartsAt: appointment.startsAt,
          totalPriceCents: appointment.priceCents + (appointment.travelFeeCents ?? 0),
          stars: body.stars,
          comment: body.comment,
          anonymous: body.anonymous,
          createdAt: now,
        });
        return toReviewWire(await viewOf(tx, row));
      });
    } catch (error) {
      // Two submissions at once: the unique index lets one in.
      if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
      throw error;
    }
  },

  /**
   * A salon's reviews, newest first, hidden ones included (marked) for the staff. The summary counts the
   * visible reviews of the chosen employee and service, whatever the stars filter, so the distribution
   * still shows every star count while one is picked (docs/decisions.md).
   */
  async list(ctx: AppContext, auth: AuthContext, query: ReviewListQuery): Promise<ReviewListResponse> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'review.read');
    const filter = {
      companyId: tenant.companyId,
      salonId: salon.id,
      employeeId: query.employee_id,
      serviceId: query.service_id,
    };
    const [{ rows, total }, counts] = await Promise.all([
      reviewRepository.page(
        ctx.db,
        { ...filter, stars: query.stars },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      ),
      reviewRepository.starCounts(ctx.db, { ...filter, visibleOnly: true }),
    ]);
    return {
      data: rows.map(toReviewWire),
      meta: { total, page: query.page, limit: query.limit },
      summary: toReviewSummary(counts),
    };
  },

  /** The salon's public answer, given once (409 REVIEW_REPLIED after; PUT edits it); logged. */
  reply: (ctx: AppContext, auth: AuthContext, id: string, reply: string): Promise<ReviewWire> =>
    saveReply(ctx, auth, id, reply, (previous) => {
      if (previous !== null) throw new AppError('REVIEW_REPLIED');
      return { reply };
    }),

  /**
   * Sets or replaces the salon's public answer (the owner corrects a typo or says more); the same text
   * answers 400 NO_CHANGES. Logged with the text before and after.
   */
  editReply: (ctx: AppContext, auth: AuthContext, id: string, reply: string): Promise<ReviewWire> =>
    saveReply(ctx, auth, id, reply, (previous) => {
      const changes = changedFields({ reply: previous }, { reply });
      if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES');
      return changes;
    }),

  /**
   * Hides a review (with a reason) or shows it again; hiding an already hidden one only changes its reason.
   * Nothing different answers 400 NO_CHANGES. Logged.
   */
  async setVisibility(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    input: { hidden: boolean; reason: string | null },
  ): Promise<ReviewWire> {
    requirePermission(auth, 'review.manage');
    const tenant = requireCompany(auth);
    return ctx.db.transaction(async (tx) => {
      const { row, salon } = await inScope(tx, tenant, id);
      const changes = changedFields(
        { hidden: row.hidden, hidden_reason: row.hiddenReason },
        { hidden: input.hidden, hidden_reason: input.reason },
      );
      if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES');
      const after = await reviewRepository.update(tx, id, tenant.companyId, {
        hidden: input.hidden,
        hiddenReason: input.reason,
        hiddenAt: input.hidden ? new Date() : null,
        hiddenByAccountId: input.hidden ? tenant.accountId : null,
      });
      const view = await viewOf(tx, after);
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'review',
        entityId: id,
        salon: salonRef(salon),
        details: { ...loggedReview(after, view), ...changes },
      });
      return toReviewWire(view);
    });
  },

  /**
   * The welcome dashboard's part: count and average of the salon's visible reviews and the latest few.
   * Owners and managers only, like the dashboard's other business figures (secretaries read the Reviews
   * screen instead); null for the others.
   */
  async dashboardPart(
    ex: Executor,
    auth: AuthContext,
    scope: { companyId: string; salonId: string },
  ): Promise<DashboardSummaryWire['reviews']> {
    if (!can(auth.role, 'review.manage')) return null;
    const { count, average, latest } = await visibleReviews(ex, scope, DASHBOARD_LATEST);
    return {
      count,
      average,
      latest: latest.map(toReviewWire).map((review) => ({
        _id: review._id,
        stars: review.stars,
        comment: review.comment,
        client: review.client?.name ?? null,
        service: review.service.name,
        created_at: review.created_at,
      })),
    };
  },
};

/**
 * A salon's reviews as its clients see them (hidden ones left out): how many, their average (two decimals)
 * and the newest `limit`. The welcome dashboard and the public booking page show these.
 */
export async function visibleReviews(
  ex: Executor,
  scope: { companyId: string; salonId: string },
  limit: number,
): Promise<{ count: number; average: number | null; latest: ReviewView[] }> {
  const filter = { ...scope, visibleOnly: true };
  const [counts, latest] = await Promise.all([
    reviewRepository.starCounts(ex, filter),
    reviewRepository.latest(ex, filter, limit),
  ]);
  const { count, average } = toReviewSummary(counts);
  return { count, average, latest };
}
