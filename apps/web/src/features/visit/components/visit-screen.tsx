import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isLiveStatus } from '@salon/core';
import { toErrorEnvelope } from '@/lib/api-client';
import { useVisit, visitCalendarUrl } from '../api/get-visit';
import { VisitCancel } from './visit-cancel';
import { VisitContact } from './visit-contact';
import { VisitDeposit } from './visit-deposit';
import { VisitDetails } from './visit-details';
import { VisitReschedule } from './visit-reschedule';
import { VisitReviewForm } from './visit-review-form';

function VisitNotFound() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h4" component="h1">
        {t('visit.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('visit.notFound.message')}</Typography>
    </Stack>
  );
}

/** The client's appointment page: details, add to calendar, cancel (or whom to call), review. */
export function VisitScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const visit = useVisit(token);

  if (visit.isPending) {
    return (
      <Stack sx={{ py: 6, alignItems: 'center' }} role="status" aria-label={t('visit.loading')}>
        <CircularProgress />
      </Stack>
    );
  }
  if (visit.isError) {
    if (toErrorEnvelope(visit.error).statusCode === 404) return <VisitNotFound />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void visit.refetch()}>
            {t('visit.retry')}
          </Button>
        }
      >
        {t('visit.loadFailed')}
      </Alert>
    );
  }

  const data = visit.data;
  const live = isLiveStatus(data.status);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="body1" color="text.secondary">
          {t('visit.greeting', { name: data.client.firstName })}
        </Typography>
        <Typography variant="h5" component="h1">
          {t('visit.heading', { salon: data.salon.name })}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <VisitDetails visit={data} />
      </Paper>
      {data.deposit ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <VisitDeposit token={token} deposit={data.deposit} timeZone={data.time_zone} />
        </Paper>
      ) : null}
      {live ? (
        <Button variant="contained" href={visitCalendarUrl(token)} download={`appointment-${data._id}.ics`}>
          {t('visit.addToCalendar')}
        </Button>
      ) : null}
      <VisitReschedule token={token} visit={data} />
      <VisitCancel token={token} visit={data} />
      <section aria-label={t('visit.contact')}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('visit.contact')}
        </Typography>
        <VisitContact contact={data.salon.contact} />
      </section>
      {data.review.possible ? (
        <>
          <Divider />
          <VisitReviewForm token={token} />
        </>
      ) : null}
      {data.review.given ? <Alert severity="success">{t('visit.review.given')}</Alert> : null}
    </Stack>
  );
}
