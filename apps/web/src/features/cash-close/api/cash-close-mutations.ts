import type {
  CashCloseDayBody,
  CashCloseDraftBody,
  CashCloseWire,
  CashMovementBody,
  CashReopenBody,
} from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toErrorEnvelope, unwrapData } from '@/lib/api-client';
import { CASH_CLOSE_PATH, cashCloseKeys } from './cash-close-keys';

/* Every call answers the whole day's close: the answer replaces the cached day, no second GET needed. */

/** PUT cash-close: the opening float and the amounts counted so far (a draft). */
export const saveCashDraft = async (body: CashCloseDraftBody): Promise<CashCloseWire> =>
  unwrapData(await apiRequest(CASH_CLOSE_PATH, { method: 'PUT', body: { ...body } }));

/** POST cash-close/movement: cash taken out of the till, with its reason. */
export const addCashMovement = async (body: CashMovementBody): Promise<CashCloseWire> =>
  unwrapData(await apiRequest(`${CASH_CLOSE_PATH}/movement`, { method: 'POST', body: { ...body } }));

/** DELETE cash-close/movement/:id?salon_id: a movement entered by mistake. */
export const deleteCashMovement = async (input: { salon_id: string; id: string }): Promise<CashCloseWire> =>
  unwrapData(
    await apiRequest(`${CASH_CLOSE_PATH}/movement/${encodeURIComponent(input.id)}`, {
      method: 'DELETE',
      query: { salon_id: input.salon_id },
    }),
  );

/** POST cash-close/close: closes the day with what was last saved. */
export const closeCashDay = async (body: CashCloseDayBody): Promise<CashCloseWire> =>
  unwrapData(await apiRequest(`${CASH_CLOSE_PATH}/close`, { method: 'POST', body: { ...body } }));

/** POST cash-close/reopen: owner or manager opens a closed day again, with a reason. */
export const reopenCashDay = async (body: CashReopenBody): Promise<CashCloseWire> =>
  unwrapData(await apiRequest(`${CASH_CLOSE_PATH}/reopen`, { method: 'POST', body: { ...body } }));

const useCashCloseMutation = <Input>(mutationFn: (input: Input) => Promise<CashCloseWire>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (day) => queryClient.setQueryData(cashCloseKeys.day(day.salon_id, day.date), day),
    // Someone else closed or reopened the day meanwhile: show it as it now is. Other failures keep what
    // was typed on screen, so no refetch then.
    onError: (error) => {
      const code = toErrorEnvelope(error).code;
      if (code === 'CASH_DAY_CLOSED' || code === 'CASH_DAY_OPEN') {
        void queryClient.invalidateQueries({ queryKey: cashCloseKeys.all });
      }
    },
  });
};

export const useSaveCashDraft = () => useCashCloseMutation(saveCashDraft);
export const useAddCashMovement = () => useCashCloseMutation(addCashMovement);
export const useDeleteCashMovement = () => useCashCloseMutation(deleteCashMovement);
export const useCloseCashDay = () => useCashCloseMutation(closeCashDay);
export const useReopenCashDay = () => useCashCloseMutation(reopenCashDay);
