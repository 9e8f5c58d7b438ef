import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney, formatPercent } from '@salon/core';
import { StackedTable } from '@/components/stacked-table';

export interface BreakdownRow {
  key: string;
  name: string;
  count: number;
  income: number;
  share: number;
}

/** One breakdown of the done appointments: name, count, income and share of the range's income. */
export function ReportBreakdownTable({
  title,
  nameLabel,
  rows,
}: {
  title: string;
  nameLabel: string;
  rows: BreakdownRow[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer>
        <StackedTable size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{nameLabel}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('report.breakdown.count')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('report.breakdown.income')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('report.breakdown.share')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell align="right">{formatDecimal(row.count, lang, 0)}</TableCell>
                <TableCell align="right">{formatMoney(row.income, lang)}</TableCell>
                <TableCell align="right">{formatPercent(row.share * 100, lang)}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                  {t('report.breakdown.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </StackedTable>
      </TableContainer>
    </section>
  );
}
