import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REVIEW_RULES, reviewHideFormSchema, reviewReplyBodySchema, type ReviewWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useReplyToReview } from '../api/reply-review';
import { useSetReviewVisibility } from '../api/set-review-visibility';
import { useReviewerName, type ReviewAction } from './review-card';

interface ReviewDialogsProps {
  /** The review being acted on and how; it stays set while the dialog closes. */
  target: { action: ReviewAction; review: ReviewWire } | null;
  open: boolean;
  onClose: () => void;
}

/** The Reply dialog (once), the Hide dialog (a reason) and the Show confirmation. */
export function ReviewDialogs({ target, open, onClose }: ReviewDialogsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const nameOf = useReviewerName();
  const visibility = useSetReviewVisibility();
  const titleId = useId();
  const action = open ? target?.action : undefined;
  const review = target?.review ?? null;

  const show = async (id: string) => {
    try {
      await visibility.mutateAsync({ id, hidden: false, reason: null });
      enqueueSnackbar(t('review.showDialog.done'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      onClose();
    }
  };

  return (
    <>
      <Dialog
        open={action === 'reply' || action === 'hide'}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        {review && target?.action === 'reply' ? (
          <ReplyForm key={review._id} review={review} titleId={titleId} onClose={onClose} />
        ) : null}
        {review && target?.action === 'hide' ? (
          <HideForm key={review._id} review={review} titleId={titleId} onClose={onClose} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={action === 'show'}
        title={t('review.showDialog.title', { client: review ? nameOf(review) : '' })}
        message={t('review.showDialog.message')}
        confirmLabel={t('review.showDialog.submit')}
        busy={visibility.isPending}
        onConfirm={() => review && void show(review._id)}
        onClose={onClose}
      />
    </>
  );
}

interface FormProps {
  review: ReviewWire;
  titleId: string;
  onClose: () => void;
}

function ReplyForm({ review, titleId, onClose }: FormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useReviewerName()(review);
  const replyTo = useReplyToReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(reviewReplyBodySchema), defaultValues: { reply: '' } });

  const onSubmit = form.handleSubmit(async ({ reply }) => {
    setFailure(null);
    try {
      await replyTo.mutateAsync({ id: review._id, reply });
      enqueueSnackbar(t('review.replyDialog.done'), { variant: 'success' });
      onClose();
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, ['reply']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{t('review.replyDialog.title', { client })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('review.replyDialog.hint')}</DialogContentText>
        <DialogContentText sx={{ mb: 2, fontStyle: 'italic', whiteSpace: 'pre-line' }}>
          {review.comment}
        </DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <FormTextField
          form={form}
          name="reply"
          label={t('review.replyDialog.field')}
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          slotProps={{ htmlInput: { maxLength: REVIEW_RULES.maxReply } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('review.replyDialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}

function HideForm({ review, titleId, onClose }: FormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useReviewerName()(review);
  const visibility = useSetReviewVisibility();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(reviewHideFormSchema), defaultValues: { reason: '' } });

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await visibility.mutateAsync({ id: review._id, hidden: true, reason });
      enqueueSnackbar(t('review.hideDialog.done'), { variant: 'success' });
      onClose();
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, ['reason']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{t('review.hideDialog.title', { client })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('review.hideDialog.hint')}</DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <FormTextField
          form={form}
          name="reason"
          label={t('review.hideDialog.field')}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: REVIEW_RULES.maxReason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={busy}>
          {t('review.hideDialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
