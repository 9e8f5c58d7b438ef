import type { DiagnosticsWire } from '@salon/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const DIAGNOSTICS_PATH = '/api/v1/business/diagnostics';
export const diagnosticsKeys = { all: ['diagnostics'] as const };

/** GET diagnostics: the installation's health as the owner sees it. */
export const diagnosticsQuery = () =>
  queryOptions({
    queryKey: diagnosticsKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: DiagnosticsWire }>(DIAGNOSTICS_PATH, { signal })).data,
  });

export const useDiagnostics = () => useQuery(diagnosticsQuery());
