import type { AdminAuditWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, type AdminPage } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET admin/audit: every administrator action, newest first. */
export const fetchAdminAudit = (
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AdminPage<AdminAuditWire>> => adminRequest('/audit', { query: { page, limit }, signal });

/** `page` is zero-based, as MUI counts. */
export const useAdminAudit = (page: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.auditList(page, limit),
    queryFn: ({ signal }) => fetchAdminAudit(page + 1, limit, signal),
    placeholderData: keepPreviousData,
  });
