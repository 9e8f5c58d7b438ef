import type { EmployeeWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';

/** GET employee/{id}. */
export const fetchEmployee = async (id: string, signal?: AbortSignal): Promise<EmployeeWire> =>
  unwrapData(await apiRequest(employeePath(id), { signal }));

export const useEmployee = (id: string) =>
  useQuery({
    queryKey: employeeKeys.one(id),
    queryFn: ({ signal }) => fetchEmployee(id, signal),
    // A missing employee stays missing: no retries before saying so.
    retry: false,
  });
