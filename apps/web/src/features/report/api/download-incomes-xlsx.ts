import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { incomesQueryString, type IncomesParams } from './get-incomes-report';
import { INCOMES_PATH } from './report-keys';

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
