import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRole } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { usePlan } from '../api/get-plan';

/**
 * Whether the company's plan includes promotions: null while the plan is being read. A plan that cannot be
 * read does not hide the screens: the server refuses what the plan does not allow (403 PLAN_NO_PROMOTIONS).
 */
export const usePromotionsAllowed = (): boolean | null => {
  const plan = usePlan();
  if (plan.isPending) return null;
  return plan.isError ? true : plan.data.features.promotions;
};

/** Promotions come with the Standard and Advanced plans; the owner, who pays, gets the way to the plans. */
export function PromotionsPlanNotice() {
  const { t } = useTranslation();
  const to = useLangPath();
  const owner = useRole() === 'owner';
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        owner ? (
          <Button
            component={RouterLink}
            to={to('/dashboard/account?tab=billing')}
            color="inherit"
            variant="outlined"
            size="small"
          >
            {t('promotion.plan.action')}
          </Button>
        ) : undefined
      }
    >
      {t('promotion.plan.message')}
    </Alert>
  );
}
