import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { rejectPaymentBodySchema, type AdminPaymentWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { formatMoney } from '@/lib/format-money';
import { useRejectPayment } from '../api/decide-payment';

interface RejectPaymentDialogProps {
  /** The payment being rejected; it stays set while the dialog closes. */
  payment: AdminPaymentWire | null;
  open: boolean;
  onClose: () => void;
}

/** Rejecting needs a reason: the owner is mailed it. */
export function RejectPaymentDialog({ payment, open, onClose }: RejectPaymentDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open && payment !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {payment ? (
        <RejectForm key={payment._id} payment={payment} titleId={titleId} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

interface RejectFormProps {
  payment: AdminPaymentWire;
  titleId: string;
  onClose: () => void;
}

function RejectForm({ payment, titleId, onClose }: RejectFormProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const reject = useRejectPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(rejectPaymentBodySchema), defaultValues: { reason: '' } });

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await reject.mutateAsync({ id: payment._id, reason });
      enqueueSnackbar(t('admin.payments.rejected', { company: payment.company.name }), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, ['reason']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{t('admin.payments.rejectTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('admin.payments.rejectMessage', {
            company: payment.company.name,
            amount: formatMoney(payment.amount, i18n.language),
            method: t(`billing.methods.${payment.method}`),
          })}
        </DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <FormTextField
          form={form}
          name="reason"
          label={t('admin.payments.reason')}
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" loading={busy}>
          {t('admin.payments.reject')}
        </Button>
      </DialogActions>
    </form>
  );
}
