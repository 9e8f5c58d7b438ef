import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SalonWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useUpdateSalon } from '../api/update-salon';
import { ServiceAreaEditor } from './service-area-editor';
import { areaToDraft, validateArea, type AreaErrors } from './service-area-model';

/** The freelancer's service area tab. */
export function SalonAreaTab({ salon }: { salon: SalonWire }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateSalon = useUpdateSalon();
  const [draft, setDraft] = useState(() =>
    areaToDraft(salon.service_area, salon.location.coordinates, salon.address.city),
  );
  const [errors, setErrors] = useState<AreaErrors | null>(null);

  const save = async () => {
    const result = validateArea(draft);
    setErrors(result.errors);
    if (!result.area) return;
    if (JSON.stringify(result.area) === JSON.stringify(salon.service_area)) {
      enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
      return;
    }
    try {
      const saved = await updateSalon.mutateAsync({ id: salon._id, service_area: result.area });
      setDraft(areaToDraft(saved.service_area, saved.location.coordinates, saved.address.city));
      enqueueSnackbar(t('salon.profile.areaSaved'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'errors.UPDATE'), { variant: 'error' });
    }
  };

  return (
    <Box>
      <ServiceAreaEditor value={draft} onChange={setDraft} errors={errors} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button variant="contained" size="large" onClick={() => void save()} loading={updateSalon.isPending}>
          {t('salon.profile.saveArea')}
        </Button>
      </Box>
    </Box>
  );
}
