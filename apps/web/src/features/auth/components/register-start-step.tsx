import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_LIMITS, registerStartFormSchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useCheckAccount } from '../api/check-account';
import { useSendOtp } from '../api/send-otp';
import { NewPasswordFields } from '@/components/new-password-fields';
import { EmailField } from './auth-fields';

export interface RegisterStartResult {
  email: string;
  password: string;
  resendAfterSeconds: number;
}

interface RegisterStartStepProps {
  defaultEmail: string;
  onDone: (result: RegisterStartResult) => void;
}

/** Step 1: e-mail and password; Next checks the e-mail is free and mails a verification code. */
export function RegisterStartStep({ defaultEmail, onDone }: RegisterStartStepProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const checkAccount = useCheckAccount();
  const sendOtp = useSendOtp();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(registerStartFormSchema),
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '' },
  });
  const { handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { can_register } = await checkAccount.mutateAsync(email);
      if (!can_register) {
        setError('email', { type: 'server', message: 'errors.EMAIL_TAKEN' }, { shouldFocus: true });
        return;
      }
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, setError, ['email']);
      if (unplaced) setFailure(errorText(t, unplaced));
      return;
    }
    try {
      const sent = await sendOtp.mutateAsync(email);
      onDone({ email, password, resendAfterSeconds: sent.resend_after_seconds });
    } catch (error) {
      if (toErrorEnvelope(error).code === 'OTP_TOO_SOON') {
        // A code was mailed moments ago: it is still valid, so go on and let the user type it.
        enqueueSnackbar(t('errors.OTP_TOO_SOON'), { variant: 'info' });
        onDone({ email, password, resendAfterSeconds: AUTH_LIMITS.otpResendSeconds });
        return;
      }
      const unplaced = applyServerFieldErrors(error, setError, ['email']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <EmailField form={form} name="email" />
      <NewPasswordFields
        form={form}
        name="password"
        confirmName="confirmPassword"
        label={t('fields.password')}
        confirmLabel={t('fields.confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('common.next')}
      </Button>
    </Stack>
  );
}
