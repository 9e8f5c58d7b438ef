import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLocalDayRange, type PublicSalonWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { waitlistTimes } from './waitlist-joined';
import { waitlistWhat } from './waitlist-step-window';

/** A last look at what the client is about to wait for. */
export function WaitlistSummary(props: {
  salon: PublicSalonWire;
  serviceId: string;
  employeeId: string | null;
  window: { from_date: string; to_date: string; from_time: string; to_time: string };
}) {
  const { window } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const what = waitlistWhat(props.salon, props.serviceId, props.employeeId);
  const rows = [
    [t('booking.summary.services'), what.service],
    [t('booking.summary.employee'), what.employee ?? t('booking.waitlist.anyone')],
    [t('booking.waitlist.days'), formatLocalDayRange(window.from_date, window.to_date, lang)],
    [
      t('booking.waitlist.times'),
      waitlistTimes(window.from_time, window.to_time, lang) ?? t('booking.waitlist.anyTime'),
    ],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={t('booking.waitlist.summary')}
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
