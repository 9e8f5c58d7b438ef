import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { ReviewWire } from '@salon/core';
import { formatDate, formatDateTime, formatMoney } from '@salon/core';
import { useTranslation } from 'react-i18next';

export type ReviewAction = 'reply' | 'editReply' | 'hide' | 'show';

interface ReviewCardProps {
  review: ReviewWire;
  /** Owners and managers reply and hide; without it the card only reads. */
  canManage: boolean;
  onAction: (action: ReviewAction, review: ReviewWire) => void;
}

/** The name a review is shown under: the client's, or "Anonymous" when the client chose so. */
export const useReviewerName = () => {
  const { t } = useTranslation();
  return (review: ReviewWire) => review.client?.name ?? t('review.list.anonymous');
};

/**
 * One review: who (or "Anonymous"), the stars (also as text), the visit's date and time in the salon's zone,
 * service, employee and total, the comment and the salon's reply as plain text, and whether it is hidden.
 */
export function ReviewCard({ review, canManage, onAction }: ReviewCardProps) {
  const { t, i18n } = useTranslation();
  const client = useReviewerName()(review);
  const starsText = t('review.stars', { count: review.stars });
  const when = formatDateTime(review.start, i18n.language, review.time_zone);
  const reviewedOn = formatDate(review.created_at, i18n.language, review.time_zone);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={t('review.list.of', { client, stars: starsText })}
      sx={{ p: 2.5, ...(review.hidden ? { borderStyle: 'dashed', bgcolor: 'action.hover' } : null) }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Rating value={review.stars} readOnly size="small" getLabelText={() => starsText} />
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {client}
        </Typography>
        {review.hidden ? <Chip size="small" label={t('review.list.hidden')} /> : null}
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
          {t('review.list.reviewedAt', { date: reviewedOn })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('review.list.visit', { when })} ·{' '}
        {t('review.list.byEmployee', { service: review.service.name, employee: review.employee.name })} ·{' '}
        {t('review.list.total', { amount: formatMoney(review.total_price, i18n.language) })}
      </Typography>
      {/* Text from clients is shown as text, never as HTML: React escapes it. */}
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Typography>
      {review.reply !== null ? (
        <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography variant="subtitle2" component="p">
            {t('review.list.reply')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.reply}</Typography>
        </Box>
      ) : null}
      {review.hidden && review.hidden_reason ? (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {t('review.list.hiddenReason', { reason: review.hidden_reason })}
        </Typography>
      ) : null}
      {canManage ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {review.reply === null ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onAction('reply', review)}
              aria-label={t('review.actions.replyTo', { client })}
            >
              {t('review.actions.reply')}
            </Button>
          ) : (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onAction('editReply', review)}
              aria-label={t('review.actions.editReplyTo', { client })}
            >
              {t('review.actions.editReply')}
            </Button>
          )}
          {review.hidden ? (
            <Button
              size="small"
              onClick={() => onAction('show', review)}
              aria-label={t('review.actions.showReview', { client })}
            >
              {t('review.actions.show')}
            </Button>
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => onAction('hide', review)}
              aria-label={t('review.actions.hideReview', { client })}
            >
              {t('review.actions.hide')}
            </Button>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
