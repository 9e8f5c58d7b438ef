import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailBodySchema, resetPasswordFormSchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '@/components/new-password-fields';
import { EmailField, OtpCodeField } from './auth-fields';
import { CodeSentNotice } from './code-sent-notice';

interface ForgotPasswordViewProps {
  loginPath: string;
}

/** Request a reset code by e-mail, then set a new password with it. */
export function ForgotPasswordView({ loginPath }: ForgotPasswordViewProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.forgot.title')}
      </Typography>
      {email === null ? (
        <RequestCodeForm onSent={setEmail} />
      ) : (
        <ResetForm email={email} loginPath={loginPath} onChangeEmail={() => setEmail(null)} />
      )}
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={RouterLink} to={loginPath} sx={{ fontWeight: 600 }}>
          {t('auth.forgot.backToLogin')}
        </Link>
      </Typography>
    </Box>
  );
}

function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailBodySchema),
    defaultValues: { email: '' },
  });
  const { handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ email });
      onSent(email);
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, setError, ['email']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Typography sx={{ color: 'text.secondary' }}>{t('auth.forgot.subtitle')}</Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <EmailField form={form} name="email" />
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('auth.forgot.sendCode')}
      </Button>
    </Stack>
  );
}

interface ResetFormProps {
  email: string;
  loginPath: string;
  onChangeEmail: () => void;
}

function ResetForm({ email, loginPath, onChangeEmail }: ResetFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit(async ({ code, password }) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ email, code, password });
      enqueueSnackbar(t('auth.forgot.success'), { variant: 'success' });
      void navigate(loginPath, { replace: true });
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      if (envelope.code === 'OTP_INVALID' || envelope.code === 'OTP_EXPIRED') {
        setError('code', { type: 'server', message: `errors.${envelope.code}` }, { shouldFocus: true });
        return;
      }
      const unplaced = applyServerFieldErrors(error, setError, ['code', 'password', 'confirmPassword']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const resend = async () => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ email });
      enqueueSnackbar(t('auth.forgot.codeResent'), { variant: 'success' });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <CodeSentNotice i18nKey="auth.forgot.codeSent" email={email} />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <OtpCodeField form={form} name="code" />
      <NewPasswordFields
        form={form}
        name="password"
        confirmName="confirmPassword"
        label={t('fields.newPassword')}
        confirmLabel={t('fields.confirmNewPassword')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('auth.forgot.reset')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onChangeEmail}>
          {t('auth.forgot.changeEmail')}
        </Button>
        <Button onClick={() => void resend()} disabled={resetPassword.isPending}>
          {t('auth.forgot.resend')}
        </Button>
      </Box>
    </Stack>
  );
}
