import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompanyRequiredNotice } from '@/components/company-required-notice';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';

/** Clients belong to a salon: without a current one, the screen says so instead of its content. */
export function ClientSalonGate({
  title,
  children,
}: {
  title: string;
  children: (salonId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLangPath();
  const { salonId } = useSession();
  if (salonId) return <>{children(salonId)}</>;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <CompanyRequiredNotice />
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={to('/dashboard/salon')} color="inherit" size="small">
            {t('client.common.toSalons')}
          </Button>
        }
      >
        {t('errors.NO_SALON_SELECTED')}
      </Alert>
    </Box>
  );
}
