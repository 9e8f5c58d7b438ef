import type { ServiceWire } from '@salon/core';
import { apiRequest } from './api-client';

/**
 * GET service?salon_id&status=active: the salon's active services (up to 100, by name), which the booking
 * dialog, the employee form and the promotion form offer. Each feature keeps it under its own query key.
 */
export const fetchActiveServices = async (salonId: string, signal?: AbortSignal): Promise<ServiceWire[]> => {
  const body = await apiRequest<{ data: ServiceWire[] }>('/api/v1/business/service', {
    query: { salon_id: salonId, status: 'active', limit: 100 },
    signal,
  });
  return body.data;
};
