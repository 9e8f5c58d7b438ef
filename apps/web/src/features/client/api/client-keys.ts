/** Query keys of the client feature, so mutations refresh exactly what they changed. */
export const clientKeys = {
  all: ['client'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: object) => [...clientKeys.lists(), params] as const,
  one: (id: string) => [...clientKeys.all, 'one', id] as const,
  visits: (id: string, params: object) => [...clientKeys.all, 'visits', id, params] as const,
};

export const CLIENT_PATH = '/api/v1/business/client';
export const clientPath = (id: string, suffix = '') => `${CLIENT_PATH}/${encodeURIComponent(id)}${suffix}`;
