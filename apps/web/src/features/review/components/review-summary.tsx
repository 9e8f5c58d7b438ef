import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatDecimal, REVIEW_STARS, type ReviewSummary } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The average with its stars and the count of visible reviews, and how many gave each number of stars as
 * bars with their numbers written beside them (the bars themselves are decoration).
 */
export function ReviewSummaryCard({ summary, filtered }: { summary: ReviewSummary; filtered: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const distributionId = useId();
  const number = (value: number) => formatDecimal(value, i18n.language, 1);
  const largest = Math.max(1, ...REVIEW_STARS.map((stars) => summary.distribution[stars]));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 3, mb: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2 }}>
        {t('review.summary.label')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
        <Box sx={{ minWidth: 180 }}>
          {summary.average === null ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('review.summary.none')}</Typography>
          ) : (
            <>
              <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('review.summary.average')}{' '}
                </Box>
                {number(summary.average)}
              </Typography>
              <Rating
                value={summary.average}
                precision={0.1}
                readOnly
                getLabelText={() => t('review.summary.averageStars', { value: number(summary.average!) })}
              />
            </>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('review.summary.count', { count: summary.count })}
          </Typography>
        </Box>
        <Box sx={{ flex: '1 1 260px', maxWidth: 480 }}>
          <Typography id={distributionId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('review.summary.distribution')}
          </Typography>
          <Box component="ul" aria-labelledby={distributionId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {[...REVIEW_STARS].reverse().map((stars) => {
              const count = summary.distribution[stars];
              return (
                <Box
                  component="li"
                  key={stars}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: '88px 1fr 40px',
                    gap: 1.5,
                    alignItems: 'center',
                  }}
                >
                  <Typography variant="body2">{t('review.starsShort', { count: stars })}</Typography>
                  <Box
                    aria-hidden="true"
                    sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
                  >
                    <Box
                      sx={{ height: '100%', width: `${(count / largest) * 100}%`, bgcolor: 'primary.main' }}
                    />
                  </Box>
                  <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {count}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      </Box>
      {filtered ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('review.summary.filtered')}
        </Typography>
      ) : null}
    </Paper>
  );
}
