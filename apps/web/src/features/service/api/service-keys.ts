/** Query keys of the service feature, so mutations refresh exactly what they changed. */
export const serviceKeys = {
  all: ['service'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (params: object) => [...serviceKeys.lists(), params] as const,
  one: (id: string) => [...serviceKeys.all, 'one', id] as const,
  preview: (id: string) => [...serviceKeys.all, 'preview', id] as const,
  groups: (salonId: string) => [...serviceKeys.all, 'groups', salonId] as const,
  allGroups: () => [...serviceKeys.all, 'groups'] as const,
};

export const SERVICE_PATH = '/api/v1/business/service';
export const GROUP_PATH = '/api/v1/business/service-group';
