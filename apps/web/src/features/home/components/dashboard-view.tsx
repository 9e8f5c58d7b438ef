import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AppointmentWire, DashboardSummaryWire } from '@salon/core';
import { formatLocalDayRange } from '@salon/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { NoSalonNotice } from '@/components/salon-gate';
import { useCompanyMissing } from '@/components/company-required-notice';
import { errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { DashboardCashClose } from './dashboard-cash-close';
import { DashboardReviews } from './dashboard-reviews';
import { DashboardSalons, DashboardSalonScope, useAllSalons } from './dashboard-salons';
import { DashboardTopClients, DashboardTopServices } from './dashboard-tops';
import { DashboardTotals } from './dashboard-totals';
import { DashboardUpcoming } from './dashboard-upcoming';
import { DashboardVisits } from './dashboard-visits';

type OpenAppointment = (appointment: AppointmentWire) => void;

/**
 * The current salon's dashboard (docs/product.md "Screens and routes"), from one call: the parts the role may
 * not see come back null and are left out. Choosing an upcoming appointment calls `onOpen` (the page opens
 * the booking dialog).
 */
export function DashboardView({ onOpen }: { onOpen: OpenAppointment }) {
  const { salonId } = useSession();
  const companyMissing = useCompanyMissing();
  if (!salonId) return companyMissing ? null : <NoSalonNotice />;
  return <Dashboard salonId={salonId} onOpen={onOpen} />;
}

/** The owner's choice of this salon or all salons stays in place (and keeps focus) while the figures load. */
function Dashboard({ salonId, onOpen }: { salonId: string; onOpen: OpenAppointment }) {
  const [allSalons, setAllSalons, owner] = useAllSalons();
  return (
    <>
      {owner ? <DashboardSalonScope all={allSalons} onChange={setAllSalons} /> : null}
      <DashboardFigures salonId={salonId} allSalons={allSalons} onOpen={onOpen} />
    </>
  );
}

function DashboardFigures({
  salonId,
  allSalons,
  onOpen,
}: {
  salonId: string;
  allSalons: boolean;
  onOpen: OpenAppointment;
}) {
  const { t } = useTranslation();
  const query = useDashboardSummary(salonId, allSalons);
  // The figures draw at a lower priority than the answer that brings them: React renders them in slices of a
  // few milliseconds, the skeleton staying meanwhile, instead of one long task that holds up a slow phone.
  const summary = useDeferredValue(query.data);
  if (query.isPending) return <DashboardSkeleton label={t('home.dashboard.loading')} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('home.dashboard.retry')}
          </Button>
        }
      >
        {t('home.dashboard.failed')} {errorText(t, query.error)}
      </Alert>
    );
  }
  if (!summary) return <DashboardSkeleton label={t('home.dashboard.loading')} />;
  return <DashboardContent summary={summary} onOpen={onOpen} />;
}

function DashboardContent({ summary, onOpen }: { summary: DashboardSummaryWire; onOpen: OpenAppointment }) {
  const { t, i18n } = useTranslation();
  const salonWide = summary.totals !== null || summary.visits !== null;
  const half = salonWide ? { xs: 12, md: 6 } : { xs: 12 };
  return (
    <>
      {summary.cash_close ? <DashboardCashClose close={summary.cash_close} /> : null}
      {summary.totals ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('home.dashboard.period', {
              range: formatLocalDayRange(summary.from, summary.to, i18n.language),
            })}
          </Typography>
          <DashboardTotals totals={summary.totals} />
          {summary.by_salon ? <DashboardSalons salons={summary.by_salon} totals={summary.totals} /> : null}
        </>
      ) : null}
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mt: summary.totals ? { xs: 0.5, md: 1 } : 0 }}>
        <Grid size={half}>
          <DashboardUpcoming
            upcoming={summary.upcoming}
            timeZone={summary.time_zone}
            showMoney={summary.totals !== null && summary.totals.income !== null}
            onOpen={onOpen}
          />
        </Grid>
        {summary.visits ? (
          <Grid size={half}>
            <DashboardVisits visits={summary.visits} />
          </Grid>
        ) : null}
        {summary.top_services ? (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <DashboardTopServices services={summary.top_services} />
          </Grid>
        ) : null}
        {summary.top_clients ? (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <DashboardTopClients clients={summary.top_clients} />
          </Grid>
        ) : null}
        {summary.reviews ? (
          <Grid size={{ xs: 12, lg: 4 }}>
            <DashboardReviews reviews={summary.reviews} timeZone={summary.time_zone} />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} role="status" aria-label={label} aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 4 }}>
          <Skeleton variant="rounded" height={112} />
        </Grid>
      ))}
      {[0, 1].map((key) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      ))}
    </Grid>
  );
}
