import {
  PLANS,
  type AdminAuditListQuery,
  type AdminCompanyListQuery,
  type AdminPaymentListQuery,
  type AdminSalonListQuery,
  type Plan,
  type UpdatePlanBody,
  toCents,
  toDollars,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { paymentDecisionService, type DecisionHook } from '../billing/index.js';
import type { PlanRow } from '../../db/tables/billing.table.js';
import { findPlan, listPlans, updatePlan } from '../subscription/index.js';
import { decideVerification, type VerificationOutcome } from '../salon/index.js';
import { writeAudit } from './admin-account.service.js';
import type { AdminAuth } from './admin-auth.js';
import { adminQueueRepository } from './admin-queue.repository.js';
import { adminRepository } from './admin.repository.js';
import {
  toAdminCompanyWire,
  toAdminPaymentWire,
  toAdminPlanWire,
  toAdminSalonWire,
  toAuditWire,
} from './admin.mapper.js';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config'>;

const metaOf = (total: number, query: { page: number; limit: number }) => ({
  total,
  page: query.page,
  limit: query.limit,
});

/** The columns the plans editor sets, from the wire (dollars) to the row (cents). */
const planColumns = (body: UpdatePlanBody) => ({
  monthlyPriceCents: toCents(body.monthly_price),
  salons: body.salons,
  galleryImagesPerSalon: body.gallery_images_per_salon,
  employeesPerSalon: body.employees_per_salon,
  promotions: body.promotions,
  cancellationPolicy: body.cancellation_policy,
  additionalUser: body.additional_user,
});
type PlanColumns = ReturnType<typeof planColumns>;

/** What an edit changed, field by field, for the audit log. */
function planChanges(before: PlanRow, after: PlanColumns) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof PlanColumns)[]) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** The audit entry of a payment decision, written in the deciding transaction. */
const paymentAudit =
  (adminId: string, action: 'payment.confirm' | 'payment.reject'): DecisionHook =>
  (tx, payment, invoice) =>
    writeAudit(tx, adminId, {
      action,
      targetType: 'payment',
      targetId: payment.id,
      details: {
        company_id: payment.companyId,
        plan: payment.plan,
        period: payment.period,
        method: payment.method,
        amount: toDollars(payment.amountCents),
        reference: payment.reference,
        ...(invoice ? { invoice_number: invoice.number } : {}),
        ...(payment.rejectionReason ? { reason: payment.rejectionReason } : {}),
      },
    });

/**
 * The platform administrator's desk: the payments queue, the companies, the plans editor and salon
 * verification. Every change writes its audit entry in the transaction that makes it.
 */
export const adminService = {
  async payments(ctx: AppContext, query: AdminPaymentListQuery) {
    const { rows, total } = await adminQueueRepository.listPayments(ctx.db, query);
    return { data: rows.map(toAdminPaymentWire), meta: metaOf(total, query) };
  },

  confirmPayment: (deps: Deps, auth: AdminAuth, paymentId: string) =>
    paymentDecisionService.confirm(
      deps,
      auth.admin.id,
      paymentId,
      paymentAudit(auth.admin.id, 'payment.confirm'),
    ),

  rejectPayment: (deps: Deps, auth: AdminAuth, paymentId: string, reason: string) =>
    paymentDecisionService.reject(
      deps,
      auth.admin.id,
      paymentId,
      reason,
      paymentAudit(auth.admin.id, 'payment.reject'),
    ),

  async companies(ctx: AppContext, query: AdminCompanyListQuery) {
    const { rows, total } = await adminQueueRepository.listCompanies(ctx.db, query);
    const now = new Date();
    return { data: rows.map((row) => toAdminCompanyWire(row, now)), meta: metaOf(total, query) };
  },

  async plans(ctx: AppContext) {
    return (await listPlans(ctx.db)).map(toAdminPlanWire);
  },

  async updatePlan(ctx: AppContext, auth: AdminAuth, id: string, body: UpdatePlanBody) {
    if (!PLANS.includes(id as Plan)) throw new AppError('PLAN_NOT_FOUND');
    const plan = id as Plan;
    const columns = planColumns(body);
    const row = await ctx.db.transaction(async (tx) => {
      const before = await findPlan(tx, plan);
      const after = await updatePlan(tx, plan, columns);
      await writeAudit(tx, auth.admin.id, {
        action: 'plan.update',
        targetType: 'plan',
        targetId: plan,
        details: { changes: planChanges(before, columns) },
      });
      return after;
    });
    return toAdminPlanWire(row);
  },

  async salons(ctx: AppContext, query: AdminSalonListQuery) {
    const { rows, total } = await adminQueueRepository.listSalons(ctx.db, {
      ...query,
      status: query.status_process,
    });
    return { data: rows.map(toAdminSalonWire), meta: metaOf(total, query) };
  },

  /**
   * Approves or rejects a salon's verification and mails the owner (salon-verification.service). Setting
   * the status it already has is refused (409), so a double click mails nobody twice. `adminId` null is the
   * command line.
   */
  async decideSalon(
    deps: Pick<AppContext, 'db' | 'mailer'>,
    adminId: string | null,
    salonId: string,
    outcome: VerificationOutcome,
  ) {
    const decided = await decideVerification(deps, salonId, outcome, async (tx, before, after) => {
      if (before.statusProcess === outcome) throw new AppError('SALON_STATUS_UNCHANGED');
      await writeAudit(tx, adminId, {
        action: outcome === 'approved' ? 'salon.approve' : 'salon.reject',
        targetType: 'salon',
        targetId: after.id,
        details: {
          company_id: after.companyId,
          title: after.title,
          status_process: { from: before.statusProcess, to: after.statusProcess },
        },
      });
    });
    const found = await adminQueueRepository.findSalonForReview(deps.db, decided.salon.id);
    return { salon: toAdminSalonWire(found!), mailedTo: decided.mailedTo };
  },

  async audit(ctx: AppContext, query: AdminAuditListQuery) {
    const { entries, total } = await adminRepository.listAudit(ctx.db, query);
    return { data: entries.map(toAuditWire), meta: metaOf(total, query) };
  },
};
