import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '@/lib/zoned-time';

/** Opening hours, Monday first, as a two-column description list. */
export function SalonHours({ hours }: { hours: PublicSalonWire['hours'] }) {
  const { t, i18n } = useTranslation();
  const names = weekdayNames(i18n.language);
  if (hours.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="booking-hours-title">
      <Typography id="booking-hours-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('booking.hours.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
      >
        {[...hours]
          .sort((a, b) => a.day - b.day)
          .map((day) => (
            <Box key={day.day} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ textTransform: 'capitalize' }}>
                {names[day.day] ?? ''}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} color={day.open ? 'text.primary' : 'text.secondary'}>
                {day.open
                  ? day.break_start && day.break_end
                    ? t('booking.hours.withBreak', {
                        start: day.start,
                        end: day.end,
                        breakStart: day.break_start,
                        breakEnd: day.break_end,
                      })
                    : t('booking.hours.open', { start: day.start, end: day.end })
                  : t('booking.hours.closed')}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
