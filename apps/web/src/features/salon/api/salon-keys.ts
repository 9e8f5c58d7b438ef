/** Query keys of the salon feature, so mutations can refresh exactly what they changed. */
export const salonKeys = {
  all: ['salon'] as const,
  categories: () => [...salonKeys.all, 'categories'] as const,
  list: (status: string) => [...salonKeys.all, 'list', status] as const,
  lists: () => [...salonKeys.all, 'list'] as const,
  one: (id: string) => [...salonKeys.all, 'one', id] as const,
  gallery: (salonId: string) => [...salonKeys.all, 'gallery', salonId] as const,
  closuresOf: (salonId: string) => [...salonKeys.all, 'closures', salonId] as const,
  closures: (salonId: string, year: number) => [...salonKeys.closuresOf(salonId), year] as const,
};

export const BUSINESS = '/api/v1/business';
