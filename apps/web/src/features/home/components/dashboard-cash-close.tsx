import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatMoney, type CashCloseStatusWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';

/**
 * Today's cash close for owner and manager: open, or closed with its difference in dollars (short, over or
 * even, in words and not by colour alone), with the way to the close.
 */
export function DashboardCashClose({ close }: { close: CashCloseStatusWire }) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const difference = close.difference_usd;
  const text =
    close.status === 'open'
      ? t('home.dashboard.cashClose.open')
      : difference === null || difference === 0
        ? t('home.dashboard.cashClose.closedEven')
        : t(difference < 0 ? 'home.dashboard.cashClose.closedShort' : 'home.dashboard.cashClose.closedOver', {
            amount: formatMoney(Math.abs(difference), i18n.language),
          });
  const severity = close.status === 'open' ? 'info' : difference ? 'warning' : 'success';
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
