import type { ServiceGroupWire } from '@salon/core';
import type { ServiceGroupRow } from '../../db/tables/service.table.js';

export interface GroupWithCounts {
  group: ServiceGroupRow;
  servicesCount: number;
  activeServicesCount: number;
}

export const toServiceGroupWire = ({
  group,
  servicesCount,
  activeServicesCount,
}: GroupWithCounts): ServiceGroupWire => ({
  _id: group.id,
  salon_id: group.salonId,
  name: group.name,
  services_count: servicesCount,
  active_services_count: activeServicesCount,
  created_at: group.createdAt.toISOString(),
});
