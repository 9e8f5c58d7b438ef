import { BILLING_RULES } from './billing.js';
import type { Plan } from './constants.js';
import { toDollars } from './money.js';

/**
 * What a plan allows; the figures are data in the `plans` table (docs/product.md "Plans and subscription"),
 * seeded by migration.
 */
export interface PlanFeatures {
  salons: number;
  galleryImagesPerSalon: number;
  employeesPerSalon: number;
  promotions: boolean;
  cancellationPolicy: boolean;
  additionalUser: boolean;
}

/** A new company starts a free trial of this plan (docs/product.md "Plans and subscription"). */
export const TRIAL = { plan: 'standard_plan' as Plan, days: 30 } as const;

/**
 * The monthly charge for each employee with app access (docs/product.md "Plans and subscription"), in
 * dollars.
 */
export const EMPLOYEE_ACCESS_MONTHLY_USD = toDollars(BILLING_RULES.employeeAccessMonthlyCents);
