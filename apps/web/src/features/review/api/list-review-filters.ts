import type { EmployeeWire, ServiceWire } from '@salon/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BUSINESS, reviewKeys } from './review-keys';

export interface ReviewFilterOption {
  _id: string;
  name: string;
}

export interface ReviewFilterOptions {
  employees: ReviewFilterOption[];
  services: ReviewFilterOption[];
}

const byName = (a: ReviewFilterOption, b: ReviewFilterOption) => a.name.localeCompare(b.name);

/**
 * GET employee and GET service of the salon (every status: a review may name someone who has left or a
 * service no longer offered), as the choices of the list's filters.
 */
export const fetchReviewFilterOptions = async (
  salonId: string,
  signal?: AbortSignal,
): Promise<ReviewFilterOptions> => {
  const query = { salon_id: salonId, limit: 100 };
  const [employees, services] = await Promise.all([
    apiRequest<{ data: EmployeeWire[] }>(`${BUSINESS}/employee`, { query, signal }),
    apiRequest<{ data: ServiceWire[] }>(`${BUSINESS}/service`, { query, signal }),
  ]);
  return {
    employees: employees.data
      .map((employee) => ({ _id: employee._id, name: `${employee.firstName} ${employee.lastName}`.trim() }))
      .sort(byName),
    services: services.data.map((service) => ({ _id: service._id, name: service.name })).sort(byName),
  };
};

export const useReviewFilterOptions = (salonId: string) =>
  useQuery(
    queryOptions({
      queryKey: reviewKeys.filters(salonId),
      queryFn: ({ signal }) => fetchReviewFilterOptions(salonId, signal),
      staleTime: 60_000,
    }),
  );
