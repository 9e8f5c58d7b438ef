import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminPaymentWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { decisionNames } from './payment-model';

export interface DecisionHandlers {
  onConfirm: (payment: AdminPaymentWire) => void;
  onReject: (payment: AdminPaymentWire) => void;
}

/** A pending payment's "Confirm payment" and "Reject payment", named with its reference for screen readers. */
export function DecisionButtons({
  payment,
  onConfirm,
  onReject,
}: { payment: AdminPaymentWire } & DecisionHandlers) {
  const { t } = useTranslation();
  const names = decisionNames(t, payment);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="contained" aria-label={names.confirm} onClick={() => onConfirm(payment)}>
        {t('admin.payments.confirm')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={names.reject}
        onClick={() => onReject(payment)}
      >
        {t('admin.payments.reject')}
      </Button>
    </Box>
  );
}
