import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_STATUSES, formatDecimal, formatMoney, type IncomesReportWire } from '@salon/core';
import { useTranslation } from 'react-i18next';

function TotalCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="p" variant="h4" sx={{ my: 0.5 }}>
          {value}
        </Typography>
        {detail ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Appointments (with the count per status), income, average daily rate and deposits kept or returned. */
export function ReportTotals({ report }: { report: IncomesReportWire }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const byStatus = APPOINTMENT_STATUSES.map(
    (status) =>
      `${t(`appointment.status.${status}`)}: ${formatDecimal(report.appointments.by_status[status] ?? 0, lang, 0)}`,
  ).join(' · ');
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TotalCard
          label={t('report.totals.appointments')}
          value={formatDecimal(report.appointments.total, lang, 0)}
          detail={byStatus}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TotalCard
          label={t('report.totals.income')}
          value={formatMoney(report.income, lang)}
          detail={t('report.totals.incomeDetail')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TotalCard
          label={t('report.totals.averageDailyRate')}
          value={formatMoney(report.average_daily_rate, lang)}
          detail={t('report.totals.days', { count: report.days })}
        />
      </Grid>
      {/* Deposits of visits that did not happen: what the policy kept and what goes back. */}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TotalCard
          label={t('report.totals.depositsKept')}
          value={formatMoney(report.deposits.kept, lang)}
          detail={t('report.totals.depositCount', { count: report.deposits.kept_count })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TotalCard
          label={t('report.totals.depositsReturned')}
          value={formatMoney(report.deposits.returned, lang)}
          detail={t('report.totals.depositCount', { count: report.deposits.returned_count })}
        />
      </Grid>
    </Grid>
  );
}
