import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import { type AdminPaymentWire, formatMoney, rejectPaymentBodySchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFieldDialogForm } from '@/components/text-field-dialog-form';
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
  return (
    <TextFieldDialogForm
      titleId={titleId}
      title={t('admin.payments.rejectTitle')}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          {t('admin.payments.rejectMessage', {
            company: payment.company.name,
            amount: formatMoney(payment.amount, i18n.language),
            method: t(`billing.methods.${payment.method}`),
          })}
        </DialogContentText>
      }
      schema={rejectPaymentBodySchema}
      name="reason"
      label={t('admin.payments.reason')}
      minRows={3}
      maxLength={500}
      submitLabel={t('admin.payments.reject')}
      danger
      onSubmit={async (reason) => {
        await reject.mutateAsync({ id: payment._id, reason });
        enqueueSnackbar(t('admin.payments.rejected', { company: payment.company.name }), {
          variant: 'success',
        });
      }}
      onClose={onClose}
    />
  );
}
