import type { WaitlistBody, WaitlistEntryWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WAITLIST_PATH, waitlistEntryPath, waitlistKeys } from './waitlist-keys';

/** POST waitlist: a salon's client joins its waitlist; 400 with field errors like every form. */
export const createWaitlistEntry = async (body: WaitlistBody): Promise<WaitlistEntryWire> =>
  (await apiRequest<{ data: WaitlistEntryWire }>(WAITLIST_PATH, { method: 'POST', body: { ...body } })).data;

/** DELETE waitlist/{id}: the entry leaves the list (status `removed`). */
export const removeWaitlistEntry = async (id: string): Promise<WaitlistEntryWire> =>
  (await apiRequest<{ data: WaitlistEntryWire }>(waitlistEntryPath(id), { method: 'DELETE' })).data;

/** Either change moves the others' positions: every list of the waitlist is read again. */
const useRefreshLists = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...waitlistKeys.all, 'list'] });
};

export const useCreateWaitlistEntry = () => {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: createWaitlistEntry, onSettled: refresh });
};

export const useRemoveWaitlistEntry = () => {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: removeWaitlistEntry, onSettled: refresh });
};
