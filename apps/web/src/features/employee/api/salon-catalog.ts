import { useQuery } from '@tanstack/react-query';
import { fetchActiveServices } from '@/lib/active-services';
import { employeeKeys } from './employee-keys';

export interface CatalogOption {
  _id: string;
  name: string;
}

/**
 * The salon's active services and the groups they are in, for the commission overrides. The groups come from
 * the services (one request): a group without active services earns no commission anyway.
 */
export const fetchSalonCatalog = async (
  salonId: string,
  signal?: AbortSignal,
): Promise<{ services: CatalogOption[]; groups: CatalogOption[] }> => {
  const services = await fetchActiveServices(salonId, signal);
  const groups = new Map<string, string>();
  for (const service of services) if (service.group) groups.set(service.group._id, service.group.name);
  return {
    services: services.map(({ _id, name }) => ({ _id, name })),
    groups: [...groups].map(([_id, name]) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
};

export const useSalonCatalog = (salonId: string) =>
  useQuery({
    queryKey: employeeKeys.salonCatalog(salonId),
    queryFn: ({ signal }) => fetchSalonCatalog(salonId, signal),
    retry: 1,
  });
