import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type CashCloseLineWire, type CashCloseWire, type Currency } from '@salon/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { StackedTable } from '@/components/stacked-table';
import { countFieldName, type CountFormValues, type LineFigures } from './cash-close-model';

/**
 * A difference in words and colour ("Sobra $2,00" in green with an up arrow, "Falta Bs. 10,00" in red with a
 * down arrow, "Cuadra"): the words carry the meaning, the colour and the arrow only repeat it.
 */
export function DifferenceText({ amount, currency }: { amount: number | null; currency: Currency }) {
  const { t, i18n } = useTranslation();
  if (amount === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('cashClose.lines.notCounted')}
      </Typography>
    );
  }
  const money = formatMoney(Math.abs(amount), i18n.language, currency);
  const [text, color, Icon] =
    amount > 0
      ? [t('cashClose.difference.over', { amount: money }), 'success.dark', ArrowUpward]
      : amount < 0
        ? [t('cashClose.difference.short', { amount: money }), 'error.dark', ArrowDownward]
        : [t('cashClose.difference.even'), 'text.primary', Check];
  return (
    <Box
      component="span"
      sx={{ color, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="inherit" aria-hidden="true" />
      {text}
    </Box>
  );
}

interface CashLinesTableProps {
  day: CashCloseWire;
  figures: LineFigures[];
  totalDifferenceUsd: number | null;
  /** The count form; absent when the day is closed (the counted amounts are shown as text). */
  form?: UseFormReturn<CountFormValues>;
}

/** The day's lines, one per method and currency; on a phone each line is a card (StackedTable). */
export function CashLinesTable({ day, figures, totalDifferenceUsd, form }: CashLinesTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (amount: number, currency: Currency) => formatMoney(amount, lang, currency);
  const methodName = (line: CashCloseLineWire) => t(`appointment.paymentMethods.${line.method}`);
  const currencyName = (currency: Currency) => t(`cashClose.currencies.${currency}`);
  const usdLabel = (amount: number | null, line: CashCloseLineWire) =>
    amount === null && line.currency === 'VES' && line.counted !== null && day.rate === null ? (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('cashClose.lines.noRate')}
      </Typography>
    ) : (
      <DifferenceText amount={amount} currency="USD" />
    );

  return (
    <StackedTable size="small" aria-labelledby="cash-lines-title">
      <TableHead>
        <TableRow>
          <TableCell>{t('cashClose.lines.method')}</TableCell>
          <TableCell>{t('cashClose.lines.currency')}</TableCell>
          <TableCell align="right">{t('cashClose.lines.taken')}</TableCell>
          <TableCell align="right">{t('cashClose.lines.floatOut')}</TableCell>
          <TableCell align="right">{t('cashClose.lines.expected')}</TableCell>
          <TableCell sx={{ minWidth: 140 }}>{t('cashClose.lines.counted')}</TableCell>
          <TableCell>{t('cashClose.lines.difference')}</TableCell>
          <TableCell>{t('cashClose.lines.differenceUsd')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {day.lines.map((line, index) => {
          const figure = figures[index]!;
          return (
            <TableRow key={line.key}>
              <TableCell component="th" scope="row">
                {methodName(line)}
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t('cashClose.lines.payments', { count: line.payments })}
                </Typography>
              </TableCell>
              <TableCell>{currencyName(line.currency)}</TableCell>
              <TableCell align="right">{money(line.taken, line.currency)}</TableCell>
              <TableCell align="right">
                {line.cash
                  ? t('cashClose.lines.floatOutValue', {
                      opening: money(figure.opening, line.currency),
                      out: money(line.out, line.currency),
                    })
                  : '—'}
              </TableCell>
              <TableCell align="right">{money(figure.expected, line.currency)}</TableCell>
              <TableCell>
                {form ? (
                  <FormNumberField
                    form={form}
                    name={countFieldName(line.key)}
                    size="small"
                    fullWidth
                    slotProps={{
                      htmlInput: {
                        'aria-label': t('cashClose.lines.countedLabel', {
                          method: methodName(line),
                          currency: t(`cashClose.inCurrency.${line.currency}`),
                        }),
                      },
                    }}
                  />
                ) : figure.counted === null ? (
                  t('cashClose.lines.notCounted')
                ) : (
                  money(figure.counted, line.currency)
                )}
              </TableCell>
              <TableCell>
                <DifferenceText amount={figure.difference} currency={line.currency} />
              </TableCell>
              <TableCell>{usdLabel(figure.differenceUsd, { ...line, counted: figure.counted })}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2}>
            {t('cashClose.lines.total')}
          </TableCell>
          <TableCell align="right" colSpan={3}>
            {t('cashClose.lines.totalTaken')}: {money(day.totals.taken_usd, 'USD')}
          </TableCell>
          <TableCell colSpan={3}>
            {totalDifferenceUsd === null ? (
              t('cashClose.summary.differencePending')
            ) : (
              <DifferenceText amount={totalDifferenceUsd} currency="USD" />
            )}
          </TableCell>
        </TableRow>
      </TableFooter>
    </StackedTable>
  );
}
