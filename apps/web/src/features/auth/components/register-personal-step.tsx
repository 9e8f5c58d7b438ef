import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { registerPersonalFormSchema } from '@salon/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSignup, type SignupResult } from '../api/signup';

interface RegisterPersonalStepProps {
  email: string;
  password: string;
  onRegistered: (result: SignupResult) => void;
  /** The server says the e-mail is not verified (or taken): go back to that step. */
  onRestart: (step: 'start' | 'code', code: string) => void;
}

/** Step 3: first and last name; submitting creates the account and signs the user in. */
export function RegisterPersonalStep({
  email,
  password,
  onRegistered,
  onRestart,
}: RegisterPersonalStepProps) {
  const { t } = useTranslation();
  const signup = useSignup();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(registerPersonalFormSchema),
    defaultValues: { firstName: '', lastName: '' },
  });
  const { handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit(async ({ firstName, lastName }) => {
    setFailure(null);
    try {
      onRegistered(await signup.mutateAsync({ email, password, firstName, lastName }));
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      if (envelope.code === 'EMAIL_NOT_VERIFIED') return onRestart('code', envelope.code);
      if (envelope.code === 'EMAIL_TAKEN') return onRestart('start', envelope.code);
      const unplaced = applyServerFieldErrors(error, setError, ['firstName', 'lastName']);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.REGISTRATION'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField
        form={form}
        name="firstName"
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
        fullWidth
        autoFocus
      />
      <FormTextField
        form={form}
        name="lastName"
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('auth.register.createAccount')}
      </Button>
    </Stack>
  );
}
