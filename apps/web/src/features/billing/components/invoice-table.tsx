import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { InvoiceWire } from '@salon/core';
import { formatDate, formatMoney } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list-table';
import { errorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoices } from '../api/list-invoices';
import { invoiceNumber } from './billing-format';

const COLUMNS = ['number', 'date', 'plan', 'period', 'total', 'method', 'file'] as const;

/** The invoice history, latest first, each with its PDF (fetched with the token and saved). */
export function InvoiceTable() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const invoices = useInvoices();
  const download = useDownloadInvoicePdf();
  const rows = invoices.data ?? [];

  const save = async (invoice: InvoiceWire) => {
    try {
      await download.mutateAsync({
        id: invoice._id,
        fileName: `${t('billing.invoice.fileName')}-${invoiceNumber(invoice.number)}.pdf`,
      });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    }
  };

  return (
    <ListTable
      label={t('billing.invoices.table')}
      columns={COLUMNS.map((key) => ({
        key,
        label: t(`billing.invoices.columns.${key}`),
        align: key === 'total' || key === 'file' ? 'right' : 'left',
      }))}
      query={invoices}
      loadingLabel={t('billing.invoices.loading')}
      rowCount={rows.length}
      emptyText={t('billing.invoices.empty')}
    >
      {rows.map((invoice) => {
        const number = invoiceNumber(invoice.number);
        const busy = download.isPending && download.variables?.id === invoice._id;
        return (
          <TableRow key={invoice._id} hover>
            <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {number}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(invoice.issued_at, i18n.language, timeZone)}
            </TableCell>
            <TableCell>{t(`billing.plans.${invoice.plan}`)}</TableCell>
            <TableCell>{t(`billing.periods.${invoice.period}`)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(invoice.total, i18n.language)}
            </TableCell>
            <TableCell>{t(`billing.methods.${invoice.method}`)}</TableCell>
            <TableCell align="right">
              <Button
                size="small"
                startIcon={<FileDownloadOutlined aria-hidden="true" />}
                aria-label={t('billing.invoices.download', { number })}
                loading={busy}
                onClick={() => void save(invoice)}
              >
                {t('billing.invoices.pdf')}
              </Button>
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
