import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { SalonWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useUpdateSalon } from '../api/update-salon';
import { ImageField } from '@/components/image-field';

/** New avatar and cover images for the salon. */
export function SalonImagesTab({ salon }: { salon: SalonWire }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateSalon = useUpdateSalon();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);

  const save = async () => {
    if (!avatar && !cover) {
      enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
      return;
    }
    try {
      await updateSalon.mutateAsync({
        id: salon._id,
        avatar: avatar ?? undefined,
        cover: cover ?? undefined,
      });
      setAvatar(null);
      setCover(null);
      enqueueSnackbar(t('salon.profile.imagesSaved'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'errors.UPDATE'), { variant: 'error' });
    }
  };

  return (
    <Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ImageField
            name="avatar"
            label={t('salon.images.avatar')}
            currentUrl={salon.avatar}
            file={avatar}
            onChange={setAvatar}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <ImageField
            name="cover"
            label={t('salon.images.cover')}
            currentUrl={salon.cover}
            file={cover}
            onChange={setCover}
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button variant="contained" size="large" onClick={() => void save()} loading={updateSalon.isPending}>
          {t('salon.profile.saveImages')}
        </Button>
      </Box>
    </Box>
  );
}
