import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { incomesQueryString, type IncomesParams } from './get-incomes-report';
import { INCOMES_PATH } from './report-keys';

/** Saves a Blob under a file name through a temporary object URL and `<a download>`. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export interface IncomesDownload {
  params: IncomesParams;
  /** The file name, e.g. `ingresos-2026-10-27-2026-11-25.xlsx`. */
  fileName: string;
}

/** GET report/incomes.xlsx with the screen's query, saved as a file. */
export const downloadIncomesXlsx = async ({ params, fileName }: IncomesDownload): Promise<void> => {
  const blob = await apiDownload(`${INCOMES_PATH}.xlsx`, { query: incomesQueryString(params) });
  saveBlob(blob, fileName);
};

export const useDownloadIncomesXlsx = () => useMutation({ mutationFn: downloadIncomesXlsx });
