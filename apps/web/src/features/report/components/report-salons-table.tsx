import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatDecimal,
  formatMoney,
  formatPercent,
  timeZoneLabel,
  type IncomesAnswerWire,
} from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '@/components/stacked-table';

type Figures = Pick<IncomesAnswerWire, 'appointments' | 'income' | 'average_daily_rate' | 'time_zone'> & {
  share: number;
};

/**
 * The salons of an all-salons report side by side, one row each and the total last: appointments, done,
 * income with a bar of its share (the chart of the comparison), average daily rate and zone. On a phone the
 * rows become cards (StackedTable), so nothing scrolls sideways.
 */
export function ReportSalonsTable({ report }: { report: IncomesAnswerWire }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = useId();
  const salons = report.by_salon ?? [];
  const cells = (row: Figures) => (
    <>
      <TableCell align="right">{formatDecimal(row.appointments.total, lang, 0)}</TableCell>
      <TableCell align="right">{formatDecimal(row.appointments.by_status.done ?? 0, lang, 0)}</TableCell>
      <TableCell align="right">{formatMoney(row.income, lang)}</TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
          <Box
            aria-hidden="true"
            sx={{ width: 60, height: 8, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box sx={{ width: `${Math.round(row.share * 100)}%`, height: '100%', bgcolor: 'primary.main' }} />
          </Box>
          {formatPercent(row.share * 100, lang)}
        </Box>
      </TableCell>
      <TableCell align="right">{formatMoney(row.average_daily_rate, lang)}</TableCell>
      <TableCell>{timeZoneLabel(row.time_zone, lang)}</TableCell>
    </>
  );
  const heading = (key: string, align: 'left' | 'right' = 'right') => (
    <TableCell align={align} sx={{ fontWeight: 700 }}>
      {t(`report.salons.${key}`)}
    </TableCell>
  );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {t('report.salons.title')}
      </Typography>
      <TableContainer>
        <StackedTable size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {heading('salon', 'left')}
              {heading('appointments')}
              {heading('done')}
              {heading('income')}
              {heading('share')}
              {heading('averageDailyRate')}
              {heading('zone', 'left')}
            </TableRow>
          </TableHead>
          <TableBody>
            {salons.map((salon) => (
              <TableRow key={salon._id}>
                <TableCell component="th" scope="row">
                  {salon.title}
                </TableCell>
                {cells(salon)}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& > *': { fontWeight: 700, color: 'text.primary' } }}>
              <TableCell component="th" scope="row">
                {t('report.salons.total')}
              </TableCell>
              {cells({ ...report, share: report.income > 0 ? 1 : 0 })}
            </TableRow>
          </TableFooter>
        </StackedTable>
      </TableContainer>
    </Box>
  );
}
