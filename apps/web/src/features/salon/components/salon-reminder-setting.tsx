import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REMINDER_LEAD_HOURS, type SalonWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useUpdateSalon } from '../api/update-salon';

const OFF = 'off';

/** How long before a visit the client's reminder mail goes out (off, 2 h, 24 h, 48 h), saved on change. */
export function SalonReminderSetting({ salon }: { salon: SalonWire }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateSalon = useUpdateSalon();
  const value = salon.reminder_lead_hours === null ? OFF : String(salon.reminder_lead_hours);

  const save = async (next: string) => {
    try {
      await updateSalon.mutateAsync({
        id: salon._id,
        reminder_lead_hours: next === OFF ? null : Number(next),
      });
      enqueueSnackbar(t('salon.profile.saved'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'errors.UPDATE'), { variant: 'error' });
    }
  };

  return (
    <Box component="section" sx={{ mt: 4, display: 'grid', gap: 1.5, maxWidth: 360 }}>
      <Typography variant="subtitle1" component="h3">
        {t('salon.reminders.title')}
      </Typography>
      <TextField
        select
        label={t('salon.reminders.lead')}
        value={value}
        disabled={updateSalon.isPending}
        onChange={(event) => void save(event.target.value)}
        helperText={t('salon.reminders.help')}
      >
        <MenuItem value={OFF}>{t('salon.reminders.off')}</MenuItem>
        {REMINDER_LEAD_HOURS.map((hours) => (
          <MenuItem key={hours} value={String(hours)}>
            {t('salon.reminders.hours', { count: hours })}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
