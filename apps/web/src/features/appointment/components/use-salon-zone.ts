import { useSession } from '@/lib/session/session-context';
import { salonTimeZone } from '@/lib/session/use-salon-time-zone';

const isPoint = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

/**
 * The current salon's time zone (default America/Caracas), whether it is a freelancer profile, and a
 * freelancer's base location (where the visit map opens).
 */
export const useSalonZone = (): {
  timeZone: string;
  freelancer: boolean;
  baseLocation: [number, number] | null;
} => {
  const { salons, salonId } = useSession();
  const salon = salons.find((one) => one._id === salonId);
  const area = salon?.service_area as { base_location?: unknown } | null | undefined;
  return {
    timeZone: salonTimeZone(salon),
    freelancer: salon?.service_type === 'freelancer',
    baseLocation: isPoint(area?.base_location) ? area.base_location : null,
  };
};
