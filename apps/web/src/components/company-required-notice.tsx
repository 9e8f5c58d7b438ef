import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';

/** True for a business account that has not created its company yet. */
export const useCompanyMissing = (): boolean => {
  const session = useSession();
  return session.isAuthenticated && session.account_type === 'business' && !session.company;
};

/**
 * "You must create your company first." with a button to the Company tab. Renders nothing once the
 * company exists, so salon screens can always place it at their top.
 */
export function CompanyRequiredNotice() {
  const { t } = useTranslation();
  const to = useLangPath();
  const missing = useCompanyMissing();
  if (!missing) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button
          component={RouterLink}
          to={to('/dashboard/account?tab=company')}
          color="inherit"
          variant="outlined"
          size="small"
        >
          {t('companyNotice.action')}
        </Button>
      }
    >
      {t('errors.COMPANY_REQUIRED')}
    </Alert>
  );
}
