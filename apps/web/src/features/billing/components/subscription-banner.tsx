import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { useSubscriptionExpiredSignal } from '@/lib/session/subscription-expired';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';

export const PACKAGES_PATH = '/dashboard/subscription';

/**
 * Past due (the grace days) and expired (read-only) subscriptions, above every dashboard screen. The owner
 * reads the state and gets the way to pay; everyone else learns it from a write refused with 402
 * SUBSCRIPTION_EXPIRED and is sent to the owner.
 */
export function SubscriptionBanner() {
  const { t } = useTranslation();
  const to = useLangPath();
  const session = useSession();
  const owner = useCan('billing.manage');
  const refused = useSubscriptionExpiredSignal();
  const state = session.subscription?.state;
  const payNow = (
    <Button component={RouterLink} to={to(PACKAGES_PATH)} color="inherit" variant="outlined" size="small">
      {t('billing.banner.payNow')}
    </Button>
  );

  if (owner && state === 'past_due') {
    return (
      <Alert severity="warning" action={payNow} sx={{ mb: 3, alignItems: 'center' }}>
        {t('billing.banner.pastDue', { count: session.subscription?.days_left ?? 0 })}
      </Alert>
    );
  }
  // The owner's own state wins once known; a refusal also counts while it is being reloaded.
  if (owner && (state === 'expired' || (refused && state === undefined))) {
    return (
      <Alert severity="error" action={payNow} sx={{ mb: 3, alignItems: 'center' }}>
        {t('billing.banner.expired')}
      </Alert>
    );
  }
  if (!owner && refused) {
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {t('billing.banner.expiredStaff')}
      </Alert>
    );
  }
  return null;
}
