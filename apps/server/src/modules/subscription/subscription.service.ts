import { PLAN_FEATURES, TRIAL, type PlanFeatures } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import { subscriptionRepository } from './subscription.repository.js';

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
    const current = row && row.status !== 'expired' && row.currentPeriodEnd.getTime() > Date.now();
    return PLAN_FEATURES[current ? row.plan : 'basic_plan'];
  },
};
