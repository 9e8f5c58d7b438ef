import { subscriptionAt, TRIAL, type PlanFeatures, type PlanWire, type SubscriptionFacts } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import { planRepository } from './plan.repository.js';
import { subscriptionRepository } from './subscription.repository.js';
import type { SubscriptionRow } from '../../db/tables/subscription.table.js';

/** What packages/core's state machine reads from a stored subscription. */
export const factsOf = (row: SubscriptionRow): SubscriptionFacts => ({
  status: row.status,
  plan: row.plan,
  period: row.period,
  periodStart: row.currentPeriodStart,
  periodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  scheduledPlan: row.scheduledPlan,
  scheduledFrom: row.scheduledFrom,
});

/** The plan whose limits apply now: an expired or missing subscription keeps basic_plan's limits. */
function planInForce(row: SubscriptionRow | undefined, now: Date) {
  if (!row) return { plan: 'basic_plan' as const, state: 'none' as const };
  const view = subscriptionAt(factsOf(row), now);
  return { plan: view.state === 'expired' ? ('basic_plan' as const) : view.plan, state: view.state };
}

export const subscriptionService = {
  /** A new company starts a 30-day trial of standard_plan (docs/product.md "Plans and subscription"). */
  startTrial: (ex: Executor, companyId: string) => {
    const now = new Date();
    return subscriptionRepository.insert(ex, {
      id: newId(),
      companyId,
      plan: TRIAL.plan,
      status: 'trialing',
      period: 'monthly',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + TRIAL.days * 86_400_000),
    });
  },

  /**
   * The limits in force, read from the plans table (prices and limits are data). A lapsed or missing
   * subscription falls back to basic_plan's limits, so an owner keeps what they have but cannot grow.
   */
  async featuresOf(ex: Executor, companyId: string): Promise<PlanFeatures> {
    const { plan } = planInForce(await subscriptionRepository.findByCompany(ex, companyId), new Date());
    return planRepository.features(ex, plan);
  },

  /** The plan in force and its features, as `GET /plan` answers it. */
  async planOf(ex: Executor, companyId: string): Promise<PlanWire> {
    const row = await subscriptionRepository.findByCompany(ex, companyId);
    const { plan, state } = planInForce(row, new Date());
    const features = await planRepository.features(ex, plan);
    return {
      plan,
      status: state,
      current_period_end: row ? row.currentPeriodEnd.toISOString() : null,
      features: {
        salons: features.salons,
        gallery_images_per_salon: features.galleryImagesPerSalon,
        employees_per_salon: features.employeesPerSalon,
        promotions: features.promotions,
        cancellation_policy: features.cancellationPolicy,
      },
    };
  },
};
