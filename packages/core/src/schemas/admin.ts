import { z } from 'zod';
import { BILLING_PERIODS, PAYMENT_STATUSES, SUBSCRIPTION_STATES } from '../billing.js';
import { PLANS } from '../constants.js';
import { hasWholeCents } from '../money.js';
import { paymentWireSchema, planFeaturesWireSchema } from './billing.js';
import { emailSchema, requiredString, strongPasswordSchema } from './common.js';
import { listMetaSchema } from './company.js';
import { formBoolean, formNumber } from './json-field.js';
import { SALON_SERVICE_TYPES, SALON_VERIFICATION_STATUSES } from './salon.js';
import { pagingSchema } from './service.js';

/**
 * The platform administrator's calls, under `/api/proxy/api/v1/admin` (docs/product.md "API conventions"):
 * its own account type and sign-in, apart from the business accounts.
 */

const KEY = 'validation.admin';

/** What the administrator's audit log records. */
export const ADMIN_AUDIT_ACTIONS = [
  'admin.login',
  'admin.create',
  'admin.password_reset',
  'payment.confirm',
  'payment.reject',
  'plan.update',
  'salon.approve',
  'salon.reject',
  'exchange_rate.set',
  'payees.update',
] as const;

// ---- Identity ------------------------------------------------------------------------------------------

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: requiredString('validation.password.required').pipe(
    z.string().max(128, 'validation.password.max'),
  ),
});
export type AdminLoginBody = z.input<typeof adminLoginBodySchema>;

const adminWireSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminWire = z.infer<typeof adminWireSchema>;

export const adminLoginResponseSchema = z.object({
  data: z.object({ token: z.string(), admin: adminWireSchema }),
});
export const adminResponseSchema = z.object({ data: adminWireSchema });

/** The end-to-end hook (E2E_TEST_HOOKS=1 only) that creates an administrator, or resets its password. */
export const createAdminBodySchema = z.object({
  email: emailSchema,
  password: strongPasswordSchema,
  name: z.string().trim().max(80).optional(),
});

// ---- Payments queue --------------------------------------------------------------------------------------

export const adminPaymentListQuerySchema = pagingSchema.extend({
  status: z.enum(['all', ...PAYMENT_STATUSES], 'validation.invalid').default('all'),
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

const adminCompanyRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rif: z.string(),
  owner_email: z.string(),
});

const adminRefSchema = z.object({ _id: z.string(), email: z.string(), name: z.string() });

/** A reported payment with the company that reported it and who decided it. */
const adminPaymentWireSchema = paymentWireSchema.extend({
  company: adminCompanyRefSchema,
  decided_by: adminRefSchema.nullable(),
});
export type AdminPaymentWire = z.infer<typeof adminPaymentWireSchema>;

export const adminPaymentListResponseSchema = z.object({
  data: z.array(adminPaymentWireSchema),
  meta: listMetaSchema,
});
export const adminPaymentResponseSchema = z.object({ data: paymentWireSchema });

// ---- Companies -----------------------------------------------------------------------------------------

export const adminCompanyListQuerySchema = pagingSchema.extend({
  /** Part of the name, the RIF or the owner's e-mail. */
  q: z.string().trim().max(100).optional(),
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuerySchema>;

const adminCompanyWireSchema = adminCompanyRefSchema.extend({
  owner_name: z.string(),
  status: z.enum(['active', 'inactive']),
  /** The plan in force and the subscription's state now; null only for a company without a subscription. */
  plan: z.enum(PLANS).nullable(),
  state: z.enum(SUBSCRIPTION_STATES).nullable(),
  period: z.enum(BILLING_PERIODS).nullable(),
  period_end: z.string().nullable(),
  salons: z.number(),
  pending_payment: z.boolean(),
  created_at: z.string(),
});
export type AdminCompanyWire = z.infer<typeof adminCompanyWireSchema>;

export const adminCompanyListResponseSchema = z.object({
  data: z.array(adminCompanyWireSchema),
  meta: listMetaSchema,
});

// ---- Plans editor ----------------------------------------------------------------------------------------

const planLimit = (key: string) => formNumber(key).pipe(z.number(key).int(key).min(1, key).max(1000, key));
const planFlag = formBoolean(`${KEY}.flag`);

export const updatePlanBodySchema = z.object({
  /** Dollars, above 0 and at most 10,000, with at most two decimals. */
  monthly_price: formNumber(`${KEY}.monthlyPrice`).pipe(
    z
      .number(`${KEY}.monthlyPrice`)
      .positive(`${KEY}.monthlyPrice`)
      .max(10_000, `${KEY}.monthlyPrice`)
      .refine(hasWholeCents, `${KEY}.monthlyPrice`),
  ),
  salons: planLimit(`${KEY}.limit`),
  gallery_images_per_salon: planLimit(`${KEY}.limit`),
  employees_per_salon: planLimit(`${KEY}.limit`),
  promotions: planFlag,
  cancellation_policy: planFlag,
  additional_user: planFlag,
});
export type UpdatePlanBody = z.output<typeof updatePlanBodySchema>;

const adminPlanWireSchema = planFeaturesWireSchema.extend({
  _id: z.enum(PLANS),
  monthly_price: z.number(),
  updated_at: z.string(),
});
export type AdminPlanWire = z.infer<typeof adminPlanWireSchema>;

export const adminPlanListResponseSchema = z.object({ data: z.array(adminPlanWireSchema) });
export const adminPlanResponseSchema = z.object({ data: adminPlanWireSchema });

// ---- Salon verification ----------------------------------------------------------------------------------

export const adminSalonListQuerySchema = pagingSchema.extend({
  status_process: z.enum(['all', ...SALON_VERIFICATION_STATUSES], 'validation.invalid').default('requested'),
});
export type AdminSalonListQuery = z.infer<typeof adminSalonListQuerySchema>;

const adminSalonWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  service_type: z.enum(SALON_SERVICE_TYPES),
  status_process: z.enum(SALON_VERIFICATION_STATUSES),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  company: adminCompanyRefSchema,
});
export type AdminSalonWire = z.infer<typeof adminSalonWireSchema>;

export const adminSalonListResponseSchema = z.object({
  data: z.array(adminSalonWireSchema),
  meta: listMetaSchema,
});
export const adminSalonResponseSchema = z.object({ data: adminSalonWireSchema });

// ---- Audit log -------------------------------------------------------------------------------------------

export const adminAuditListQuerySchema = pagingSchema;
export type AdminAuditListQuery = z.infer<typeof adminAuditListQuerySchema>;

const adminAuditWireSchema = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** Null for what was done from the command line. */
  admin: adminRefSchema.nullable(),
});
export type AdminAuditWire = z.infer<typeof adminAuditWireSchema>;

export const adminAuditListResponseSchema = z.object({
  data: z.array(adminAuditWireSchema),
  meta: listMetaSchema,
});
