import type { AdminCompanyWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, type AdminPage } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET admin/companies: newest first; `q` matches the name, the RIF or the owner's e-mail. */
export const fetchAdminCompanies = (
  q: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AdminPage<AdminCompanyWire>> =>
  adminRequest('/companies', { query: { q: q.trim() || undefined, page, limit }, signal });

/** `page` is zero-based, as MUI counts. */
export const useAdminCompanies = (q: string, page: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.companyList(q, page, limit),
    queryFn: ({ signal }) => fetchAdminCompanies(q, page + 1, limit, signal),
    placeholderData: keepPreviousData,
  });
