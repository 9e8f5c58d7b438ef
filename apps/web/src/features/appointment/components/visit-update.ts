import type { AppointmentWire, UpdateAppointmentBodyInput } from '@salon/core';
import {
  appointmentFormSchema,
  formDefaults,
  toUpdateBody,
  type AppointmentFormValues,
} from './appointment-form-schema';

/** What an edit's body says beyond the times: the fields the part keeps when only the times change. */
const withoutTimes = (body: UpdateAppointmentBodyInput) => {
  const {
    start: _start,
    end: _end,
    override_hours: _override,
    whole_visit: _whole,
    series_scope: _scope,
    ...rest
  } = body;
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
  const series = seriesMove(values, body, appointment);
  if (!body.whole_visit && !series) return [body];
  const saved = appointmentFormSchema.safeParse(formDefaults(timeZone, { appointment }, options.freelancer));
  // What the series call carries to every occurrence is not saved on this one first: the server carries only
  // what differs from this occurrence.
  const stay = {
    ...values,
    whole_visit: false,
    series_scope: 'one' as const,
    ...(series?.price !== undefined ? { price: appointment.price } : {}),
    ...(series?.note !== undefined ? { note: appointment.note } : {}),
  };
  const edits = withoutTimes(toUpdateBody(stay, timeZone, common));
  const unchanged =
    saved.success &&
    JSON.stringify(edits) === JSON.stringify(withoutTimes(toUpdateBody(saved.data, timeZone, common)));
  const move = series ?? body;
  return unchanged ? [move] : [edits, move];
};

/**
 * An occurrence of a series moved or edited with the following ones or the whole series: the new
 * start, employee, price and note (those that changed) and the scope, which is all the server reads of that
 * call; null when the scope is "only this one" or none of them changed.
 */
function seriesMove(
  values: AppointmentFormValues,
  body: UpdateAppointmentBodyInput,
  appointment: AppointmentWire,
): UpdateAppointmentBodyInput | null {
  if (!appointment.series_id || values.series_scope === 'one') return null;
  const start = body.start && Date.parse(body.start) !== Date.parse(appointment.start) ? body.start : null;
  const employee = values.employee_id !== appointment.employee._id ? values.employee_id : null;
  const price = seriesPriceChange(values, appointment);
  const note = values.note !== appointment.note ? values.note : null;
  if (!start && !employee && price === null && note === null) return null;
  return {
    ...(start ? { start } : {}),
    ...(employee ? { employee_id: employee } : {}),
    ...(price !== null ? { price } : {}),
    ...(note !== null ? { note } : {}),
    series_scope: values.series_scope,
    ...(body.override_hours ? { override_hours: true } : {}),
  };
}

/** The form's price when it differs from the occurrence's (an emptied field asks for the quoted price: none). */
export const seriesPriceChange = (
  values: Pick<AppointmentFormValues, 'price'>,
  appointment: Pick<AppointmentWire, 'price'>,
): number | null =>
  values.price !== null && Math.round(values.price * 100) !== Math.round(appointment.price * 100)
    ? values.price
    : null;
