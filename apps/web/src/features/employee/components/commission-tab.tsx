import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EmployeeWire } from '@salon/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useCommissionPlan } from '../api/commission-plan';
import { useCommissionSettings } from '../api/commission-settings';
import { useSalonCatalog } from '../api/salon-catalog';
import { CommissionPlanForm } from './commission-plan-form';
import { CommissionSettingsForm } from './commission-settings-form';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/**
 * The "Commission" tab: the employee's plan and, below it, the salon's fee per payment method, which only
 * owner and manager (the ones who see this tab) may set.
 */
export function CommissionTab({
  employee,
  readOnly = false,
}: {
  employee: EmployeeWire;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const salonId = employee.salon_id;
  const plan = useCommissionPlan(employee._id, salonId);
  const catalog = useSalonCatalog(salonId);
  const settings = useCommissionSettings(salonId);
  const planFailure = plan.error ?? catalog.error;
  return (
    <>
      <Section title={t('employee.commission.planTitle')}>
        {plan.isPending || catalog.isPending ? (
          <LinearProgress aria-label={t('employee.common.loading')} />
        ) : null}
        {planFailure ? <Alert severity="error">{errorText(t, planFailure)}</Alert> : null}
        {plan.isSuccess && catalog.isSuccess ? (
          <CommissionPlanForm
            employeeId={employee._id}
            salonId={salonId}
            plan={plan.data}
            groups={catalog.data.groups}
            services={catalog.data.services}
            readOnly={readOnly}
          />
        ) : null}
      </Section>
      {readOnly ? null : (
        <Section title={t('employee.commission.feesTitle')} hint={t('employee.commission.feesHint')}>
          {settings.isPending ? <LinearProgress aria-label={t('employee.common.loading')} /> : null}
          {settings.isError ? <Alert severity="error">{errorText(t, settings.error)}</Alert> : null}
          {settings.isSuccess ? <CommissionSettingsForm salonId={salonId} settings={settings.data} /> : null}
        </Section>
      )}
    </>
  );
}
