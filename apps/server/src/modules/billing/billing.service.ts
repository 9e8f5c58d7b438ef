import {
  cancelRefusal,
  reactivateRefusal,
  referenceKey,
  scheduleDowngrade,
  subscriptionAt,
  BILLING_RULES,
  isBolivarMethod,
  MANUAL_PAYMENT_METHODS,
  type BillingChoice,
  type BillingPricesWire,
  type BillingQuoteWire,
  type CreateBillingBody,
  type FieldError,
  type InvoiceWire,
  type SubscriptionWire,
  toCents,
  toDollars,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation, pgErrorConstraint } from '../../lib/pg-errors.js';
import { requireCompany, requireOwner, type TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { countEmployeesWithAccess } from '../employee/index.js';
import { rateOn, todayInCaracas } from '../exchange-rate/index.js';
import { factsOf, featuresOfRow, findSubscription, listPlans } from '../subscription/index.js';
import type { SubscriptionRow } from '../../db/tables/subscription.table.js';
import { payeeService } from './billing-payee.service.js';
import { quoteChoice, toQuoteWire, type Quote } from './billing-quote.js';
import { toInvoiceWire, toSubscriptionWire } from './billing.mapper.js';
import { billingRepository } from './billing.repository.js';
import { invoicePdf } from './invoice-pdf.js';

/** Billing is the owner's alone (docs/product.md "Roles and permissions"): managers and employees get 403. */
function ownerTenant(auth: AuthContext): TenantAuth {
  requireOwner(auth);
  return requireCompany(auth);
}

async function subscriptionOf(ex: Executor, companyId: string, lock = false): Promise<SubscriptionRow> {
  const row = lock
    ? await billingRepository.lockSubscription(ex, companyId)
    : await findSubscription(ex, companyId);
  // Every company gets its trial row with the company; one without is a broken database.
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/** The refusal naming each limit the company is above, in English (the screen translates the fields). */
function limitsError(quote: Quote): AppError {
  const details: FieldError[] = quote.exceeded.map((limit) => ({
    field: limit,
    code: `billing.limits.${limit}`,
    message: limit,
  }));
  return new AppError(
    'PLAN_LIMIT_EXCEEDED',
    details,
    `Your business is above the limits of this plan: ${quote.exceeded.join(', ')}. Reduce it first.`,
  );
}

export async function subscriptionWire(
  ex: Executor,
  row: SubscriptionRow,
  now = new Date(),
): Promise<SubscriptionWire> {
  const [subscribedEmployees, pending] = await Promise.all([
    countEmployeesWithAccess(ex, row.companyId),
    billingRepository.findPendingPayment(ex, row.companyId),
  ]);
  return toSubscriptionWire(row, subscriptionAt(factsOf(row), now), { subscribedEmployees, pending });
}

export const billingService = {
  async prices(ctx: AppContext, auth: AuthContext): Promise<BillingPricesWire> {
    const tenant = ownerTenant(auth);
    const [plans, employeesWithAccess, payees] = await Promise.all([
      listPlans(ctx.db),
      countEmployeesWithAccess(ctx.db, tenant.companyId),
      payeeService.read(ctx.db),
    ]);
    const yearlyFactor = 12 * (1 - BILLING_RULES.yearlyDiscountPercent / 100);
    return {
      plans: plans.map((plan) => {
        const features = featuresOfRow(plan);
        return {
          _id: plan.id,
          monthly_price: toDollars(plan.monthlyPriceCents),
          yearly_price: toDollars(Math.round(plan.monthlyPriceCents * yearlyFactor)),
          features: {
            salons: features.salons,
            gallery_images_per_salon: features.galleryImagesPerSalon,
            employees_per_salon: features.employeesPerSalon,
            promotions: features.promotions,
            cancellation_policy: features.cancellationPolicy,
            additional_user: features.additionalUser,
          },
        };
      }),
      employee_access_monthly: toDollars(BILLING_RULES.employeeAccessMonthlyCents),
      yearly_discount_percent: BILLING_RULES.yearlyDiscountPercent,
      employees_with_access: employeesWithAccess,
      methods: ctx.paypal ? [...MANUAL_PAYMENT_METHODS, 'paypal'] : [...MANUAL_PAYMENT_METHODS],
      paypal: !!ctx.paypal,
      payees: payees.payees,
    };
  },

  async quote(ctx: AppContext, auth: AuthContext, choice: BillingChoice): Promise<BillingQuoteWire> {
    const tenant = ownerTenant(auth);
    const row = await subscriptionOf(ctx.db, tenant.companyId);
    const now = new Date();
    const [quote, rate] = await Promise.all([
      quoteChoice(ctx.db, row, choice, now),
      rateOn(ctx.db, todayInCaracas(now)),
    ]);
    return toQuoteWire(choice, quote, rate);
  },

  async active(ctx: AppContext, auth: AuthContext): Promise<SubscriptionWire> {
    const tenant = ownerTenant(auth);
    return subscriptionWire(ctx.db, await subscriptionOf(ctx.db, tenant.companyId));
  },

  /**
   * Choose or change the plan. A downgrade is scheduled (nothing paid now). Anything else reports the manual
   * payment of exactly the quoted amount, pending until a platform administrator confirms it.
   */
  async create(ctx: AppContext, auth: AuthContext, body: CreateBillingBody): Promise<SubscriptionWire> {
    const tenant = ownerTenant(auth);
    const now = new Date();
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await subscriptionOf(tx, tenant.companyId, true);
        const quote = await quoteChoice(tx, row, body, now);
        if (quote.exceeded.length > 0) throw limitsError(quote);
        if (quote.change === 'downgrade') {
          const facts = scheduleDowngrade(factsOf(row), body.plan);
          const updated = await billingRepository.updateSubscription(tx, row.id, row.companyId, {
            scheduledPlan: facts.scheduledPlan,
            scheduledFrom: facts.scheduledFrom,
          });
          return subscriptionWire(tx, updated, now);
        }
        if (quote.totalCents === 0) throw new AppError('NOTHING_TO_PAY');
        const payment = body.payment;
        if (!payment) {
          throw new AppError('PAYMENT_REQUIRED', [
            {
              field: 'payment.method',
              code: 'validation.billing.method',
              message: 'Choose a payment method',
            },
          ]);
        }
        if (toCents(payment.amount) !== quote.totalCents) {
          throw new AppError(
            'PAYMENT_AMOUNT_MISMATCH',
            [
              {
                field: 'payment.amount',
                code: 'validation.billing.amount',
                message: String(toDollars(quote.totalCents)),
              },
            ],
            `The amount does not match the amount to pay (${toDollars(quote.totalCents).toFixed(2)} USD).`,
          );
        }
        if (await billingRepository.findPendingPayment(tx, tenant.companyId))
          throw new AppError('PAYMENT_PENDING');
        const { method, amount: _amount, reference, ...details } = payment;
        // A bolívar payment keeps the rate of the day it was paid (or the last before it) and that rate's date.
        const rate = isBolivarMethod(method) ? await rateOn(tx, payment.paid_on) : null;
        await billingRepository.insertPayment(tx, {
          id: newId(),
          companyId: tenant.companyId,
          method,
          status: 'pending',
          change: quote.change,
          plan: body.plan,
          period: body.period,
          amountCents: quote.totalCents,
          lines: quote.lines,
          reference: reference ?? null,
          referenceKey: reference ? referenceKey(reference) : null,
          details,
          reportedByAccountId: auth.accountId,
          exchangeRate: rate ? rate.rate.toFixed(4) : null,
          exchangeRateDate: rate?.date ?? null,
        });
        return subscriptionWire(tx, row, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const constraint = pgErrorConstraint(error);
        if (constraint === 'subscription_payments_reference_uq') {
          throw new AppError('PAYMENT_REFERENCE_TAKEN', [
            {
              field: 'payment.reference',
              code: 'errors.PAYMENT_REFERENCE_TAKEN',
              message: 'Reference already reported',
            },
          ]);
        }
        if (constraint === 'subscription_payments_one_pending_uq') throw new AppError('PAYMENT_PENDING');
      }
      throw error;
    }
  },

  /** Cancel: the subscription runs to the end of the paid period, then expires. */
  async cancel(ctx: AppContext, auth: AuthContext): Promise<SubscriptionWire> {
    return setCancelled(ctx, ownerTenant(auth), true);
  },

  /** Undo a cancellation before the period ends. */
  async reactivate(ctx: AppContext, auth: AuthContext): Promise<SubscriptionWire> {
    return setCancelled(ctx, ownerTenant(auth), false);
  },

  async invoices(ctx: AppContext, auth: AuthContext): Promise<InvoiceWire[]> {
    const tenant = ownerTenant(auth);
    return (await billingRepository.listInvoices(ctx.db, tenant.companyId)).map(toInvoiceWire);
  },

  async invoicePdf(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
  ): Promise<{ file: Buffer; invoice: InvoiceWire }> {
    const tenant = ownerTenant(auth);
    const row = await billingRepository.findInvoice(ctx.db, tenant.companyId, id);
    if (!row) throw new AppError('INVOICE_NOT_FOUND');
    const invoice = toInvoiceWire(row);
    return { file: await invoicePdf(invoice), invoice };
  },
};

/** PayPal states in which PayPal would still charge: a cancel stops them there first. */
const PAYPAL_CHARGING = new Set(['ACTIVE', 'PAYMENT_FAILED']);

async function setCancelled(ctx: AppContext, tenant: TenantAuth, cancel: boolean): Promise<SubscriptionWire> {
  const now = new Date();
  const current = await subscriptionOf(ctx.db, tenant.companyId);
  const paypalId = current.paypalSubscriptionId;
  const stopPayPal = cancel && paypalId && PAYPAL_CHARGING.has(current.paypalStatus ?? '');
  if (stopPayPal && cancelRefusal(subscriptionAt(factsOf(current), now), factsOf(current)) === null) {
    // PayPal first: if it fails, nothing changes here and the owner can try again.
    if (!ctx.paypal) throw new AppError('PAYPAL_NOT_CONFIGURED');
    await ctx.paypal.cancelSubscription(paypalId, 'Cancelled by the owner').catch(() => {
      throw new AppError('PAYPAL_FAILED');
    });
  }
  return ctx.db.transaction(async (tx) => {
    const row = await subscriptionOf(tx, tenant.companyId, true);
    const facts = factsOf(row);
    const view = subscriptionAt(facts, now);
    const refusal = cancel ? cancelRefusal(view, facts) : reactivateRefusal(view, facts);
    if (refusal === 'NOT_ACTIVE') throw new AppError('SUBSCRIPTION_NOT_ACTIVE');
    if (refusal === 'ALREADY_CANCELLED') throw new AppError('SUBSCRIPTION_ALREADY_CANCELLED');
    if (refusal === 'NOT_CANCELLED') throw new AppError('SUBSCRIPTION_NOT_CANCELLED');
    const updated = await billingRepository.updateSubscription(tx, row.id, row.companyId, {
      cancelAtPeriodEnd: cancel,
      ...(stopPayPal && { paypalStatus: 'CANCELLED' }),
    });
    return subscriptionWire(tx, updated, now);
  });
}
