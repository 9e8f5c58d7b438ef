import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { IncomesReportWire } from '@salon/core';
import { formatDecimal, formatMoney } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from './report-format';

/**
 * Income (bars on the left axis) and appointments (bars on the right axis) per day, week or month, with the
 * same numbers as a table in a <details> for readers who cannot see the chart.
 */
export function ReportChart({ report }: { report: IncomesReportWire }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = useId();
  const descId = useId();
  const periodLabel = (period: string) =>
    report.unit === 'week'
      ? t('report.chart.weekOf', { day: formatPeriod(period, 'day', lang) })
      : formatPeriod(period, report.unit, lang);
  const labels = report.series.map((row) => periodLabel(row.period));
  const title = t(`report.chart.titles.${report.unit}`);
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, mb: 3 }}>
      <Typography id={titleId} component="figcaption" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {/* MUI X labels its surface on a role="none" element, which axe refuses: the label is given here. */}
      <Box role="img" aria-label={title} aria-describedby={descId}>
        <BarChart
          height={320}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[
            {
              id: 'income',
              position: 'left',
              width: 72,
              valueFormatter: (value: number) => formatMoney(value, lang),
            },
            { id: 'appointments', position: 'right', tickMinStep: 1 },
          ]}
          series={[
            {
              label: t('report.chart.income'),
              data: report.series.map((row) => row.income),
              yAxisId: 'income',
              valueFormatter: (value) => (value === null ? '' : formatMoney(value, lang)),
            },
            {
              label: t('report.chart.appointments'),
              data: report.series.map((row) => row.appointments),
              yAxisId: 'appointments',
              valueFormatter: (value) => (value === null ? '' : formatDecimal(value, lang, 0)),
            },
          ]}
        />
      </Box>
      <Box id={descId} sx={visuallyHidden}>
        {t('report.chart.description')}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 600 }}>
          {t('report.chart.showTable')}
        </Box>
        <Table size="small" aria-label={title} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t(`report.chart.units.${report.unit}`)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('report.chart.appointments')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('report.chart.income')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.series.map((row, index) => (
              <TableRow key={row.period}>
                <TableCell component="th" scope="row">
                  {labels[index]}
                </TableCell>
                <TableCell align="right">{formatDecimal(row.appointments, lang, 0)}</TableCell>
                <TableCell align="right">{formatMoney(row.income, lang)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
