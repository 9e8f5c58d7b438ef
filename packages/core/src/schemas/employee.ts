import { z } from 'zod';
import { EMPLOYEE_ROLES, RECORD_STATUSES } from '../constants.js';
import { emailSchema, personNameSchema, phoneSchema } from './common.js';
import { listMetaSchema } from './company.js';
import { formBoolean, jsonField } from './json-field.js';
import { DAY_NAMES, scheduleDaysSchema, scheduleWireSchema } from './schedule.js';
import { pagingSchema } from './service.js';

/**
 * The employee form (docs/product.md "Entities and their fields" and "Validation rules and limits"): names,
 * e-mail, phone, role and schedule are required; the avatar is a file beside these fields (multipart),
 * required when the employee is created.
 */
const employeeShape = {
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  role: z.enum(EMPLOYEE_ROLES, 'validation.employee.role'),
  services: jsonField(z.array(z.uuid('validation.id')).max(200, 'validation.invalid'), 'validation.invalid'),
  schedule: jsonField(scheduleDaysSchema, 'validation.employee.schedule'),
  active_in_calendar: formBoolean(),
};

export const employeeFieldsSchema = z.object({
  ...employeeShape,
  services: employeeShape.services.default([]),
  active_in_calendar: employeeShape.active_in_calendar.default(true),
});
export type EmployeeFields = z.output<typeof employeeFieldsSchema>;

export const createEmployeeBodySchema = employeeFieldsSchema.extend({
  salon_id: z.uuid('validation.salonRequired'),
});
export type CreateEmployeeBody = z.input<typeof createEmployeeBodySchema>;
/**
 * PUT changes the fields it carries; the others stay as they are. Built from the fields without their
 * defaults: `.partial()` of the create schema would fill `services: []` in and wipe them on every update.
 */
export const updateEmployeeBodySchema = z.object(employeeShape).partial();

export const employeeListQuerySchema = pagingSchema.extend({
  salon_id: z.uuid('validation.salonRequired'),
  q: z.string().trim().max(100, 'validation.invalid').default(''),
  status: z.enum(['all', ...RECORD_STATUSES], 'validation.invalid').default('all'),
  /** Only employees who perform this service (the appointment dialog's employee picker). */
  service_id: z.uuid('validation.id').optional(),
});

const employeeWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(EMPLOYEE_ROLES),
  avatar: z.string().nullable(),
  services: z.array(z.object({ _id: z.string(), name: z.string() })),
  schedule: scheduleWireSchema.shape.days,
  active_in_calendar: z.boolean(),
  access_to_app: z.boolean(),
  deactivated: z.boolean(),
  status: z.enum(RECORD_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmployeeWire = z.infer<typeof employeeWireSchema>;
export const employeeResponseSchema = z.object({ data: employeeWireSchema });
export const employeeListResponseSchema = z.object({
  data: z.array(employeeWireSchema),
  meta: listMetaSchema,
});

/**
 * What granting app access answers: the employee, and the monthly charge it adds
 * (docs/product.md "Plans and subscription").
 */
export const employeeAccessResponseSchema = z.object({
  data: z.object({
    employee: employeeWireSchema,
    monthly_fee: z.number(),
    employees_with_access: z.number(),
  }),
});

// ---- Days available in a month ---------------------------------------------------------------------------

/**
 * Years a day or month of the app may fall in. Outside them a range's margins left what PostgreSQL takes
 * (year 0, year 10000): free times from 0001-01-01 or to 9999-12-31 answered 500.
 */
const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2999;
};

export const monthSchema = z
  .string({ error: 'validation.month' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month')
  .refine(inYears, 'validation.month');
export const dateSchema = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine(
    (value) =>
      inYears(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'validation.date',
  );

export const availabilityQuerySchema = z.object({ month: monthSchema });
export const updateAvailabilityBodySchema = z.object({
  days: jsonField(
    z
      .array(z.object({ date: dateSchema, available: formBoolean() }))
      .min(1, 'validation.invalid')
      .max(31, 'validation.invalid'),
  ),
});
export type UpdateAvailabilityBody = z.input<typeof updateAvailabilityBodySchema>;

const availabilityDayWireSchema = z.object({
  date: z.string(),
  day_name: z.enum(DAY_NAMES),
  /** The employee's schedule has this weekday as a working day. */
  works: z.boolean(),
  /** Not marked as a day off. */
  available: z.boolean(),
});
export type AvailabilityDayWire = z.infer<typeof availabilityDayWireSchema>;
export const availabilityResponseSchema = z.object({
  data: z.object({ month: z.string(), days: z.array(availabilityDayWireSchema) }),
});
