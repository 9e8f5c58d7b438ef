import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CompanyRequiredNotice, useCompanyMissing } from '@/components/company-required-notice';
import { NoSalonNotice } from '@/components/salon-gate';
import { useSession } from '@/lib/session/session-context';

interface SalonScreenProps {
  title: string;
  subtitle?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** The screen's body, for the current salon; not rendered until there is a company and a salon. */
  children: (salonId: string) => ReactNode;
}

/**
 * The frame of a salon-scoped screen (services, promotions): the title, and the same notices as the salon
 * screens when the business has no company yet or no salon is selected.
 */
export function SalonScreen({ title, subtitle, actions, children }: SalonScreenProps) {
  const { salonId } = useSession();
  const companyMissing = useCompanyMissing();
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
          mb: subtitle ? 1 : 3,
        }}
      >
        <Typography variant="h1">{title}</Typography>
        {actions && salonId && !companyMissing ? (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>{actions}</Box>
        ) : null}
      </Box>
      {subtitle ? <Typography sx={{ color: 'text.secondary', mb: 3 }}>{subtitle}</Typography> : null}
      <CompanyRequiredNotice />
      {companyMissing ? null : salonId ? children(salonId) : <NoSalonNotice />}
    </Box>
  );
}
