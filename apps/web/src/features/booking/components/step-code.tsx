import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bookingBodySchema, type BookingWire, type PublicSalonWire } from '@salon/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreshTimes } from '@/components/free-time-picker';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/api-errors';
import { freshTimesOf } from '@/lib/zoned-time';
import { bookingKeys } from '../api/booking-keys';
import { useCreateBooking } from '../api/create-booking';
import { useSendBookingCode } from '../api/send-booking-code';
import { DETAILS_FIELDS, type DetailsForm } from './booking-details-model';
import { BookingSummary } from './booking-summary';
import { ContactButtons } from './contact-buttons';
import { StepActions } from './step-actions';

type BackStep = 'services' | 'time' | 'details';

export interface StepCodeProps {
  salon: PublicSalonWire;
  form: DetailsForm;
  serviceIds: readonly string[];
  employeeId: string | null;
  /** A person per service instead (null entries: anyone who performs it). */
  employeeIds: readonly (string | null)[] | null;
  /** Who the chosen time's answer named for each service, when known. */
  plan: readonly string[] | null;
  start: string;
  onStartChange: (start: string) => void;
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  onBooked: (booking: BookingWire) => void;
  /** Back to an earlier step; a refusal that belongs there says why (a translated message). */
  onBack: (step: BackStep, notice?: string) => void;
}

/** The 6-digit code from the e-mail, a last look at the booking, and the booking itself. */
export function StepCode(props: StepCodeProps) {
  const { salon, form, serviceIds, employeeId, employeeIds, start, email, code } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateBooking(salon.slug);
  const resend = useSendBookingCode(salon.slug);
  const codeRef = useRef<HTMLInputElement>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const [blocked, setBlocked] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  const showCodeError = (key: string) => {
    setCodeError(key);
    codeRef.current?.focus();
  };

  const onRefused = (error: unknown) => {
    const envelope = toErrorEnvelope(error);
    const message = errorText(t, envelope);
    switch (envelope.code) {
      case 'OTP_INVALID':
      case 'OTP_EXPIRED':
        return showCodeError(`errors.${envelope.code}`);
      case 'BOOKING_SLOT_TAKEN':
        setFresh(freshTimesOf(envelope));
        return setFailure(message);
      case 'BOOKING_CLIENT_BLOCKED':
        return setBlocked(true);
      case 'OUTSIDE_SERVICE_AREA':
        props.onBack('details');
        return form.setError('address.address', { type: 'server', message: 'errors.OUTSIDE_SERVICE_AREA' });
      case 'BOOKING_TOO_SOON':
      case 'BOOKING_TOO_FAR':
        return props.onBack('time', message);
      case 'BOOKING_NOT_OFFERED':
        return props.onBack('services', message);
      case 'BOOKING_CLOSED':
        // The page learns it too: it then shows why, and whom to call.
        void queryClient.invalidateQueries({ queryKey: bookingKeys.salon(salon.slug) });
        return setFailure(message);
    }
    if (envelope.statusCode === 429) return setFailure(t('booking.errors.wait'));
    const details = envelope.details ?? [];
    const codeDetail = details.find((detail) => detail.field === 'code');
    if (codeDetail) return showCodeError(codeDetail.code);
    const fields = details.filter((detail) => (DETAILS_FIELDS as readonly string[]).includes(detail.field));
    if (fields.length > 0) {
      props.onBack('details');
      for (const detail of fields) {
        const key = detail.code || detail.message;
        form.setError(detail.field as (typeof DETAILS_FIELDS)[number], { type: 'server', message: key });
      }
      return;
    }
    if (details.some((detail) => detail.field === 'start')) return props.onBack('time', message);
    setFailure(message);
  };

  const onConfirm = async () => {
    setFailure(null);
    setCodeError(null);
    setBlocked(false);
    setResent(null);
    const values = form.getValues();
    const parsed = bookingBodySchema.safeParse({
      service_ids: serviceIds,
      employee_id: employeeId,
      ...(employeeIds ? { employee_ids: employeeIds } : {}),
      start,
      client: values.client,
      code,
      address: values.address ?? null,
      note: values.note ?? '',
      whatsapp_opt_in: values.whatsapp_opt_in ?? false,
    });
    if (!parsed.success) {
      const codeIssue = parsed.error.issues.find((issue) => issue.path[0] === 'code');
      if (codeIssue) return showCodeError(codeIssue.message);
      props.onBack('details');
      void form.trigger();
      return;
    }
    try {
      props.onBooked(await create.mutateAsync(parsed.data));
    } catch (error) {
      onRefused(error);
    }
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

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onConfirm();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <BookingSummary
        salon={salon}
        serviceIds={serviceIds}
        employeeId={employeeId}
        employeeIds={employeeIds}
        plan={props.plan}
        start={start}
      />
      {salon.booking.approval ? (
        <Typography variant="body2" color="text.secondary">
          {t('booking.code.approval')}
        </Typography>
      ) : null}
      <Typography>{t('booking.code.sent', { email })}</Typography>
      <TextField
        inputRef={codeRef}
        label={t('booking.code.label')}
        value={code}
        onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        required
        error={Boolean(codeError)}
        helperText={fieldErrorText(t, codeError ?? undefined) ?? t('booking.code.help')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        sx={{ maxWidth: 240 }}
      />
      {resent ? (
        <Alert severity="success" role="status">
          {resent}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {fresh.length > 0 ? (
        <FreshTimes
          label={t('booking.code.freshTimes')}
          times={fresh}
          timeZone={salon.time_zone}
          lang={i18n.language}
          value={start}
          onPick={(next) => {
            props.onStartChange(next);
            setFresh([]);
            setFailure(null);
          }}
        />
      ) : null}
      {blocked ? (
        <Alert severity="warning" role="alert">
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('errors.BOOKING_CLIENT_BLOCKED')}
          </Typography>
          <ContactButtons contact={salon.contact} />
        </Alert>
      ) : null}
      <Box>
        <Button onClick={() => void onResend()} disabled={resend.isPending}>
          {t('booking.code.resend')}
        </Button>
      </Box>
      <StepActions
        onBack={() => props.onBack('details')}
        backLabel={t('booking.code.changeDetails')}
        primary={
          <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
            {create.isPending ? t('booking.code.booking') : t('booking.code.confirm')}
          </Button>
        }
      />
    </Box>
  );
}
