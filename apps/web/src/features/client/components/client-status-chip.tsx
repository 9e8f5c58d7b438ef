import Chip from '@mui/material/Chip';
import type { RecordStatus } from '@salon/core';
import { useTranslation } from 'react-i18next';

export function ClientStatusChip({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`client.status.${status}`)}
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}
