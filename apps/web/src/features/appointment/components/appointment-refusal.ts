import { formatDate, formatTimeRange } from '@salon/core';
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/api-errors';

/** Refusals the chosen time is to blame for: the start field shows them. */
const TIME_REFUSALS = new Set(['APPOINTMENT_CONFLICT', 'APPOINTMENT_OUTSIDE_HOURS', 'APPOINTMENT_DAY_OFF']);

export const isTimeRefusal = (error: unknown): boolean => TIME_REFUSALS.has(toErrorEnvelope(error).code);

/**
 * What a refused save says: the server's code in the user's language, and for a conflict the appointment in
 * the way (`details`: its interval under `start`, whose it is under `employee`) on the salon's clock, e.g.
 * "Luis Mora already has an appointment on 12 nov 2026, 10:45–11:45 a. m.".
 */
export function refusalText(t: TFunction, error: unknown, lang: string, timeZone: string): string {
  const envelope = toErrorEnvelope(error);
  if (envelope.code !== 'APPOINTMENT_CONFLICT') return errorText(t, error);
  const [start, end] = (envelope.details?.find((detail) => detail.field === 'start')?.message ?? '').split(
    '/',
  );
  if (!start || !end || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) {
    return errorText(t, error);
  }
  const when = `${formatDate(start, lang, timeZone)}, ${formatTimeRange(start, end, lang, timeZone)}`;
  const employee = envelope.details?.find((detail) => detail.field === 'employee')?.message;
  const text = employee
    ? t('appointment.refusal.conflictWith', { employee, when })
    : t('appointment.refusal.conflict', { when });
  // A time that ends in its day period's abbreviation ("p. m.") already ends the sentence.
  return text.replace(/\.\.$/, '.');
}

/** The first message of the form's errors, depth first in the fields' order, translated. */
export function firstErrorText(t: TFunction, errors: FieldErrors): string | null {
  for (const [key, value] of Object.entries(errors)) {
    // An error's `ref` is its element, and `types` repeats its messages: neither is a field.
    if (key === 'ref' || key === 'types' || !value || typeof value !== 'object') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) return fieldErrorText(t, message) ?? null;
    const nested = firstErrorText(t, value as FieldErrors);
    if (nested) return nested;
  }
  return null;
}
