import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BillingQuoteWire } from '@salon/core';
import { formatMoney } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { lineText } from './billing-format';

/** The quote's lines (plan, employee access, yearly discount, proration) and the total to pay. */
export function QuoteLines({ quote }: { quote: BillingQuoteWire }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <Table size="small" aria-label={t('billing.pay.linesTable')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>{t('billing.pay.description')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t('billing.pay.amount')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.lines.map((line, index) => (
          <TableRow key={`${line.kind}-${index}`}>
            <TableCell>{lineText(t, line, quote.plan, i18n.language)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(line.amount)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {t('billing.pay.total')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {money(quote.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
