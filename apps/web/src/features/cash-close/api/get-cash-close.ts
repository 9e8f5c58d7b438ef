import type { CashCloseWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { CASH_CLOSE_PATH, cashCloseKeys } from './cash-close-keys';

/** GET cash-close?salon_id&date: the day's close, open or closed (the server refuses a future day). */
export const fetchCashClose = async (
  params: { salonId: string; date: string },
  signal?: AbortSignal,
): Promise<CashCloseWire> =>
  unwrapData(
    await apiRequest(CASH_CLOSE_PATH, { query: { salon_id: params.salonId, date: params.date }, signal }),
  );

/** The day's close; `enabled` is false while the picked day is not a valid past or present day. */
export const useCashClose = (salonId: string, date: string, enabled = true) =>
  useQuery({
    queryKey: cashCloseKeys.day(salonId, date),
    queryFn: ({ signal }) => fetchCashClose({ salonId, date }, signal),
    enabled,
  });
