import type { EmployeeRole, ScheduleDay } from '@salon/core';

/** What the employee form sends; the photo rides along as a file (multipart). */
export interface EmployeeInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: EmployeeRole;
  services: string[];
  schedule: ScheduleDay[];
  active_in_calendar: boolean;
  avatar?: File | null;
}

/** Multipart body: plain fields as text, lists JSON-encoded (docs/product.md "API conventions"). */
export const toEmployeeFormData = (input: EmployeeInput, extra: Record<string, string> = {}): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('firstName', input.firstName);
  form.append('lastName', input.lastName);
  form.append('email', input.email);
  form.append('phoneNumber', input.phoneNumber);
  form.append('role', input.role);
  form.append('services', JSON.stringify(input.services));
  form.append('schedule', JSON.stringify(input.schedule));
  form.append('active_in_calendar', String(input.active_in_calendar));
  if (input.avatar) form.append('avatar', input.avatar, input.avatar.name);
  return form;
};
