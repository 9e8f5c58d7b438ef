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

/** Minutes as "45 min" or "1 h 30 min". */
export const durationParts = (minutes: number): { hours: number; minutes: number } => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});

/** "45 min", "1 h", "1 h 30 min" in the interface language. */
export const durationText = (
  t: (key: string, options?: Record<string, unknown>) => string,
  total: number,
) => {
  const { hours, minutes } = durationParts(total);
  if (hours === 0) return t('booking.duration.minutes', { minutes });
  if (minutes === 0) return t('booking.duration.hours', { hours });
  return t('booking.duration.hoursMinutes', { hours, minutes });
};

/** "Monday, January 7, 2030 at 10:00" on the salon's clock (the visit page writes it the same way). */
export const formatInZoneFull = (instant: string, timeZone: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
