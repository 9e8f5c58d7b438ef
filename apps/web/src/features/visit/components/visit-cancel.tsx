import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VisitWire } from '@salon/core';
import { formatLongDateTime } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useCancelVisit } from '../api/cancel-visit';
import { VisitContact } from './visit-contact';

/**
 * Cancel within the salon's policy (a confirmation first), or why not and how to reach the salon. Nothing
 * is shown for a visit that is already cancelled or done.
 */
export function VisitCancel({ token, visit }: { token: string; visit: VisitWire }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useCancelVisit(token);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { reason } = visit.cancel;
  if (reason === 'status') return null;

  const onConfirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync();
      enqueueSnackbar(t('visit.cancel.done'), { variant: 'success' });
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setConfirming(false);
    }
  };

  if (reason) {
    return (
      <section aria-label={t('visit.cancel.closedTitle')}>
        <Alert severity="info" role="note">
          <AlertTitle>{t('visit.cancel.closedTitle')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t(`visit.cancel.reason.${reason}`, { hours: visit.cancel.notice_hours })}
          </Typography>
          <VisitContact contact={visit.salon.contact} />
        </Alert>
      </section>
    );
  }

  const when = formatLongDateTime(visit.start, i18n.language, visit.time_zone);
  return (
    <Stack spacing={1.5}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {visit.cancel.deadline && visit.cancel.notice_hours > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('visit.cancel.deadline', {
            when: formatLongDateTime(visit.cancel.deadline, i18n.language, visit.time_zone),
          })}
        </Typography>
      ) : null}
      {visit.cancel.remaining !== null ? (
        <Typography variant="body2" color="text.secondary">
          {t('visit.cancel.remaining', { count: visit.cancel.remaining })}
        </Typography>
      ) : null}
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('visit.cancel.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('visit.cancel.title')}
        message={t('visit.cancel.message', { when })}
        confirmLabel={t('visit.cancel.confirm')}
        cancelLabel={t('visit.cancel.keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
