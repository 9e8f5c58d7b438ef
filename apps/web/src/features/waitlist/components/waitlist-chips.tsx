import Chip from '@mui/material/Chip';
import type { WaitlistEntryStatus, WaitlistOfferStatus } from '@salon/core';
import { useTranslation } from 'react-i18next';

const ENTRY_COLOR = { waiting: 'info', booked: 'success', removed: 'default', expired: 'default' } as const;
const OFFER_COLOR = {
  open: 'warning',
  claimed: 'success',
  declined: 'default',
  expired: 'default',
  gone: 'default',
} as const;

export function WaitlistStatusChip({ status }: { status: WaitlistEntryStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`waitlist.status.${status}`)} color={ENTRY_COLOR[status]} />;
}

export function OfferStatusChip({ status }: { status: WaitlistOfferStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`waitlist.offerStatus.${status}`)} color={OFFER_COLOR[status]} />;
}
