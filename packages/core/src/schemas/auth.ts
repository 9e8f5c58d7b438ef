import { z } from 'zod';
import { ACCOUNT_TYPES, AUTH_LIMITS, DEFAULT_ACCOUNT_TYPE, EMPLOYEE_ROLES, LANGUAGES } from '../constants.js';
import {
  emailSchema,
  newPasswordSchema,
  personNameSchema,
  phoneSchema,
  requiredString,
  strongPasswordSchema,
} from './common.js';

const accountTypeSchema = z.enum(ACCOUNT_TYPES, 'validation.accountType').default(DEFAULT_ACCOUNT_TYPE);

/** A mailed one-time code: exactly AUTH_LIMITS.otpDigits digits. */
export const otpCodeSchema = z
  .string({ error: 'validation.code.required' })
  .trim()
  .min(1, 'validation.code.required')
  .regex(new RegExp(`^\\d{${AUTH_LIMITS.otpDigits}}$`), 'validation.code.invalid');

// ---- Requests (docs/product.md "API conventions"). Form-encoded bodies arrive as strings, so these take
// strings. ----

export const loginBodySchema = z.object({
  email: emailSchema,
  password: requiredString('validation.password.required').pipe(
    z.string().max(128, 'validation.password.max'),
  ),
  account_type: accountTypeSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const verifyOtpBodySchema = z.object({ email: emailSchema, code: otpCodeSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const signupBodySchema = z.object({
  email: emailSchema,
  password: strongPasswordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  auth_type: z.literal('local', 'validation.authType').default('local'),
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** `{ email }` asks for a code; `{ email, code, password }` sets the new password. */
export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    code: otpCodeSchema.optional(),
    password: strongPasswordSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.code !== undefined && body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password.required' });
    if (body.password !== undefined && body.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.code.required' });
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const googleLoginBodySchema = z.object({
  account_type: accountTypeSchema,
  token: requiredString('validation.required').pipe(z.string().max(4096, 'validation.invalid')),
});
export type GoogleLoginBody = z.input<typeof googleLoginBodySchema>;

export const updateMeBodySchema = z.object({
  name: personNameSchema.optional(),
  surname: personNameSchema.optional(),
  phone: z.union([z.literal(''), phoneSchema]).optional(),
  language: z.enum(LANGUAGES, 'validation.invalid').optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: requiredString('validation.password.currentRequired'),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    message: 'validation.password.differentFromOld',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

// ---- Forms (the web app adds confirmations that never travel). ----

export const changePasswordFormSchema = changePasswordBodySchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'validation.password.mismatch',
  });

export const registerStartFormSchema = z
  .object({ email: emailSchema, password: strongPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: 'validation.password.mismatch',
  });

export const registerPersonalFormSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
});

export const resetPasswordFormSchema = z
  .object({ code: otpCodeSchema, password: strongPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: 'validation.password.mismatch',
  });

// ---- Responses ----

const userWireSchema = z.object({
  _id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type UserWire = z.infer<typeof userWireSchema>;

const roleWireSchema = z.object({ type: z.enum(['owner', ...EMPLOYEE_ROLES]) });

/**
 * `company` and `salon` are lists (docs/product.md "Entities and their fields"); they fill once the
 * business-setup issue lands.
 */
const accountWireSchema = z.object({
  _id: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  type: z.enum(ACCOUNT_TYPES),
  user: userWireSchema,
  roles: z.array(roleWireSchema),
  company: z.array(z.record(z.string(), z.unknown())),
  salon: z.array(z.record(z.string(), z.unknown())),
  is_password_temp: z.boolean(),
  /** An employee login's record in its salon (the name, phone and photo clients see); absent otherwise. */
  employee: z
    .object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phoneNumber: z.string().nullable(),
      avatar: z.string().nullable(),
    })
    .optional(),
});
export type AccountWire = z.infer<typeof accountWireSchema>;

export const loginResponseSchema = z.object({
  data: z.object({
    _id: z.string(),
    token: z.string(),
    account_type: z.enum(ACCOUNT_TYPES),
    user: userWireSchema,
    company: accountWireSchema.shape.company,
    salon: accountWireSchema.shape.salon,
    roles: accountWireSchema.shape.roles,
    is_password_temp: z.boolean(),
  }),
});

export const signupResponseSchema = z.object({
  data: z.object({ accessToken: z.string(), user: userWireSchema, account: accountWireSchema }),
});
export const googleLoginResponseSchema = z.object({
  data: z.object({ token: z.string(), account: accountWireSchema }),
});
export const accountResponseSchema = z.object({ data: accountWireSchema });
export const changePasswordResponseSchema = z.object({ data: z.object({ token: z.string() }) });
export const checkAccountResponseSchema = z.object({ data: z.object({ can_register: z.boolean() }) });
export const otpSentResponseSchema = z.object({
  data: z.object({ sent: z.literal(true), resend_after_seconds: z.number() }),
});
export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
export const clientConfigResponseSchema = z.object({
  data: z.object({ google_client_id: z.string().nullable(), version: z.string() }),
});
