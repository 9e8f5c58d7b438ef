import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { bookingBodySchema, type BookingWire, type PublicSalonWire } from '@salon/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreshTimes } from '@/components/free-time-picker';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { freshTimesOf } from '@/lib/zoned-time';
import { bookingKeys } from '../api/booking-keys';
import { useCreateBooking } from '../api/create-booking';
import type { DetailsForm } from './booking-details-model';
import { BookingSummary } from './booking-summary';
import { CodeEntry, sendDetailsErrorsBack, useCodeStep } from './code-step-parts';
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
  const step = useCodeStep(salon.slug, email);
  const { showCodeError, setFailure, setBlocked } = step;
  const [fresh, setFresh] = useState<string[]>([]);

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
    if (sendDetailsErrorsBack(envelope, form, () => props.onBack('details'))) return;
    if (details.some((detail) => detail.field === 'start')) return props.onBack('time', message);
    setFailure(message);
  };

  const onConfirm = async () => {
    step.clear();
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
      <CodeEntry
        step={step}
        salon={salon}
        email={email}
        code={code}
        onCodeChange={props.onCodeChange}
        extra={
          fresh.length > 0 ? (
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
          ) : null
        }
      />
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
