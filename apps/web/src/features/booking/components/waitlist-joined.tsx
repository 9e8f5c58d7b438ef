import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLocalDayRange, formatWallTime, type PublicWaitlistJoinedWire } from '@salon/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** "9:00 AM – 12:00 PM", or null when any time of day suits. */
export const waitlistTimes = (from: string | null, to: string | null, lang: string): string | null =>
  from && to ? `${formatWallTime(from, lang)} – ${formatWallTime(to, lang)}` : null;

/** The waitlist's confirmation: what the client waits for, and where the offer will be written. */
export function WaitlistJoined(props: {
  joined: PublicWaitlistJoinedWire;
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { joined, email, headingRef } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const times = waitlistTimes(joined.from_time, joined.to_time, lang);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircle color="success" aria-hidden="true" />
        <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h3" sx={{ outline: 'none' }}>
          {t('booking.waitlist.doneTitle')}
        </Typography>
      </Box>
      <Typography>
        {t('booking.waitlist.doneText', {
          service: joined.service,
          employee: joined.employee ?? t('booking.waitlist.anyone'),
          days: formatLocalDayRange(joined.from_date, joined.to_date, lang),
          times: times ?? t('booking.waitlist.anyTime'),
        })}
      </Typography>
      <Typography>{t('booking.waitlist.doneMail', { email })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('booking.waitlist.doneHow')}
      </Typography>
    </Box>
  );
}
