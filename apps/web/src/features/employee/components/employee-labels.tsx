import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import type { EmployeeWire } from '@salon/core';
import { useTranslation } from 'react-i18next';

export const employeeName = (employee: Pick<EmployeeWire, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`;

/** The photo, or the initials while there is none. Decorative next to the name, so `alt` is empty. */
export function EmployeeAvatar({
  employee,
  size = 36,
  alt = '',
}: {
  employee: Pick<EmployeeWire, 'firstName' | 'lastName' | 'avatar'>;
  size?: number;
  alt?: string;
}) {
  return (
    <Avatar src={employee.avatar ?? undefined} alt={alt} sx={{ width: size, height: size }}>
      {`${employee.firstName[0] ?? ''}${employee.lastName[0] ?? ''}`}
    </Avatar>
  );
}

export function EmployeeStatusChip({ status }: { status: EmployeeWire['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`employee.status.${status}`)}
      sx={(theme) => {
        // The palette's main green falls below 4.5:1 as text; its dark (or, in dark mode, light) shade does not.
        const text =
          status === 'active'
            ? theme.palette.mode === 'dark'
              ? theme.palette.success.light
              : theme.palette.success.dark
            : theme.palette.text.secondary;
        return { color: text, borderColor: text };
      }}
    />
  );
}

export function YesNoChip({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={value ? 'filled' : 'outlined'}
      label={t(value ? 'employee.common.yes' : 'employee.common.no')}
    />
  );
}
