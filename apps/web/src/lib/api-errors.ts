import type { ErrorEnvelope } from '@salon/core';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toErrorEnvelope } from './api-client';
import { i18n } from './i18n';

/**
 * The client who already has a phone (409 `CLIENT_PHONE_TAKEN`: their name under `phoneNumber`, their id under
 * `existing_client_id`), or null for any other error.
 */
export const phoneTakenBy = (error: unknown): { name: string; clientId: string } | null => {
  const envelope = toErrorEnvelope(error);
  if (envelope.code !== 'CLIENT_PHONE_TAKEN') return null;
  const detail = (field: string) => envelope.details?.find((one) => one.field === field)?.message ?? '';
  return { name: detail('phoneNumber'), clientId: detail('existing_client_id') };
};

/** The translated text of an error code (`errors.<code>`), or a fallback text key when the code is unknown. */
export const errorText = (t: TFunction, error: unknown, fallbackKey = 'errors.INTERNAL'): string => {
  const envelope = toErrorEnvelope(error);
  const key = `errors.${envelope.code}`;
  return i18n.exists(key) ? t(key, { name: phoneTakenBy(error)?.name }) : t(fallbackKey);
};

/** A field message key (`validation.*`) or server text, translated for display under the field. */
export const fieldErrorText = (t: TFunction, message: string | undefined): string | undefined =>
  message ? t(message, { defaultValue: message }) : undefined;

/**
 * Puts the server's field errors (`details`) onto the matching form fields. Returns the envelope when
 * nothing could be placed, so the caller shows the general message instead.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): ErrorEnvelope | null => {
  const envelope = toErrorEnvelope(error);
  let placed = 0;
  for (const detail of envelope.details ?? []) {
    const field = fields.find((name) => name === detail.field);
    if (!field) continue;
    const message = i18n.exists(detail.code) ? detail.code : detail.message;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 ? null : envelope;
};
