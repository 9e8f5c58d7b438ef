import type { ClosureBody, ClosureList, ClosureWire, HolidayBody, HolidayWire } from '@salon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

const PATH = `${BUSINESS}/salon-closure`;

/** GET salon-closure: the salon's closures touching a year and that year's national holidays. */
export const fetchClosures = async (salonId: string, year: number): Promise<ClosureList> =>
  unwrapData(await apiRequest(`${PATH}?salon_id=${encodeURIComponent(salonId)}&year=${year}`));

export const useClosures = (salonId: string, year: number) =>
  useQuery({ queryKey: salonKeys.closures(salonId, year), queryFn: () => fetchClosures(salonId, year) });

/** Every change refreshes the salon's closures of every year (a range may cross New Year). */
const useClosureMutation = <Input extends { salon_id: string }, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: salonKeys.closuresOf(input.salon_id) }),
  });
};

export const useAddClosure = () =>
  useClosureMutation(async (body: ClosureBody): Promise<ClosureWire> =>
    unwrapData(await apiRequest(PATH, { method: 'POST', body })),
  );

export const useSetHoliday = () =>
  useClosureMutation(async (body: HolidayBody): Promise<HolidayWire> =>
    unwrapData(await apiRequest(`${PATH}/holiday`, { method: 'PUT', body })),
  );

export const useDeleteClosure = () =>
  useClosureMutation(async (input: { salon_id: string; id: string }) =>
    unwrapData(
      await apiRequest(
        `${PATH}/${encodeURIComponent(input.id)}?salon_id=${encodeURIComponent(input.salon_id)}`,
        { method: 'DELETE' },
      ),
    ),
  );
