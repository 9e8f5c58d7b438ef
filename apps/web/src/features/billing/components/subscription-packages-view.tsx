import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  BILLING_PERIODS,
  type BillingChoice,
  type BillingPeriod,
  formatMoney,
  formatPercent,
} from '@salon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CompanyRequiredNotice, useCompanyMissing } from '@/components/company-required-notice';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useActiveSubscription } from '../api/get-active';
import { usePrices } from '../api/get-prices';
import { PayDialog } from './pay-dialog';
import { BILLING_TAB_PATH } from './payment-step';
import { PlanCard } from './plan-card';

/** The subscription packages page (owner only): the plans side by side, monthly or yearly, and "Choose". */
export function SubscriptionPackagesView() {
  const { t } = useTranslation();
  const allowed = useCan('billing.manage');
  const companyMissing = useCompanyMissing();
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('billing.packages.title')}
      </Typography>
      {!allowed ? <Alert severity="warning">{t('errors.FORBIDDEN')}</Alert> : null}
      {allowed && companyMissing ? <CompanyRequiredNotice /> : null}
      {allowed && !companyMissing ? <Packages /> : null}
    </Box>
  );
}

const isPeriod = (value: string | null): value is BillingPeriod =>
  BILLING_PERIODS.includes(value as BillingPeriod);

function Packages() {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const prices = usePrices();
  const active = useActiveSubscription();
  const subscription = active.data;
  // The period is kept in the URL (`?period=yearly`), so a link can open the yearly prices.
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period: BillingPeriod = isPeriod(asked) ? asked : (subscription?.period ?? 'monthly');
  const setPeriod = (next: BillingPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', next);
        return updated;
      },
      { replace: true },
    );
  const [choice, setChoice] = useState<BillingChoice | null>(null);
  const data = prices.data;

  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('billing.packages.intro')}</Typography>
      <Button
        component={RouterLink}
        to={to(BILLING_TAB_PATH)}
        startIcon={<ArrowBack aria-hidden="true" />}
        sx={{ mb: 2 }}
      >
        {t('billing.packages.backToBilling')}
      </Button>
      {subscription ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('billing.packages.currentSummary', {
            plan: t(`billing.plans.${subscription.plan}`),
            state: t(`billing.states.${subscription.state}`),
            period: t(`billing.periods.${subscription.period}`).toLowerCase(),
            count: subscription.days_left,
          })}
        </Alert>
      ) : null}
      {prices.isPending ? <LinearProgress aria-label={t('billing.packages.loading')} /> : null}
      {prices.isError ? <Alert severity="error">{errorText(t, prices.error)}</Alert> : null}
      {data ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <ToggleButtonGroup
              exclusive
              value={period}
              onChange={(_event, next: BillingPeriod | null) => next && setPeriod(next)}
              aria-label={t('billing.packages.periodLabel')}
              sx={{ bgcolor: 'background.paper' }}
            >
              <ToggleButton value="monthly" sx={{ textTransform: 'none', px: 3 }}>
                {t('billing.periods.monthly')}
              </ToggleButton>
              <ToggleButton value="yearly" sx={{ textTransform: 'none', px: 3 }}>
                {t('billing.packages.yearlyToggle', {
                  percent: formatPercent(data.yearly_discount_percent, i18n.language),
                })}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Grid container spacing={3}>
            {data.plans.map((plan) => (
              <Grid key={plan._id} size={{ xs: 12, md: 4 }}>
                <PlanCard
                  plan={plan}
                  period={period}
                  discountPercent={data.yearly_discount_percent}
                  current={subscription?.plan === plan._id}
                  onChoose={() => setChoice({ plan: plan._id, period })}
                />
              </Grid>
            ))}
          </Grid>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
            {t('billing.packages.employeeAccess', {
              price: formatMoney(data.employee_access_monthly, i18n.language),
              count: data.employees_with_access,
            })}
          </Typography>
          {choice ? (
            <PayDialog
              choice={choice}
              prices={data}
              subscription={subscription}
              onClose={() => setChoice(null)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
