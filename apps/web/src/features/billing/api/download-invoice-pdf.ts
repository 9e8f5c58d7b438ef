import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { BILLING_PATH } from './billing-keys';

export interface InvoiceDownload {
  id: string;
  /** e.g. `invoice-000042.pdf`. */
  fileName: string;
}

/** GET billing/invoices/{id}.pdf with the bearer token (a plain link would carry none), saved as a file. */
export const downloadInvoicePdf = async ({ id, fileName }: InvoiceDownload): Promise<void> => {
  saveBlob(await apiDownload(`${BILLING_PATH}/invoices/${id}.pdf`), fileName);
};

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
