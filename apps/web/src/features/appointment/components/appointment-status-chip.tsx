import Chip from '@mui/material/Chip';
import type { AppointmentStatus } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './wall-clock';

export function AppointmentStatusChip({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`appointment.status.${status}`)}
      sx={{ bgcolor: STATUS_COLORS[status], color: '#fff', fontWeight: 600 }}
    />
  );
}
