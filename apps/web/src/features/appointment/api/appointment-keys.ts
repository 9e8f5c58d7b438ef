/** Query keys of the appointment feature; every key starts with 'appointment' so one invalidation refreshes all. */
export const appointmentKeys = {
  all: ['appointment'] as const,
  calendar: (params: object) => [...appointmentKeys.all, 'calendar', params] as const,
  list: (params: object) => [...appointmentKeys.all, 'list', params] as const,
  availability: (params: object) => [...appointmentKeys.all, 'availability', params] as const,
  employees: (params: object) => [...appointmentKeys.all, 'employees', params] as const,
  services: (salonId: string) => [...appointmentKeys.all, 'services', salonId] as const,
  clients: (params: object) => [...appointmentKeys.all, 'clients', params] as const,
  serviceArea: (params: object) => [...appointmentKeys.all, 'service-area', params] as const,
  price: (params: object) => [...appointmentKeys.all, 'price', params] as const,
};

export const BUSINESS = '/api/v1/business';
export const APPOINTMENT_PATH = `${BUSINESS}/appointment`;
export const appointmentPath = (id: string, suffix = '') =>
  `${APPOINTMENT_PATH}/${encodeURIComponent(id)}${suffix}`;
