import type { AppointmentWire, UpdateAppointmentBodyInput } from '@salon/core';
import {
  appointmentFormSchema,
  formDefaults,
  toUpdateBody,
  type AppointmentFormValues,
} from './appointment-form-schema';

/** What an edit's body says beyond the times: the fields the part keeps when only the times change. */
const withoutTimes = (body: UpdateAppointmentBodyInput) => {
  const { start: _start, end: _end, override_hours: _override, whole_visit: _whole, ...rest } = body;
  return rest;
};

/**
 * The PUT appointment/{id} bodies of an edit, in order. Usually one. Moving the whole visit of a part
 * (`whole_visit`) sends only the new start, since the server reads nothing else of that call: any other change
 * of this part (service, employee, price, note, client…) is then saved first, in a call without the times.
 */
export const updateRequests = (
  values: AppointmentFormValues,
  timeZone: string,
  options: { canOverride: boolean; appointment: AppointmentWire; freelancer: boolean },
): UpdateAppointmentBodyInput[] => {
  const { appointment, canOverride } = options;
  const common = { canOverride, savedAddress: appointment.address };
  const body = toUpdateBody(values, timeZone, {
    ...common,
    visitStart: appointment.visit_id ? appointment.start : undefined,
  });
  if (!body.whole_visit) return [body];
  const saved = appointmentFormSchema.safeParse(formDefaults(timeZone, { appointment }, options.freelancer));
  const stay = { ...values, whole_visit: false };
  const edits = withoutTimes(toUpdateBody(stay, timeZone, common));
  const unchanged =
    saved.success &&
    JSON.stringify(edits) === JSON.stringify(withoutTimes(toUpdateBody(saved.data, timeZone, common)));
  return unchanged ? [body] : [edits, body];
};
