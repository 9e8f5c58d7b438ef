import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FormFieldBinding, FormTextField } from '@/components/form-text-field';

/*
 * Fields the auth screens (login, register, forgot password) render identically. Labels and
 * autocomplete tokens are fixed here on purpose: tests and e2e find the fields by these labels.
 */

/** The account e-mail (login, register and the reset request). */
export function EmailField<T extends FieldValues>(binding: FormFieldBinding<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...binding}
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      required
      fullWidth
    />
  );
}

interface OtpCodeFieldProps<T extends FieldValues> extends FormFieldBinding<T> {
  /** Extra `pattern` for the input (the register step asks mobile keyboards for digits only). */
  pattern?: string;
}

/** The 6-digit code mailed to the user; focused first since it is the one thing to type. */
export function OtpCodeField<T extends FieldValues>({ pattern, ...binding }: OtpCodeFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...binding}
      label={t('fields.verificationCode')}
      autoComplete="one-time-code"
      required
      fullWidth
      autoFocus
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, ...(pattern ? { pattern } : {}) } }}
    />
  );
}
