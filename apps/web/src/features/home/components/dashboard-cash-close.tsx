import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatMoney, type CashCloseStatusWire } from '@salon/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';

/** The close in words, and how the line stands out: short or over in words too, not by colour alone. */
function closeState(t: TFunction, close: CashCloseStatusWire, language: string) {
  const difference = close.difference_usd;
  if (close.status === 'open') return { text: t('home.dashboard.cashClose.open'), severity: 'info' } as const;
  // A bolívar line without the day's rate has no difference in dollars.
  if (difference === null) return { text: t('home.dashboard.cashClose.closed'), severity: 'info' } as const;
  if (difference === 0)
    return { text: t('home.dashboard.cashClose.closedEven'), severity: 'success' } as const;
  const amount = formatMoney(Math.abs(difference), language);
  const key = difference < 0 ? 'closedShort' : 'closedOver';
  return { text: t(`home.dashboard.cashClose.${key}`, { amount }), severity: 'warning' } as const;
}

/** Today's cash close for owner and manager: open, or closed with its difference in dollars; the way to it. */
export function DashboardCashClose({ close }: { close: CashCloseStatusWire }) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const { text, severity } = closeState(t, close, i18n.language);
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button
          component={RouterLink}
          to={to(`/dashboard/cash-close?date=${close.date}`)}
          color="inherit"
          size="small"
        >
          {t('home.dashboard.cashClose.go')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
