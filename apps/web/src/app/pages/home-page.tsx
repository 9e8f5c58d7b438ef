import { useQueryClient } from '@tanstack/react-query';
import type { AppointmentWire } from '@salon/core';
import { useState } from 'react';
import { AppointmentDialog } from '@/features/appointment/components/appointment-dialog';
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
    <>
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
    </>
  );
}
