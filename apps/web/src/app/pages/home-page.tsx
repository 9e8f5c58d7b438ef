import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { AppointmentWire } from '@salon/core';
import { useState } from 'react';
import {
  AppointmentDialog,
  preloadDialogOnIntent,
} from '@/features/appointment/components/appointment-dialog-lazy';
import { dashboardKeys } from '@/features/home/api/get-dashboard-summary';
import { DashboardView } from '@/features/home/components/dashboard-view';
import { WelcomeView } from '@/features/home/components/welcome-view';
import { useSession } from '@/lib/session/session-context';
import { usePageTitle } from '@/lib/use-page-title';

/** The welcome and the salon's dashboard; an upcoming appointment opens in the booking dialog, as in the list. */
export function HomePage() {
  usePageTitle('pageTitles.home');
  const { salonId } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<AppointmentWire | null>(null);
  return (
    <Box {...preloadDialogOnIntent}>
      <WelcomeView>
        <DashboardView onOpen={setOpen} />
      </WelcomeView>
      {open && salonId ? (
        <AppointmentDialog
          salonId={salonId}
          target={{ mode: 'edit', appointment: open }}
          onClose={() => {
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
          }}
        />
      ) : null}
    </Box>
  );
}
