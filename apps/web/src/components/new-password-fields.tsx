import type { FieldPath, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { FormFieldBinding } from './form-text-field';
import { FormPasswordField } from './form-text-field';
import { PasswordRules, STRONG_PASSWORD_RULES, type PasswordRule } from './password-rules';

interface NewPasswordFieldsProps<T extends FieldValues> extends FormFieldBinding<T> {
  confirmName: FieldPath<T>;
  label: string;
  confirmLabel: string;
  /**
   * Registration and reset use the strong rules; a password change uses its own
   * (docs/product.md "Validation rules and limits").
   */
  rules?: readonly PasswordRule[];
  /** The current password, for the "different from the current one" rule. */
  oldValue?: string;
  autoFocus?: boolean;
}

/**
 * A new password with the live rules checklist, then its confirmation: the same block on register,
 * reset, change password and the temporary-password dialog.
 */
export function NewPasswordFields<T extends FieldValues>(props: NewPasswordFieldsProps<T>) {
  const {
    form,
    name,
    confirmName,
    label,
    confirmLabel,
    rules = STRONG_PASSWORD_RULES,
    oldValue,
    autoFocus,
  } = props;
  const password: unknown = useWatch({ control: form.control, name });
  return (
    <>
      <FormPasswordField
        form={form}
        name={name}
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        fullWidth
      />
      <PasswordRules value={typeof password === 'string' ? password : ''} oldValue={oldValue} rules={rules} />
      <FormPasswordField
        form={form}
        name={confirmName}
        label={confirmLabel}
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}
