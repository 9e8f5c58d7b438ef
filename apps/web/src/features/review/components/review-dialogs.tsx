import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import { REVIEW_RULES, reviewHideFormSchema, reviewReplyBodySchema, type ReviewWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextFieldDialogForm } from '@/components/text-field-dialog-form';
import { errorText } from '@/lib/api-errors';
import { useEditReviewReply, useReplyToReview } from '../api/reply-review';
import { useSetReviewVisibility } from '../api/set-review-visibility';
import { useReviewerName, type ReviewAction } from './review-card';

interface ReviewDialogsProps {
  /** The review being acted on and how; it stays set while the dialog closes. */
  target: { action: ReviewAction; review: ReviewWire } | null;
  open: boolean;
  onClose: () => void;
}

/** The Reply dialog (a first reply or the edit of one), the Hide dialog (a reason), the Show confirmation. */
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
        open={action === 'reply' || action === 'editReply' || action === 'hide'}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        {review && (target?.action === 'reply' || target?.action === 'editReply') ? (
          <ReplyForm
            key={`${target.action}-${review._id}`}
            review={review}
            editing={target.action === 'editReply'}
            titleId={titleId}
            onClose={onClose}
          />
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

/** A first reply (POST) or, with `editing`, the existing one in the field to change (PUT). */
function ReplyForm({ review, editing, titleId, onClose }: FormProps & { editing: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useReviewerName()(review);
  const replyTo = useReplyToReview();
  const editReply = useEditReviewReply();
  const texts = editing ? 'review.editReplyDialog' : 'review.replyDialog';
  return (
    <TextFieldDialogForm
      titleId={titleId}
      title={t(`${texts}.title`, { client })}
      intro={
        <>
          <DialogContentText sx={{ mb: 1 }}>{t(`${texts}.hint`)}</DialogContentText>
          <DialogContentText sx={{ mb: 2, fontStyle: 'italic', whiteSpace: 'pre-line' }}>
            {review.comment}
          </DialogContentText>
        </>
      }
      schema={reviewReplyBodySchema}
      name="reply"
      label={t('review.replyDialog.field')}
      minRows={3}
      maxLength={REVIEW_RULES.maxReply}
      defaultValue={editing ? (review.reply ?? '') : ''}
      submitLabel={t(`${texts}.submit`)}
      onSubmit={async (reply) => {
        await (editing ? editReply : replyTo).mutateAsync({ id: review._id, reply });
        enqueueSnackbar(t(`${texts}.done`), { variant: 'success' });
      }}
      onClose={onClose}
    />
  );
}

function HideForm({ review, titleId, onClose }: FormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useReviewerName()(review);
  const visibility = useSetReviewVisibility();
  return (
    <TextFieldDialogForm
      titleId={titleId}
      title={t('review.hideDialog.title', { client })}
      intro={<DialogContentText sx={{ mb: 2 }}>{t('review.hideDialog.hint')}</DialogContentText>}
      schema={reviewHideFormSchema}
      name="reason"
      label={t('review.hideDialog.field')}
      minRows={2}
      maxLength={REVIEW_RULES.maxReason}
      submitLabel={t('review.hideDialog.submit')}
      danger
      onSubmit={async (reason) => {
        await visibility.mutateAsync({ id: review._id, hidden: true, reason });
        enqueueSnackbar(t('review.hideDialog.done'), { variant: 'success' });
      }}
      onClose={onClose}
    />
  );
}
