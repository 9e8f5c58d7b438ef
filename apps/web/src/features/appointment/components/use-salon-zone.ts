import { useSession } from '@/lib/session/session-context';
import { DEFAULT_TIME_ZONE } from './wall-clock';

/** The current salon's time zone (default America/Caracas) and whether it is a freelancer profile. */
export const useSalonZone = (): { timeZone: string; freelancer: boolean } => {
  const { salons, salonId } = useSession();
  const salon = salons.find((one) => one._id === salonId);
  return {
    timeZone: typeof salon?.time_zone === 'string' && salon.time_zone ? salon.time_zone : DEFAULT_TIME_ZONE,
    freelancer: salon?.service_type === 'freelancer',
  };
};
