import { EMPLOYEE_ROLES, employeeFieldsSchema, type EmployeeRole, type EmployeeWire } from '@salon/core';
import type { FieldErrors } from 'react-hook-form';
import {
  applySalonHours,
  toHoursDraft,
  type HoursDraftDay,
  type HoursErrors,
  type SalonHours,
} from '@/components/opening-hours-editor/opening-hours-model';

/** What the form holds: the shared fields, with the schedule as the hours editor keeps it. */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: EmployeeRole | '';
  services: string[];
  schedule: HoursDraftDay[];
  active_in_calendar: boolean;
}

/**
 * The shared schema validates the form (docs/product.md "Validation rules and limits": names, e-mail, phone,
 * role, schedule).
 */
export const employeeFormSchema = employeeFieldsSchema;

export const FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'role',
  'services',
  'schedule',
  'active_in_calendar',
] as const satisfies readonly (keyof EmployeeFormValues)[];

export const ROLE_OPTIONS: readonly EmployeeRole[] = EMPLOYEE_ROLES;

/** A new employee works no day yet; the hours start inside the salon's. */
export const newEmployeeValues = (salonHours: SalonHours | null): EmployeeFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  role: '',
  services: [],
  schedule: applySalonHours(toHoursDraft(null), salonHours),
  active_in_calendar: true,
});

/** An employee's current values; days the salon no longer opens show unavailable. */
export const employeeValues = (
  employee: EmployeeWire,
  salonHours: SalonHours | null,
): EmployeeFormValues => ({
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  phoneNumber: employee.phoneNumber,
  role: employee.role,
  services: employee.services.map((service) => service._id),
  schedule: toHoursDraft(employee.schedule).map((day, index) => {
    const salon = salonHours?.[index];
    return salon && !salon.active ? { ...day, available: false } : { ...day, available: true };
  }),
  active_in_calendar: employee.active_in_calendar,
});

/**
 * The schedule's errors as the hours editor shows them: `<day>.<field>` under a time field, `days` above
 * the week (a problem with the whole schedule, e.g. the server's "outside the salon's hours").
 */
export const hoursErrorsOf = (errors: FieldErrors<EmployeeFormValues>['schedule']): HoursErrors | null => {
  if (!errors) return null;
  const result: HoursErrors = {};
  const node = errors as Record<string, unknown> & { message?: unknown; root?: { message?: unknown } };
  const whole = node.message ?? node.root?.message;
  if (typeof whole === 'string' && whole) result.days = whole;
  // Per-day errors sit under numeric keys (an array, or an object with index keys).
  for (const [index, day] of Object.entries(node)) {
    if (!/^\d+$/.test(index) || !day || typeof day !== 'object') continue;
    for (const [field, error] of Object.entries(day as Record<string, { message?: unknown }>)) {
      if (typeof error?.message === 'string') result[`${index}.${field}`] = error.message;
    }
  }
  return Object.keys(result).length ? result : null;
};
