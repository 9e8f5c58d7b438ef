import type { ReactNode } from 'react';
import {
  useWatch,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';
import { PasswordField, type PasswordFieldProps } from './password-field';

/** The form and field a `FormTextField` / `FormPasswordField` is bound to. */
export type FormFieldBinding<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
};

/**
 * Registers `name` and derives `error` / `helperText` from its validation error, so every form
 * shows errors the same way. The translated error wins; `helperText` is only the fallback shown
 * while the field is valid (e.g. a format hint). `options` go to `register` (e.g. `setValueAs`).
 */
export function useFormFieldProps<T extends FieldValues>(
  { form, name }: FormFieldBinding<T>,
  helperText?: ReactNode,
  options?: RegisterOptions<T, FieldPath<T>>,
) {
  const { t } = useTranslation();
  // getFieldState with formState keeps the subscription to errors and resolves nested paths
  // such as "address.address" the same way `formState.errors.address?.address` did.
  const { error } = form.getFieldState(name, form.formState);
  return {
    ...form.register(name, options),
    error: Boolean(error),
    helperText: fieldErrorText(t, error?.message) ?? helperText,
  };
}

export type FormTextFieldProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<OutlinedTextFieldProps, 'name' | 'error'>;

/**
 * An outlined text field (not a select: see `OutlinedTextField`) wired to react-hook-form: registered, with the translated validation error. The field is
 * uncontrolled, so MUI cannot see a value the form sets (a price filled from the chosen service, a reset):
 * the label is told to float whenever the form's value is not empty, or it would sit over that value.
 */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { form, name, helperText, slotProps, ...rest } = props;
  const value: unknown = useWatch({ control: form.control, name });
  const filled = value !== undefined && value !== null && String(value) !== '';
  const inputLabel = slotProps?.inputLabel;
  const labelProps =
    filled && (inputLabel === undefined || typeof inputLabel === 'object')
      ? { ...slotProps, inputLabel: { shrink: true, ...inputLabel } }
      : slotProps;
  return (
    <OutlinedTextField {...rest} slotProps={labelProps} {...useFormFieldProps({ form, name }, helperText)} />
  );
}

export type FormPasswordFieldProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<PasswordFieldProps, 'name' | 'error'>;

/** `PasswordField` wired to react-hook-form, like `FormTextField`. */
export function FormPasswordField<T extends FieldValues>(props: FormPasswordFieldProps<T>) {
  const { form, name, helperText, ...rest } = props;
  return <PasswordField {...rest} {...useFormFieldProps({ form, name }, helperText)} />;
}
