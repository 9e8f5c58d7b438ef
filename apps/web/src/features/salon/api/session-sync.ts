import type { SalonWire } from '@salon/core';
import { useCallback } from 'react';
import { useSession } from '@/lib/session/session-context';

/**
 * Keeps the session's salon list in step after a create or delete: updates it at once, then reloads it
 * from the server (`refreshSalons`), so the salon switcher and the current salon follow.
 */
export const useSalonSessionSync = () => {
  const { addSalon, removeSalon, changeSalon, refreshSalons } = useSession();

  const added = useCallback(
    async (salon: SalonWire) => {
      addSalon({ ...salon });
      changeSalon(salon._id);
      await refreshSalons();
      changeSalon(salon._id);
    },
    [addSalon, changeSalon, refreshSalons],
  );

  const removed = useCallback(
    async (salonId: string) => {
      removeSalon(salonId);
      await refreshSalons();
    },
    [removeSalon, refreshSalons],
  );

  return { added, removed, refresh: refreshSalons };
};
