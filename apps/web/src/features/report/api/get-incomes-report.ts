import type { IncomesAnswerWire, ReportRange } from '@salon/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { INCOMES_PATH, reportKeys } from './report-keys';

export interface IncomesParams {
  /** A salon's id, or `all` for every salon of the company (owner only). */
  salon_id: string;
  range: ReportRange;
  /** Only for `custom`: local dates YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/** The query string of both the report and its Excel file: the dates travel only with a custom range. */
export const incomesQueryString = (params: IncomesParams) => ({
  salon_id: params.salon_id,
  range: params.range,
  from: params.range === 'custom' ? params.from : undefined,
  to: params.range === 'custom' ? params.to : undefined,
});

/** GET report/incomes: appointments, income, average daily rate, the series and the breakdowns of a range. */
export const fetchIncomesReport = async (
  params: IncomesParams,
  signal?: AbortSignal,
): Promise<IncomesAnswerWire> =>
  unwrapData<IncomesAnswerWire>(
    await apiRequest(INCOMES_PATH, { query: incomesQueryString(params), signal }),
  );

export const incomesReportQuery = (params: IncomesParams) =>
  queryOptions({
    queryKey: reportKeys.incomes(incomesQueryString(params)),
    queryFn: ({ signal }) => fetchIncomesReport(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useIncomesReport = (params: IncomesParams, enabled = true) =>
  useQuery({ ...incomesReportQuery(params), enabled });
