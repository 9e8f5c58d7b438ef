/** Query keys and paths of the staff waitlist (`/api/v1/business/waitlist`); every key starts with 'waitlist'. */
export const WAITLIST_PATH = '/api/v1/business/waitlist';
export const waitlistEntryPath = (id: string) => `${WAITLIST_PATH}/${encodeURIComponent(id)}`;

export type WaitlistFilter = 'waiting' | 'all';

export const waitlistKeys = {
  all: ['waitlist'] as const,
  list: (salonId: string, status: WaitlistFilter) => [...waitlistKeys.all, 'list', salonId, status] as const,
  services: (salonId: string) => [...waitlistKeys.all, 'services', salonId] as const,
  employees: (salonId: string, serviceId: string) =>
    [...waitlistKeys.all, 'employees', salonId, serviceId] as const,
};
