import type { CreateEmployeeBody } from '@salon/core';

/** What the employee form sends, on create and on update alike; the photo rides along as a file (multipart). */
export type EmployeeInput = Omit<CreateEmployeeBody, 'salon_id'> & { avatar?: File | null };

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
