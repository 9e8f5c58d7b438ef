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

/** "No salon selected", with the way to the salons. */
export function NoSalonNotice() {
  const { t } = useTranslation();
  const to = useLangPath();
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={to('/dashboard/salon')} color="inherit" size="small">
          {t('common.toSalons')}
        </Button>
      }
    >
      {t('errors.NO_SALON_SELECTED')}
    </Alert>
  );
}

/**
 * Screens of things that belong to a salon (employees, clients…): without a current salon, the screen says
 * so under its title instead of showing its content.
 */
export function SalonGate({ title, children }: { title: string; children: (salonId: string) => ReactNode }) {
  const { salonId } = useSession();
  if (salonId) return <>{children(salonId)}</>;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <CompanyRequiredNotice />
      <NoSalonNotice />
    </Box>
  );
}
