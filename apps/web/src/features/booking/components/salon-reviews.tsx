import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { formatLocalDay } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { localDayOf } from '@/lib/zoned-time';

type Review = PublicSalonWire['reviews'][number];

function Stars({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <Box role="img" aria-label={t('booking.reviews.stars', { count: stars })} sx={{ display: 'flex' }}>
      {[1, 2, 3, 4, 5].map((value) =>
        value <= stars ? (
          <Star key={value} fontSize="small" sx={{ color: 'warning.main' }} />
        ) : (
          <StarBorder key={value} fontSize="small" sx={{ color: 'warning.main' }} />
        ),
      )}
    </Box>
  );
}

function ReviewCard({ review, timeZone }: { review: Review; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {review.author ?? t('booking.reviews.anonymous')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatLocalDay(localDayOf(review.created_at, timeZone), i18n.language)}
        </Typography>
      </Box>
      <Stars stars={review.stars} />
      {review.service ? (
        <Typography variant="body2" color="text.secondary">
          {review.service}
        </Typography>
      ) : null}
      <Typography sx={{ whiteSpace: 'pre-line' }}>{review.comment}</Typography>
      {review.reply ? (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('booking.reviews.reply')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {review.reply}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The latest reviews with their stars and the salon's replies. */
export function SalonReviews({ salon }: { salon: PublicSalonWire }) {
  const { t } = useTranslation();
  if (salon.reviews.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="booking-reviews-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="booking-reviews-title" variant="h6" component="h2">
        {t('booking.reviews.title')}
      </Typography>
      {salon.reviews.map((review) => (
        <ReviewCard key={review._id} review={review} timeZone={salon.time_zone} />
      ))}
    </Box>
  );
}
