import { useSession } from './session-context';
import type { SessionSalon } from './session-types';

/** The zone of a salon that has not said otherwise (the product's salons are in Venezuela). */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

/** The time zone of a salon as the session holds it, or the default. */
export const salonTimeZone = (salon: SessionSalon | undefined): string =>
  typeof salon?.time_zone === 'string' && salon.time_zone ? salon.time_zone : DEFAULT_TIME_ZONE;

/**
 * The current salon's time zone: its local days and clock decide appointments and promotions, whatever
 * the device's zone.
 */
export const useSalonTimeZone = (): string => {
  const { salons, salonId } = useSession();
  return salonTimeZone(salons.find((one) => one._id === salonId));
};
