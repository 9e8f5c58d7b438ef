import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { usePublicSalon } from '../api/get-public-salon';
import { BookingClosedNotice } from './booking-closed-notice';
import { BookingFlow } from './booking-flow';
import { SalonGallery } from './salon-gallery';
import { SalonHeader } from './salon-header';
import { SalonHours } from './salon-hours';
import { SalonLocation } from './salon-location';
import { SalonReviews } from './salon-reviews';
import { ServiceList } from './service-list';

/**
 * A salon's public page: who it is, its services and prices, and the booking (or why there is none and
 * how to call instead). `notFound` is what an unknown address shows (the app's 404 content).
 */
export function BookingScreen({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const { t } = useTranslation();
  const salon = usePublicSalon(slug);
  const name = salon.data?.name;

  // The tab and the history entry carry the salon's name once it is known.
  useEffect(() => {
    if (name) document.title = `${name} | ${t('app.name')}`;
  }, [name, t]);

  if (salon.isPending) {
    return (
      <Stack sx={{ py: 6, alignItems: 'center' }} role="status" aria-label={t('booking.loading')}>
        <CircularProgress />
      </Stack>
    );
  }
  if (salon.isError) {
    if (toErrorEnvelope(salon.error).statusCode === 404) return notFound;
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" onClick={() => void salon.refetch()}>
            {t('booking.retry')}
          </Button>
        }
      >
        {t('booking.loadFailed')}
      </Alert>
    );
  }

  const data = salon.data;
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <SalonHeader salon={data} />
      {data.booking.open ? (
        <BookingFlow salon={data} />
      ) : (
        <>
          <BookingClosedNotice salon={data} />
          <Box component="section" aria-labelledby="booking-services-title">
            <Typography id="booking-services-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('booking.service.title')}
            </Typography>
            <ServiceList salon={data} groupHeading="h3" />
          </Box>
        </>
      )}
      <Divider />
      <SalonLocation salon={data} />
      <SalonHours hours={data.hours} />
      <SalonGallery salon={data} />
      <SalonReviews salon={data} />
    </Stack>
  );
}
