import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { DashboardSummaryWire } from '@salon/core';
import { formatDate, formatDecimal } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { DashboardCard, EmptyText } from './dashboard-card';

type Reviews = NonNullable<DashboardSummaryWire['reviews']>;

/** The average stars and the latest reviews; "No reviews yet" until the first arrives. */
export function DashboardReviews({ reviews, timeZone }: { reviews: Reviews; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const stars = (value: number) =>
    t('home.dashboard.reviews.stars', {
      stars: formatDecimal(value, i18n.language, 1),
    });
  return (
    <DashboardCard title={t('home.dashboard.reviews.title')}>
      {reviews.count === 0 ? (
        <EmptyText>{t('home.dashboard.reviews.empty')}</EmptyText>
      ) : (
        <>
          {reviews.average === null ? null : (
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
              <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>
                {formatDecimal(reviews.average, i18n.language, 1)}
              </Typography>
              <Rating value={reviews.average} precision={0.1} readOnly aria-label={stars(reviews.average)} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('home.dashboard.reviews.count', { count: reviews.count })}
              </Typography>
            </Box>
          )}
          {reviews.latest.length > 0 ? (
            <List disablePadding aria-label={t('home.dashboard.reviews.latest')}>
              {reviews.latest.map((review, index) => (
                <ListItem
                  key={review._id}
                  disableGutters
                  divider={index < reviews.latest.length - 1}
                  sx={{ display: 'block' }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Rating value={review.stars} readOnly size="small" aria-label={stars(review.stars)} />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {review.client ?? t('home.dashboard.reviews.anonymous')}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {review.service} · {formatDate(review.created_at, i18n.language, timeZone)}
                    </Typography>
                  </Box>
                  {review.comment ? <Typography sx={{ mt: 0.5 }}>{review.comment}</Typography> : null}
                </ListItem>
              ))}
            </List>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
