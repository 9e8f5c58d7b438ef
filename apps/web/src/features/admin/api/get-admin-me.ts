import type { AdminWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET admin/me: the signed-in administrator (a stale token answers 401 and drops itself). */
export const fetchAdminMe = async (signal?: AbortSignal): Promise<AdminWire> =>
  unwrapData(await adminRequest('/me', { signal }));

export const useAdminMe = (enabled: boolean) =>
  useQuery({ queryKey: adminKeys.me(), queryFn: ({ signal }) => fetchAdminMe(signal), enabled });
