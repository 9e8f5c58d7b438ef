import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { publicWaitlistBodySchema, type PublicSalonWire, type PublicWaitlistJoinedWire } from '@salon/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { bookingKeys } from '../api/booking-keys';
import { useJoinWaitlist } from '../api/join-waitlist';
import type { DetailsForm } from './booking-details-model';
import { CodeEntry, sendDetailsErrorsBack, useCodeStep } from './code-step-parts';
import { StepActions } from './step-actions';
import { WaitlistSummary } from './waitlist-summary';
import { WINDOW_FIELDS, type WindowInput } from './waitlist-window-model';

export type WaitlistBackStep = 'services' | 'waitlist' | 'details';

export interface WaitlistStepCodeProps {
  salon: PublicSalonWire;
  form: DetailsForm;
  serviceId: string;
  employeeId: string | null;
  window: WindowInput;
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  onJoined: (joined: PublicWaitlistJoinedWire) => void;
  /** Back to an earlier step; a refusal that belongs there says why (a translated message). */
  onBack: (step: WaitlistBackStep, notice?: string) => void;
}

/** The waitlist's last step: the e-mailed code (the booking's own, from the same call) and joining. */
export function WaitlistStepCode(props: WaitlistStepCodeProps) {
  const { salon, form, email, code } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const join = useJoinWaitlist(salon.slug);
  const step = useCodeStep(salon.slug, email);
  const { showCodeError, setFailure, setBlocked } = step;

  const onRefused = (error: unknown) => {
    const envelope = toErrorEnvelope(error);
    const message = errorText(t, envelope);
    switch (envelope.code) {
      case 'OTP_INVALID':
      case 'OTP_EXPIRED':
        return showCodeError(`errors.${envelope.code}`);
      case 'BOOKING_CLIENT_BLOCKED':
        return setBlocked(true);
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
    const windowDetail = details.find((detail) =>
      (WINDOW_FIELDS as readonly string[]).includes(detail.field),
    );
    if (windowDetail)
      return props.onBack('waitlist', t(windowDetail.code, { defaultValue: windowDetail.message }));
    if (sendDetailsErrorsBack(envelope, form, () => props.onBack('details'))) return;
    setFailure(message);
  };

  const onConfirm = async () => {
    step.clear();
    const values = form.getValues();
    const parsed = publicWaitlistBodySchema.safeParse({
      ...props.window,
      service_id: props.serviceId,
      employee_id: props.employeeId,
      note: values.note ?? '',
      client: values.client,
      code,
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
      props.onJoined(await join.mutateAsync(parsed.data));
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
      <WaitlistSummary
        salon={salon}
        serviceId={props.serviceId}
        employeeId={props.employeeId}
        window={props.window}
      />
      <CodeEntry
        step={step}
        salon={salon}
        email={email}
        code={code}
        onCodeChange={props.onCodeChange}
        waitlist
      />
      <StepActions
        onBack={() => props.onBack('details')}
        backLabel={t('booking.code.changeDetails')}
        primary={
          <Button type="submit" variant="contained" size="large" disabled={join.isPending}>
            {join.isPending ? t('booking.waitlist.joining') : t('booking.waitlist.join')}
          </Button>
        }
      />
    </Box>
  );
}
