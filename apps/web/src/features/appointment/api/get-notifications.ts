import type { NotificationListResponse } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appointmentKeys, appointmentPath } from './appointment-keys';

/** GET appointment/{id}/notifications: the client mails and reminders, and the WhatsApp link. */
export const fetchNotifications = (id: string, signal?: AbortSignal) =>
  apiRequest<NotificationListResponse>(appointmentPath(id, '/notifications'), { signal });

/** Under the feature's key, so saving or changing the appointment refreshes it. */
export const useNotifications = (id: string) =>
  useQuery({
    queryKey: [...appointmentKeys.all, 'notifications', id],
    queryFn: ({ signal }) => fetchNotifications(id, signal),
    retry: 1,
  });
