import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';

/** The form and field a `FormTextField` / `FormPasswordField` is bound to. */
export type FormFieldBinding<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
};

/**
 * Registers `name` and derives `error` / `helperText` from its validation error, so every form
 * shows errors the same way. The translated error wins; `helperText` is only the fallback shown
 * while the field is valid (e.g. a format hint).
 */
export function useFormFieldProps<T extends FieldValues>(
  { form, name }: FormFieldBinding<T>,
  helperText?: ReactNode,
) {
  const { t } = useTranslation();
  // getFieldState with formState keeps the subscription to errors and resolves nested paths
  // such as "address.address" the same way `formState.errors.address?.address` did.
  const { error } = form.getFieldState(name, form.formState);
  return {
    ...form.register(name),
    error: Boolean(error),
    helperText: fieldErrorText(t, error?.message) ?? helperText,
  };
}

export type FormTextFieldProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<TextFieldProps, 'name' | 'error'>;

/** A MUI TextField wired to react-hook-form: registered, with the translated validation error. */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { form, name, helperText, ...rest } = props;
  return <TextField {...rest} {...useFormFieldProps({ form, name }, helperText)} />;
}
