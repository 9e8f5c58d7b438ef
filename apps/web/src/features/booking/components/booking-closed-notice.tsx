import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { ContactButtons } from './contact-buttons';

/** Why the salon takes no online bookings now, and how to reach it instead. */
export function BookingClosedNotice({ salon }: { salon: PublicSalonWire }) {
  const { t } = useTranslation();
  const reason = salon.booking.reason ?? 'off';
  return (
    <Alert severity="info" role="note">
      <AlertTitle>{t('booking.closed.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t(`booking.closed.reason.${reason}`)}
      </Typography>
      <ContactButtons contact={salon.contact} />
    </Alert>
  );
}
