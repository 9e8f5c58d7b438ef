import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useAdminPlans } from '../api/list-admin-plans';
import { PlanForm } from './plan-form';

/** The plans editor: one form per plan (prices are data, docs/product.md "Plans and subscription"). */
export function PlansPanel() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('admin.plans.hint')}</Typography>
      {plans.isFetching && !plans.data ? (
        <LinearProgress aria-label={t('common.loading')} sx={{ mb: 2 }} />
      ) : null}
      {plans.isError ? <Alert severity="error">{errorText(t, plans.error)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        {(plans.data ?? []).map((plan) => (
          <PlanForm key={plan._id} plan={plan} />
        ))}
      </Box>
    </>
  );
}
