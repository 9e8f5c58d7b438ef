import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@salon/core';
import { useTranslation } from 'react-i18next';

const PAYMENT_COLOR = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'error',
} as const satisfies Record<PaymentStatus, string>;

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={PAYMENT_COLOR[status]} label={t(`admin.paymentStatuses.${status}`)} />;
}

const SALON_COLOR = { requested: 'warning', approved: 'success', rejected: 'error' } as const;

export function SalonStatusChip({ status }: { status: keyof typeof SALON_COLOR }) {
  const { t } = useTranslation();
  return <Chip size="small" color={SALON_COLOR[status]} label={t(`admin.salons.statuses.${status}`)} />;
}
