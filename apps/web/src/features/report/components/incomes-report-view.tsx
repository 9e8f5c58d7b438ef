import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatLocalDayRange, type IncomesReportWire, resolveRange, timeZoneLabel } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { SalonScreen } from '@/components/salon-screen';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { useCan } from '@/lib/session/use-role';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useDownloadIncomesXlsx } from '../api/download-incomes-xlsx';
import { useIncomesReport } from '../api/get-incomes-report';
import { ReportBreakdownTable } from './report-breakdown-table';
import { ReportChart } from './report-chart';
import { todayIn } from '@/lib/zoned-time';
import { customRangeErrors, ReportRangePicker, type RangeErrors } from './report-range-picker';
import { ReportSalonScope, useSalonScope } from './report-salon-scope';
import { ReportSalonsTable } from './report-salons-table';
import { ReportTotals } from './report-totals';
import { useReportParams } from './use-report-params';

const TABS = ['incomes'] as const;

/** The server's field errors of a 400 for the range's dates, as message keys. */
const serverRangeErrors = (error: unknown): RangeErrors => {
  if (!error) return {};
  const errors: RangeErrors = {};
  for (const detail of toErrorEnvelope(error).details ?? []) {
    if (detail.field === 'from' || detail.field === 'to')
      errors[detail.field] = i18n.exists(detail.code) ? detail.code : detail.message;
  }
  return errors;
};

function Breakdowns({ report }: { report: IncomesReportWire }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportBreakdownTable
          title={t('report.breakdown.byEmployee')}
          nameLabel={t('report.breakdown.employee')}
          rows={report.by_employee.map((row) => ({ key: row._id, ...row }))}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportBreakdownTable
          title={t('report.breakdown.byService')}
          nameLabel={t('report.breakdown.service')}
          rows={report.by_service.map((row) => ({ key: row._id, ...row }))}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportBreakdownTable
          title={t('report.breakdown.byPaymentMethod')}
          nameLabel={t('report.breakdown.paymentMethod')}
          rows={report.by_payment_method.map((row) => ({
            ...row,
            key: row.method ?? 'none',
            name: row.method
              ? t(`appointment.paymentMethods.${row.method}`)
              : t('report.breakdown.notRecorded'),
          }))}
        />
      </Grid>
    </Grid>
  );
}

function IncomesReport({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const [params, setParams] = useReportParams();
  const [scope, setScope, owner] = useSalonScope();
  // `all` asks for every salon of the company (owner only); the current salon still checks a custom range.
  const reportSalonId = scope === 'all' ? 'all' : salonId;
  const urlErrors = params.range === 'custom' ? customRangeErrors(salonId, params.from, params.to) : {};
  const valid = !urlErrors.from && !urlErrors.to;
  const query = useIncomesReport({ salon_id: reportSalonId, ...params }, valid);
  const download = useDownloadIncomesXlsx();
  const report = valid ? query.data : undefined;
  const fieldErrors = valid ? serverRangeErrors(query.error) : urlErrors;
  const placed = Boolean(fieldErrors.from || fieldErrors.to);
  const shown = report ?? resolveRange('last_30_days', todayIn(timeZone));

  const save = async () => {
    if (!report) return;
    try {
      await download.mutateAsync({
        params: { salon_id: reportSalonId, ...params },
        fileName: `${t('report.fileName')}-${report.from}-${report.to}.xlsx`,
      });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    }
  };

  return (
    <>
      {owner ? <ReportSalonScope value={scope} onChange={setScope} /> : null}
      <ReportRangePicker
        salonId={salonId}
        value={params}
        onChange={setParams}
        shown={{ from: shown.from, to: shown.to }}
        errors={fieldErrors}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {report
            ? report.by_salon
              ? t('report.salons.covered', {
                  dates: formatLocalDayRange(report.from, report.to, i18n.language),
                })
              : t('report.covered', {
                  dates: formatLocalDayRange(report.from, report.to, i18n.language),
                  zone: timeZoneLabel(report.time_zone, i18n.language),
                })
            : ''}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined aria-hidden="true" />}
          onClick={() => void save()}
          disabled={!report || download.isPending}
        >
          {download.isPending ? t('report.downloading') : t('report.download')}
        </Button>
      </Box>
      {valid && query.isFetching ? <LinearProgress aria-label={t('report.loading')} sx={{ mb: 2 }} /> : null}
      {valid && query.isError && !placed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(t, query.error)}
        </Alert>
      ) : null}
      {valid && query.isPending ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('report.loading')}</Typography>
      ) : null}
      {report && !query.isError ? (
        <>
          <ReportTotals report={report} />
          {report.by_salon ? <ReportSalonsTable report={report} /> : null}
          {report.appointments.total === 0 ? (
            <Alert severity="info">{t('report.empty')}</Alert>
          ) : (
            <>
              <ReportChart report={report} />
              <Breakdowns report={report} />
            </>
          )}
        </>
      ) : null}
    </>
  );
}

/**
 * Reports (docs/product.md "Screens and routes"): the Incomes tab for owners and managers, its range kept in
 * the URL.
 */
export function IncomesReportView() {
  const { t } = useTranslation();
  const allowed = useCan('report.read');
  const [tab, setTab] = useUrlTab(TABS, 'incomes');
  return (
    <SalonScreen title={t('report.title')}>
      {(salonId) =>
        allowed ? (
          <UrlTabs
            tabs={TABS}
            value={tab}
            onChange={setTab}
            label={t('report.tabsLabel')}
            tabLabel={(name) => t(`report.tabs.${name}`)}
            heading={t(`report.tabs.${tab}`)}
          >
            <IncomesReport salonId={salonId} />
          </UrlTabs>
        ) : (
          <Alert severity="warning">{t('errors.FORBIDDEN')}</Alert>
        )
      }
    </SalonScreen>
  );
}
