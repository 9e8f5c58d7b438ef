import type { EmployeeWire, RecordStatus } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMPLOYEE_PATH, employeeKeys } from './employee-keys';

export const EMPLOYEE_FILTERS = ['all', 'active', 'inactive'] as const satisfies readonly (
  'all' | RecordStatus
)[];
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];

export interface EmployeeListParams {
  salon_id: string;
  status: EmployeeFilter;
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
}

export interface EmployeePage {
  data: EmployeeWire[];
  meta: { total: number; page: number; limit: number };
}

/** GET employee: one salon's employees by name, filtered by status and text, paged by the server. */
export const fetchEmployees = (params: EmployeeListParams, signal?: AbortSignal): Promise<EmployeePage> =>
  apiRequest<EmployeePage>(EMPLOYEE_PATH, { query: { ...params }, signal });

export const useEmployees = (params: EmployeeListParams) =>
  useQuery({
    queryKey: employeeKeys.list(params),
    queryFn: ({ signal }) => fetchEmployees(params, signal),
    placeholderData: keepPreviousData,
  });
