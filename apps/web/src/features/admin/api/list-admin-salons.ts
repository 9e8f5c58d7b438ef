import type { AdminSalonWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, type AdminPage, type SalonFilter } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET admin/salons: salons by verification status (requested ones oldest first), with the company. */
export const fetchAdminSalons = (
  status: SalonFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AdminPage<AdminSalonWire>> =>
  adminRequest('/salons', { query: { status_process: status, page, limit }, signal });

/** `page` is zero-based, as MUI counts. */
export const useAdminSalons = (status: SalonFilter, page: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.salonList(status, page, limit),
    queryFn: ({ signal }) => fetchAdminSalons(status, page + 1, limit, signal),
    placeholderData: keepPreviousData,
  });
