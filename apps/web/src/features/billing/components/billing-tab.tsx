import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_ACCESS_MONTHLY_USD, formatDate, formatMoney, type SubscriptionWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useLangPath } from '@/lib/use-lang-path';
import { useActiveSubscription } from '../api/get-active';
import { useCancelSubscription, useReactivateSubscription } from '../api/update-subscription';
import { DetailList } from '@/components/detail-list';
import { InvoiceTable } from './invoice-table';
import { PendingPaymentCard } from './pending-payment-card';
import { PACKAGES_PATH } from './subscription-banner';
import { SubscriptionStateChip } from '@/components/subscription-state-chip';

/** What the date of the subscription means in each state. */
const dateOf = (subscription: SubscriptionWire): { key: string; iso: string } => {
  if (subscription.state === 'trialing') return { key: 'trialEnds', iso: subscription.period_end };
  if (subscription.state === 'past_due')
    return { key: 'graceEnds', iso: subscription.grace_ends_at ?? subscription.period_end };
  if (subscription.state === 'expired') return { key: 'expiredOn', iso: subscription.period_end };
  return { key: subscription.cancel_at_period_end ? 'endsOn' : 'nextCharge', iso: subscription.period_end };
};

/** The Account screen's Billing tab (owner only): the subscription, its actions and the invoices. */
export function BillingTab() {
  const { t } = useTranslation();
  const active = useActiveSubscription();
  const invoicesId = useId();
  return (
    <Stack spacing={4}>
      {active.isPending ? <LinearProgress aria-label={t('billing.tab.loading')} /> : null}
      {active.isError ? <Alert severity="error">{errorText(t, active.error)}</Alert> : null}
      {active.data ? <SubscriptionDetails subscription={active.data} /> : null}
      <Box component="section" aria-labelledby={invoicesId}>
        <Typography variant="h3" id={invoicesId} sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {t('billing.invoices.title')}
        </Typography>
        <InvoiceTable />
      </Box>
    </Stack>
  );
}

function SubscriptionDetails({ subscription }: { subscription: SubscriptionWire }) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const date = (iso: string) => formatDate(iso, i18n.language, timeZone);
  const end = date(subscription.period_end);
  const when = dateOf(subscription);
  const canCancel = subscription.state === 'active' && !subscription.cancel_at_period_end;

  const run = async (action: typeof cancel, done: string) => {
    try {
      await action.mutateAsync(undefined);
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  const items = [
    {
      label: t('billing.tab.plan'),
      value: (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {t(`billing.plans.${subscription.plan}`)}
          <SubscriptionStateChip state={subscription.state} />
        </Box>
      ),
    },
    { label: t('billing.tab.period'), value: t(`billing.periods.${subscription.period}`) },
    { label: t(`billing.tab.dates.${when.key}`), value: date(when.iso) },
    {
      label: t('billing.tab.daysLeftLabel'),
      value: t('billing.tab.daysLeft', { count: subscription.days_left }),
    },
    {
      label: t('billing.tab.employees'),
      value: t('billing.tab.employeesValue', {
        count: subscription.subscribed_employees,
        price: formatMoney(EMPLOYEE_ACCESS_MONTHLY_USD, i18n.language),
      }),
    },
  ];

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2.5}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.15rem' }}>
        {t('billing.tab.summary')}
      </Typography>
      <DetailList items={items} />
      {subscription.scheduled_plan && subscription.scheduled_from ? (
        <Alert severity="info">
          {t('billing.tab.scheduled', {
            plan: t(`billing.plans.${subscription.scheduled_plan}`),
            date: date(subscription.scheduled_from),
          })}
        </Alert>
      ) : null}
      {subscription.cancel_at_period_end && subscription.state === 'active' ? (
        <Alert
          severity="warning"
          sx={{ alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              loading={reactivate.isPending}
              onClick={() => void run(reactivate, t('billing.tab.reactivated'))}
            >
              {t('billing.tab.reactivate')}
            </Button>
          }
        >
          {t('billing.tab.cancelledNotice', { date: end })}
        </Alert>
      ) : null}
      {subscription.pending_payment ? <PendingPaymentCard payment={subscription.pending_payment} /> : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={to(PACKAGES_PATH)} variant="contained">
          {t('billing.tab.changePlan')}
        </Button>
        {canCancel ? (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('billing.tab.cancel')}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('billing.tab.cancelTitle')}
        message={t('billing.tab.cancelMessage', { date: end })}
        confirmLabel={t('billing.tab.cancelConfirm')}
        cancelLabel={t('billing.tab.keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={() => void run(cancel, t('billing.tab.cancelDone', { date: end }))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
