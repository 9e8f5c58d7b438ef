import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErrorEnvelope, PublicSalonWire } from '@salon/core';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/api-errors';
import { useSendBookingCode } from '../api/send-booking-code';
import { DETAILS_FIELDS, type DetailsForm } from './booking-details-model';
import { ContactButtons } from './contact-buttons';

/**
 * The state of a last step that asks for the e-mailed code (a booking, joining the waitlist): the code's
 * error (focusing the field), a refusal, a blocked client, and sending the code again.
 */
export function useCodeStep(slug: string, email: string) {
  const { t } = useTranslation();
  const resend = useSendBookingCode(slug);
  const codeRef = useRef<HTMLInputElement>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  const showCodeError = (key: string) => {
    setCodeError(key);
    codeRef.current?.focus();
  };

  const onResend = async () => {
    setResent(null);
    setFailure(null);
    try {
      await resend.mutateAsync(email);
      setResent(t('booking.code.resent', { email }));
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      // A minute must pass between codes; other refusals to send (too many tries) ask to wait longer.
      const tooMany = envelope.statusCode === 429 && envelope.code !== 'OTP_TOO_SOON';
      setFailure(tooMany ? t('booking.errors.wait') : errorText(t, envelope));
    }
  };

  /** Before a new try: nothing said of the last one. */
  const clear = () => {
    setFailure(null);
    setCodeError(null);
    setBlocked(false);
    setResent(null);
  };

  return {
    codeRef,
    codeError,
    showCodeError,
    failure,
    setFailure,
    blocked,
    setBlocked,
    resent,
    onResend,
    resending: resend.isPending,
    clear,
  };
}

export type CodeStep = ReturnType<typeof useCodeStep>;

/**
 * Field errors of the client's details in a refusal: back to the details step with each under its field.
 * Whether there were any.
 */
export function sendDetailsErrorsBack(
  envelope: ErrorEnvelope,
  form: DetailsForm,
  backToDetails: () => void,
): boolean {
  const fields = (envelope.details ?? []).filter((detail) =>
    (DETAILS_FIELDS as readonly string[]).includes(detail.field),
  );
  if (fields.length === 0) return false;
  backToDetails();
  for (const detail of fields) {
    const key = detail.code || detail.message;
    form.setError(detail.field as (typeof DETAILS_FIELDS)[number], { type: 'server', message: key });
  }
  return true;
}

/**
 * The code step's middle: where the code went, the code field, what the last try or resend said (`extra`
 * between the refusal and the blocked notice, e.g. fresh times), and "send it again".
 */
export function CodeEntry(props: {
  step: CodeStep;
  salon: PublicSalonWire;
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  extra?: ReactNode;
  /** The code confirms a waitlist request, not a booking: the words say so. */
  waitlist?: boolean;
}) {
  const { step, salon, email, code } = props;
  const { t } = useTranslation();
  return (
    <>
      <Typography>
        {t(props.waitlist ? 'booking.code.sentWaitlist' : 'booking.code.sent', { email })}
      </Typography>
      <TextField
        inputRef={step.codeRef}
        label={t('booking.code.label')}
        value={code}
        onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        required
        error={Boolean(step.codeError)}
        helperText={fieldErrorText(t, step.codeError ?? undefined) ?? t('booking.code.help')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        sx={{ maxWidth: 240 }}
      />
      {step.resent ? (
        <Alert severity="success" role="status">
          {step.resent}
        </Alert>
      ) : null}
      {step.failure ? (
        <Alert severity="error" role="alert">
          {step.failure}
        </Alert>
      ) : null}
      {props.extra}
      {step.blocked ? (
        <Alert severity="warning" role="alert">
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('errors.BOOKING_CLIENT_BLOCKED')}
          </Typography>
          <ContactButtons contact={salon.contact} />
        </Alert>
      ) : null}
      <Box>
        <Button onClick={() => void step.onResend()} disabled={step.resending}>
          {t('booking.code.resend')}
        </Button>
      </Box>
    </>
  );
}
