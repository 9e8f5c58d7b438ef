import Chip from '@mui/material/Chip';
import type { RecordStatus } from '@salon/core';
import { useTranslation } from 'react-i18next';

/** Active or Inactive, readable in both themes: outlined, with a shade of the palette that keeps 4.5:1. */
export function ServiceStatusChip({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`service.status.${status}`)}
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        const text =
          status === 'active'
            ? dark
              ? theme.palette.success.light
              : theme.palette.success.dark
            : theme.palette.text.secondary;
        return { color: text, borderColor: text };
      }}
    />
  );
}
