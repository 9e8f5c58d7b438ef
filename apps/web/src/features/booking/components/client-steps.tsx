import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BookingWire, PublicSalonWire, PublicWaitlistJoinedWire } from '@salon/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { useSendBookingCode } from '../api/send-booking-code';
import { useDetailsForm, type DetailsInput } from './booking-details-model';
import { StepActions } from './step-actions';
import { StepCode } from './step-code';
import { StepDetails } from './step-details';
import { WaitlistStepCode } from './waitlist-step-code';
import type { WindowInput } from './waitlist-window-model';

/** Joining the waitlist instead of booking: for what and when, and what to do once joined. */
export interface WaitlistJoin {
  serviceId: string;
  employeeId: string | null;
  window: WindowInput;
  onJoined: (joined: PublicWaitlistJoinedWire) => void;
}

export interface ClientStepsProps {
  salon: PublicSalonWire;
  step: 'details' | 'code';
  /** What was entered before leaving these steps, to start from again. */
  draft: DetailsInput | null;
  onDraft: (draft: DetailsInput) => void;
  serviceIds: readonly string[];
  employeeId: string | null;
  /** A person per service instead (null entries: anyone who performs it). */
  employeeIds: readonly (string | null)[] | null;
  /** Who the chosen time's answer named for each service, when known. */
  plan: readonly string[] | null;
  start: string;
  onStartChange: (start: string) => void;
  codeSentTo: string | null;
  onCodeSent: (email: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  onBooked: (booking: BookingWire) => void;
  /** Moves to a step; a message for it when a refusal sent the client back. */
  go: (step: 'services' | 'time' | 'waitlist' | 'details' | 'code', why?: string) => void;
  /** Set when the client joins the waitlist: the same details and code, then the join instead of a booking. */
  waitlist?: WaitlistJoin | null;
}

/**
 * The client's details and the e-mailed code: the form, its validation and the booking call. Loaded when
 * the client gets this far, so the salon's page opens without the form's code.
 */
export function ClientSteps(props: ClientStepsProps) {
  const { salon, step, codeSentTo, go, waitlist } = props;
  const { t } = useTranslation();
  const form = useDetailsForm(salon, props.draft, Boolean(waitlist));
  const sendCode = useSendBookingCode(salon.slug);
  const [failure, setFailure] = useState<string | null>(null);

  // Whatever way these steps are left (back, or a refusal pointing at the time), the entries survive.
  const { onDraft } = props;
  const formRef = useRef(form);
  useEffect(() => {
    const current = formRef.current;
    return () => onDraft(current.getValues());
  }, [onDraft]);

  const onDetails = form.handleSubmit(async (values) => {
    setFailure(null);
    const email = values.client.email;
    // The code already sent to this address still works: no second e-mail (and no 429 within a minute).
    if (codeSentTo === email) return go('code');
    try {
      await sendCode.mutateAsync(email);
      props.onCodeSent(email);
      go('code');
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      const emailDetail = envelope.details?.find((detail) => detail.field === 'email');
      if (emailDetail) {
        form.setError(
          'client.email',
          { type: 'server', message: emailDetail.code || emailDetail.message },
          { shouldFocus: true },
        );
        return;
      }
      // A minute must pass between codes; other refusals to send (too many tries) ask to wait longer.
      const tooMany = envelope.statusCode === 429 && envelope.code !== 'OTP_TOO_SOON';
      setFailure(tooMany ? t('booking.errors.wait') : errorText(t, envelope));
    }
  });

  if (step === 'code' && codeSentTo && waitlist) {
    return (
      <WaitlistStepCode
        salon={salon}
        form={form}
        serviceId={waitlist.serviceId}
        employeeId={waitlist.employeeId}
        window={waitlist.window}
        email={codeSentTo}
        code={props.code}
        onCodeChange={props.onCodeChange}
        onJoined={waitlist.onJoined}
        onBack={(target, why) => go(target, why)}
      />
    );
  }
  if (step === 'code' && codeSentTo) {
    return (
      <StepCode
        salon={salon}
        form={form}
        serviceIds={props.serviceIds}
        employeeId={props.employeeId}
        employeeIds={props.employeeIds}
        plan={props.plan}
        start={props.start}
        onStartChange={props.onStartChange}
        email={codeSentTo}
        code={props.code}
        onCodeChange={props.onCodeChange}
        onBooked={props.onBooked}
        onBack={(target, why) => go(target, why)}
      />
    );
  }

  const email = form.getValues('client.email').trim().toLowerCase();
  return (
    <Box component="form" noValidate onSubmit={onDetails} sx={{ display: 'grid', gap: 2 }}>
      {failure ? (
        <Alert severity="warning" role="alert">
          {failure}
        </Alert>
      ) : null}
      <StepDetails form={form} salon={salon} waitlist={Boolean(waitlist)} />
      <StepActions
        onBack={() => go(waitlist ? 'waitlist' : 'time')}
        primary={
          <Button type="submit" variant="contained" disabled={sendCode.isPending}>
            {codeSentTo && codeSentTo === email ? t('booking.flow.next') : t('booking.details.sendCode')}
          </Button>
        }
      />
    </Box>
  );
}
