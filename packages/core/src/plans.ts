import type { Plan } from './constants.js';

export interface PlanFeatures {
  salons: number;
  galleryImagesPerSalon: number;
  employeesPerSalon: number;
  promotions: boolean;
  cancellationPolicy: boolean;
}

/** Limits per plan (DECISIONS.md "Plans"). Prices are data in the database, not here. */
export const PLAN_FEATURES: Record<Plan, PlanFeatures> = {
  basic_plan: {
    salons: 1,
    galleryImagesPerSalon: 30,
    employeesPerSalon: 10,
    promotions: false,
    cancellationPolicy: false,
  },
  standard_plan: {
    salons: 1,
    galleryImagesPerSalon: 30,
    employeesPerSalon: 10,
    promotions: true,
    cancellationPolicy: true,
  },
  advanced_plan: {
    salons: 3,
    galleryImagesPerSalon: 50,
    employeesPerSalon: 10,
    promotions: true,
    cancellationPolicy: true,
  },
};

/** A new company starts a free trial of this plan (DECISIONS.md). */
export const TRIAL = { plan: 'standard_plan' as Plan, days: 30 } as const;

/** The monthly charge for each employee with app access (DECISIONS.md "Plans"). */
export const EMPLOYEE_ACCESS_MONTHLY_USD = 3;
