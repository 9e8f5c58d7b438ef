import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A table row's icon action, a link when `to` is given: its name is also its tooltip (the name is what a
 * screen reader announces). The span keeps the tooltip working on a disabled button.
 */
export function RowAction({
  label,
  icon,
  to,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactElement;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}) {
  const button = to ? (
    <IconButton component={RouterLink} to={to} aria-label={label} size="small">
      {icon}
    </IconButton>
  ) : (
    <IconButton onClick={onClick} aria-label={label} size="small" disabled={disabled}>
      {icon}
    </IconButton>
  );
  return (
    <Tooltip title={label} describeChild>
      <span>{button}</span>
    </Tooltip>
  );
}
