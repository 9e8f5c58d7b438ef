import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SalonWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useSaveSchedule } from '../api/save-schedule';
import { OpeningHoursEditor } from '@/components/opening-hours-editor/opening-hours-editor';
import {
  sameHours,
  toHoursDraft,
  validateHours,
  type HoursErrors,
} from '@/components/opening-hours-editor/opening-hours-model';

/** The opening-hours tab: creates the salon's schedule when it has none, else updates it. */
export function SalonHoursTab({ salon }: { salon: SalonWire }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const saveSchedule = useSaveSchedule();
  const [saved, setSaved] = useState(() => toHoursDraft(salon.schedule?.days));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<HoursErrors | null>(null);
  const [scheduleId, setScheduleId] = useState(salon.schedule?._id ?? null);

  const save = async () => {
    const result = validateHours(draft);
    setErrors(result.errors);
    if (!result.days) return;
    if (scheduleId && sameHours(draft, saved)) {
      enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
      return;
    }
    try {
      const schedule = await saveSchedule.mutateAsync({
        salonId: salon._id,
        scheduleId,
        title: salon.schedule?.title || salon.title,
        description: salon.schedule?.description ?? '',
        days: result.days,
      });
      setScheduleId(schedule._id);
      const next = toHoursDraft(schedule.days);
      setSaved(next);
      setDraft(next);
      enqueueSnackbar(t('salon.profile.hoursSaved'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'errors.UPDATE'), { variant: 'error' });
    }
  };

  return (
    <Box>
      <OpeningHoursEditor value={draft} onChange={setDraft} errors={errors} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button variant="contained" size="large" onClick={() => void save()} loading={saveSchedule.isPending}>
          {t('salon.profile.saveHours')}
        </Button>
      </Box>
    </Box>
  );
}
