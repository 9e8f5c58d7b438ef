import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  displayPhone,
  formatDateTime,
  formatMoney,
  OPEN_DEPOSIT_STATUSES,
  type DepositListItemWire,
  type DepositStatus,
  type DepositWire,
} from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { visitTotalsLine } from '@/lib/visit-totals';

export const DEPOSIT_STATUS_COLOR: Record<
  DepositStatus,
  'default' | 'warning' | 'info' | 'error' | 'success'
> = {
  awaiting: 'default',
  reported: 'warning',
  rejected: 'error',
  confirmed: 'success',
  released: 'default',
  waived: 'default',
  kept: 'info',
  returned: 'info',
};

/** "$5,00 · Bs. 182,00": the dollars, and the bolívares when the day's rate was published. */
export const depositMoney = (deposit: Pick<DepositWire, 'amount' | 'bolivares'>, lang: string) =>
  deposit.bolivares
    ? `${formatMoney(deposit.amount, lang)} · ${formatMoney(deposit.bolivares.amount, lang, 'VES')}`
    : formatMoney(deposit.amount, lang);

export function DepositStatusChip({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={DEPOSIT_STATUS_COLOR[status]} label={t(`deposits.status.${status}`)} />;
}

/**
 * One deposit as a card (phones first, no sideways scrolling): who, what, when, how much, what the client
 * reported, until when the time is held; Confirm while unpaid, Reject once a reference is reported.
 */
export function DepositCard({
  deposit,
  timeZone,
  onConfirm,
  onReject,
}: {
  deposit: DepositListItemWire;
  timeZone: string;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = useId();
  const open = OPEN_DEPOSIT_STATUSES.includes(deposit.status);
  const items: DetailItem[] = [
    // The deposit sits on a visit's first part, but the client owes it for the whole visit.
    deposit.visit
      ? { label: t('deposits.fields.visit'), value: visitTotalsLine(deposit.visit, lang) }
      : {
          label: t('deposits.fields.service'),
          value: `${deposit.service} · ${formatMoney(deposit.price, lang)}`,
        },
    { label: t('deposits.fields.when'), value: formatDateTime(deposit.start, lang, timeZone) },
    { label: t('deposits.fields.amount'), value: depositMoney(deposit, lang) },
    {
      label: t('deposits.fields.reported'),
      value:
        deposit.method && deposit.reference
          ? t('deposits.reportedValue', {
              method: t(`reportSheet.paymentMethods.${deposit.method}`),
              reference: deposit.reference,
            })
          : t('deposits.notReported'),
    },
  ];
  if (deposit.reported_at) {
    items.push({
      label: t('deposits.fields.reportedAt'),
      value: formatDateTime(deposit.reported_at, lang, timeZone),
    });
  }
  if (deposit.status === 'rejected' && deposit.reason) {
    items.push({ label: t('deposits.fields.reason'), value: deposit.reason });
  }
  if (open) {
    items.push({
      label: t('deposits.fields.holdUntil'),
      value: formatDateTime(deposit.hold_until, lang, timeZone),
    });
  }
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {deposit.client.name}
          </Typography>
          {deposit.client.phone ? (
            <Link href={`tel:${deposit.client.phone}`} variant="body2">
              {displayPhone(deposit.client.phone)}
            </Link>
          ) : null}
        </Box>
        <DepositStatusChip status={deposit.status} />
      </Box>
      <DetailList items={items} />
      {open ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {deposit.status === 'reported' ? (
            <Button
              color="error"
              onClick={onReject}
              aria-label={t('deposits.reject.label', { name: deposit.client.name })}
            >
              {t('deposits.reject.button')}
            </Button>
          ) : null}
          <Button
            variant="contained"
            onClick={onConfirm}
            aria-label={t('deposits.confirm.label', { name: deposit.client.name })}
          >
            {t('deposits.confirm.button')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
