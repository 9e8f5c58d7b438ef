import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailBodySchema, resetPasswordFormSchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { PasswordRules, STRONG_PASSWORD_RULES } from '@/components/password-rules';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useResetPassword } from '../api/reset-password';

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
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(emailBodySchema),
    defaultValues: { email: '' },
  });

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
      <TextField
        {...register('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(formState.errors.email)}
        helperText={fieldErrorText(t, formState.errors.email?.message)}
      />
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
  const { register, handleSubmit, formState, setError, control } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

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
      <Typography sx={{ color: 'text.secondary' }}>
        <Trans i18nKey="auth.forgot.codeSent" values={{ email }} components={{ strong: <strong /> }} />
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        {...register('code')}
        label={t('fields.verificationCode')}
        autoComplete="one-time-code"
        required
        fullWidth
        autoFocus
        error={Boolean(formState.errors.code)}
        helperText={fieldErrorText(t, formState.errors.code?.message)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <PasswordField
        {...register('password')}
        label={t('fields.newPassword')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(formState.errors.password)}
        helperText={fieldErrorText(t, formState.errors.password?.message)}
      />
      <PasswordRules value={password ?? ''} rules={STRONG_PASSWORD_RULES} />
      <PasswordField
        {...register('confirmPassword')}
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(formState.errors.confirmPassword)}
        helperText={fieldErrorText(t, formState.errors.confirmPassword?.message)}
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
