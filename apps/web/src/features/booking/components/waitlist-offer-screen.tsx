import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDuration,
  formatLongDateTime,
  formatTime,
  keepTimesTogether,
  type BookingWire,
  type WaitlistOfferWire,
} from '@salon/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useLangPath } from '@/lib/use-lang-path';
import { useAnswerOffer, useClaimOffer, useOffer } from '../api/waitlist-offer';
import { BookingConfirmation } from './booking-confirmation';

const secondsUntil = (instant: string) => Math.max(0, Math.ceil((Date.parse(instant) - Date.now()) / 1000));

function Centered({ title, text }: { title: string; text: string }) {
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}

/** What is offered: the service, who, when (in the salon's zone) and where. */
function OfferDetails({ offer }: { offer: WaitlistOfferWire }) {
  const { t, i18n } = useTranslation();
  const rows = [
    [t('booking.offer.service'), `${offer.service.name} (${formatDuration(offer.service.duration)})`],
    [t('booking.offer.employee'), offer.employee.name],
    [
      t('booking.offer.when'),
      keepTimesTogether(formatLongDateTime(offer.start, i18n.language, offer.time_zone)),
    ],
    [t('booking.offer.where'), offer.salon.address],
  ] as const;
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }} aria-label={t('booking.offer.details')}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="overline" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
    </Stack>
  );
}

/** "Holds until 10:35 AM (24 min left)"; once the time is up the page reads the offer again. */
function OfferDeadline({ offer, onLapsed }: { offer: WaitlistOfferWire; onLapsed: () => void }) {
  const { t, i18n } = useTranslation();
  const { secondsLeft, restart } = useCountdown(secondsUntil(offer.expires_at));
  useEffect(() => restart(secondsUntil(offer.expires_at)), [offer.expires_at, restart]);
  const lapsed = secondsLeft === 0;
  // Called once as the time runs out (the caller's function may change on every render).
  const onLapsedRef = useRef(onLapsed);
  useEffect(() => {
    onLapsedRef.current = onLapsed;
  }, [onLapsed]);
  useEffect(() => {
    if (lapsed) onLapsedRef.current();
  }, [lapsed]);
  return (
    <Alert severity="info">
      {t('booking.offer.holds', {
        time: keepTimesTogether(formatTime(offer.expires_at, i18n.language, offer.time_zone)),
        count: Math.max(1, Math.ceil(secondsLeft / 60)),
      })}
    </Alert>
  );
}

/** Why an offer is no longer open, and whether its client still waits. */
function closedText(offer: WaitlistOfferWire, t: (key: string) => string) {
  const still = offer.waiting ? t('booking.offer.stillWaiting') : t('booking.offer.leftList');
  return `${t(`booking.offer.state.${offer.status}`)} ${still}`;
}

/**
 * A waitlist offer's page (`/:langCode/waitlist/:token`, from the mail): the time offered and how long it
 * holds, "Book this time", "No thanks" and "Leave the waitlist". A time taken meanwhile (409) reads the offer
 * again and says what became of it.
 */
export function WaitlistOfferScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const to = useLangPath();
  const offer = useOffer(token);
  const claim = useClaimOffer(token);
  const answer = useAnswerOffer(token);
  const [booked, setBooked] = useState<BookingWire | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const status = offer.data?.status;
  const { refetch } = offer;

  // A claim, a "No thanks" or a lapsed offer changes the page: its new heading takes the focus.
  useEffect(() => {
    if (booked) headingRef.current?.focus();
  }, [booked]);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) statusRef.current?.focus();
  }, [status, offer.data?.waiting]);

  if (booked) {
    // The salon is named above the visit: the confirmation itself lists when, who and what.
    const salon = offer.data?.salon;
    return (
      <Stack spacing={3}>
        {salon ? (
          <div>
            <Typography variant="h5" component="h1">
              {salon.name}
            </Typography>
            {salon.address ? <Typography color="text.secondary">{salon.address}</Typography> : null}
          </div>
        ) : null}
        <BookingConfirmation booking={booked} headingRef={headingRef} />
      </Stack>
    );
  }
  if (offer.isPending) {
    return (
      <Stack sx={{ py: 6, alignItems: 'center' }} role="status" aria-label={t('booking.loading')}>
        <CircularProgress />
      </Stack>
    );
  }
  if (offer.isError) {
    if (toErrorEnvelope(offer.error).statusCode === 404) {
      return <Centered title={t('booking.offer.notFound.title')} text={t('booking.offer.notFound.text')} />;
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {t('booking.retry')}
          </Button>
        }
      >
        {t('booking.offer.loadFailed')}
      </Alert>
    );
  }

  const data = offer.data;
  const open = data.status === 'open';
  const busy = claim.isPending || answer.isPending;

  const onClaim = async () => {
    setFailure(null);
    moved.current = true;
    try {
      setBooked(await claim.mutateAsync());
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      // Taken by someone else, or lapsed: the offer's own state says which, and that the client still waits.
      if (envelope.statusCode === 409) await refetch();
      setFailure(errorText(t, envelope));
    }
  };

  const onAnswer = async (action: 'decline' | 'leave') => {
    setFailure(null);
    moved.current = true;
    try {
      await answer.mutateAsync(action);
    } catch (error) {
      setFailure(errorText(t, error));
      if (toErrorEnvelope(error).statusCode === 409) await refetch();
    }
    setLeaving(false);
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography color="text.secondary">
          {t('booking.offer.greeting', { name: data.client.first_name })}
        </Typography>
        <Typography variant="h5" component="h1">
          {t('booking.offer.heading', { salon: data.salon.name })}
        </Typography>
      </div>
      <Typography ref={statusRef} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
        {open ? t('booking.offer.openTitle') : t(`booking.offer.title.${data.status}`)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <OfferDetails offer={data} />
      </Paper>
      {failure ? (
        <Alert severity="warning" role="alert">
          {failure}
        </Alert>
      ) : null}
      {open ? (
        <>
          <OfferDeadline offer={data} onLapsed={() => void refetch()} />
          <Typography>{t('booking.offer.openText')}</Typography>
          <Button variant="contained" size="large" onClick={() => void onClaim()} disabled={busy}>
            {claim.isPending ? t('booking.code.booking') : t('booking.offer.claim')}
          </Button>
          <Button variant="outlined" onClick={() => void onAnswer('decline')} disabled={busy}>
            {t('booking.offer.decline')}
          </Button>
        </>
      ) : (
        <Alert severity={data.status === 'claimed' ? 'success' : 'info'}>
          {data.status === 'claimed' ? t('booking.offer.state.claimed') : closedText(data, t)}
        </Alert>
      )}
      {data.status === 'claimed' && data.visit_token ? (
        <Button
          variant="contained"
          component={RouterLink}
          to={to(`/visit/${encodeURIComponent(data.visit_token)}`)}
        >
          {t('booking.done.visitLink')}
        </Button>
      ) : null}
      {data.waiting && data.status !== 'claimed' ? (
        <Button color="error" onClick={() => setLeaving(true)} disabled={busy}>
          {t('booking.offer.leave')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={leaving}
        title={t('booking.offer.leaveTitle')}
        message={t('booking.offer.leaveText', { service: data.service.name })}
        confirmLabel={t('booking.offer.leave')}
        cancelLabel={t('booking.offer.stay')}
        destructive
        busy={answer.isPending}
        onConfirm={() => void onAnswer('leave')}
        onClose={() => setLeaving(false)}
      />
    </Stack>
  );
}
