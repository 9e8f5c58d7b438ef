import Box from '@mui/material/Box';
import { APPOINTMENT_STATUSES } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { AppointmentStatusChip } from './appointment-status-chip';

/** What each event colour means; the event titles carry the status text as well. */
export function StatusLegend() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('appointment.calendar.legend')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, my: 1 }}
    >
      {APPOINTMENT_STATUSES.map((status) => (
        <li key={status}>
          <AppointmentStatusChip status={status} />
        </li>
      ))}
    </Box>
  );
}
