import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { PromotionStatus } from '@salon/core';
import { useTranslation } from 'react-i18next';

/** The shade of each status that keeps 4.5:1 on the paper of either theme mode. */
const colorOf = (status: PromotionStatus, theme: Theme): string => {
  if (status === 'ended') return theme.palette.text.secondary;
  const palette = status === 'active' ? theme.palette.success : theme.palette.info;
  return theme.palette.mode === 'dark' ? palette.light : palette.dark;
};

/** Active, Scheduled or Ended (by the salon's today), outlined and always written out. */
export function PromotionStatusChip({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`promotion.status.${status}`)}
      sx={(theme) => ({ color: colorOf(status, theme), borderColor: colorOf(status, theme) })}
    />
  );
}
