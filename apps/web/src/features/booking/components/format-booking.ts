import type { PublicSalonWire, PublicServiceWire } from '@salon/core';

/** A map service's page at the salon's point ([longitude, latitude]): no map code on this page for it. */
export const mapHref = ([lng, lat]: readonly [number, number]): string =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** Every service of the salon by id, across its groups. */
export const servicesById = (salon: PublicSalonWire): Map<string, PublicServiceWire> =>
  new Map(salon.groups.flatMap((group) => group.services.map((service) => [service._id, service] as const)));

/** The employees who perform every chosen service (one person does them one after another). */
export const employeesFor = (salon: PublicSalonWire, serviceIds: readonly string[]) =>
  salon.employees.filter((employee) => serviceIds.every((id) => employee.service_ids.includes(id)));
