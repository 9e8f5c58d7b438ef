import { PLAN_FEATURES, TRIAL, type PlanFeatures, type PlanWire } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import { subscriptionRepository } from './subscription.repository.js';
import type { SubscriptionRow } from './subscription.table.js';

const inForce = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  !!row && row.status !== 'expired' && row.currentPeriodEnd.getTime() > Date.now();

export const subscriptionService = {
  /** A new company starts a 30-day trial of standard_plan (DECISIONS.md). */
  startTrial: (ex: Executor, companyId: string) =>
    subscriptionRepository.insert(ex, {
      id: newId(),
      companyId,
      plan: TRIAL.plan,
      status: 'trialing',
      currentPeriodEnd: new Date(Date.now() + TRIAL.days * 86_400_000),
    }),

  /**
   * The limits in force. A lapsed or missing subscription falls back to basic_plan's limits, so an owner
   * keeps what they have but cannot grow until the plan is renewed.
   */
  async featuresOf(ex: Executor, companyId: string): Promise<PlanFeatures> {
    const row = await subscriptionRepository.findByCompany(ex, companyId);
    return PLAN_FEATURES[inForce(row) ? row.plan : 'basic_plan'];
  },

  /** The plan in force and its features, as `GET /plan` answers it. */
  async planOf(ex: Executor, companyId: string): Promise<PlanWire> {
    const row = await subscriptionRepository.findByCompany(ex, companyId);
    const plan = inForce(row) ? row.plan : 'basic_plan';
    const features = PLAN_FEATURES[plan];
    return {
      plan,
      status: row ? (inForce(row) ? row.status : 'expired') : 'none',
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
