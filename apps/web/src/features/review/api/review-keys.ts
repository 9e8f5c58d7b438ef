/** Query keys of the review feature, so a change refreshes exactly what it touched. */
export const reviewKeys = {
  all: ['review'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (params: object) => [...reviewKeys.lists(), params] as const,
  filters: (salonId: string) => [...reviewKeys.all, 'filters', salonId] as const,
};

export const BUSINESS = '/api/v1/business';
export const REVIEW_PATH = `${BUSINESS}/review`;
export const reviewPath = (id: string) => `${REVIEW_PATH}/${encodeURIComponent(id)}`;
