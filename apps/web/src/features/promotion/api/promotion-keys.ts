/** Query keys of the promotion feature, so a change refreshes exactly what it touched. */
export const promotionKeys = {
  all: ['promotion'] as const,
  lists: () => [...promotionKeys.all, 'list'] as const,
  list: (params: object) => [...promotionKeys.lists(), params] as const,
  one: (id: string) => [...promotionKeys.all, 'one', id] as const,
  services: (salonId: string) => [...promotionKeys.all, 'services', salonId] as const,
  plan: () => [...promotionKeys.all, 'plan'] as const,
};

export const BUSINESS = '/api/v1/business';
export const PROMOTION_PATH = `${BUSINESS}/promotion`;
export const promotionPath = (id: string) => `${PROMOTION_PATH}/${encodeURIComponent(id)}`;
