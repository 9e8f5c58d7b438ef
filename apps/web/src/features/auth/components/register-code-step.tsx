import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { verifyOtpBodySchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { OtpCodeField } from './auth-fields';
import { CodeSentNotice } from './code-sent-notice';

const codeFormSchema = verifyOtpBodySchema.pick({ code: true });

interface RegisterCodeStepProps {
  email: string;
  resendAfterSeconds: number;
  onBack: () => void;
  onVerified: () => void;
}

/** Step 2: the 6-digit code mailed to the user, with a resend countdown in seconds. */
export function RegisterCodeStep({ email, resendAfterSeconds, onBack, onVerified }: RegisterCodeStepProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const verifyOtp = useVerifyOtp();
  const sendOtp = useSendOtp();
  const { secondsLeft, restart } = useCountdown(resendAfterSeconds);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verifyOtp.mutateAsync({ email, code });
      onVerified();
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      if (envelope.code === 'OTP_INVALID' || envelope.code === 'OTP_EXPIRED' || envelope.details?.length) {
        setError('code', { type: 'server', message: `errors.${envelope.code}` }, { shouldFocus: true });
      } else {
        setFailure(errorText(t, envelope));
      }
    }
  });

  const resend = async () => {
    setFailure(null);
    try {
      const sent = await sendOtp.mutateAsync(email);
      restart(sent.resend_after_seconds);
      enqueueSnackbar(t('auth.register.codeResent'), { variant: 'success' });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <CodeSentNotice i18nKey="auth.register.codeSent" email={email} />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <OtpCodeField form={form} name="code" pattern="[0-9]*" />
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('auth.register.verify')}
      </Button>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Button onClick={onBack} color="inherit">
          {t('common.back')}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {secondsLeft > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('auth.register.resendIn', { seconds: secondsLeft })}
            </Typography>
          ) : null}
          <Button onClick={() => void resend()} disabled={secondsLeft > 0} loading={sendOtp.isPending}>
            {t('auth.register.resend')}
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}
