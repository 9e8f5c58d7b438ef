/** Query keys of the employee feature, so mutations refresh exactly what they changed. */
export const employeeKeys = {
  all: ['employee'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (params: object) => [...employeeKeys.lists(), params] as const,
  one: (id: string) => [...employeeKeys.all, 'one', id] as const,
  availability: (id: string, month: string) => [...employeeKeys.all, 'availability', id, month] as const,
  salonServices: (salonId: string) => [...employeeKeys.all, 'salon-services', salonId] as const,
  salonHours: (salonId: string) => [...employeeKeys.all, 'salon-hours', salonId] as const,
  salonCatalog: (salonId: string) => [...employeeKeys.all, 'salon-catalog', salonId] as const,
  commissionPlan: (id: string) => [...employeeKeys.all, 'commission-plan', id] as const,
  commissionSettings: (salonId: string) => [...employeeKeys.all, 'commission-settings', salonId] as const,
};

export const BUSINESS = '/api/v1/business';
export const EMPLOYEE_PATH = `${BUSINESS}/employee`;
export const employeePath = (id: string, suffix = '') =>
  `${EMPLOYEE_PATH}/${encodeURIComponent(id)}${suffix}`;
