import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { APPOINTMENT_STATUSES, type AppointmentStatus, type EmployeeWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../api/lookups';

// On a phone each filter takes the whole row rather than a ragged part of it.
const FILL_ON_PHONE = { xs: '1 1 100%', sm: '0 1 auto' } as const;
// An empty choice reads "All" rather than leaving the field blank under its label.
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface Filters {
  employee_id: string;
  service_id: string;
  status: AppointmentStatus[];
}

/** Employee, status (several) and service filters of the calendar. */
export function CalendarFilters(props: {
  salonId: string;
  value: Filters;
  onChange: (next: Filters) => void;
  employees: EmployeeWire[];
}) {
  const { salonId, value, onChange, employees } = props;
  const { t } = useTranslation();
  const services = useServices(salonId);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 2 }}>
      <TextField
        select
        label={t('appointment.filters.employee')}
        value={value.employee_id}
        onChange={(event) => onChange({ ...value, employee_id: event.target.value })}
        slotProps={SHOW_ALL}
        sx={{ minWidth: 200, flex: FILL_ON_PHONE }}
        size="small"
      >
        <MenuItem value="">{t('appointment.filters.all')}</MenuItem>
        {employees.map((employee) => (
          <MenuItem key={employee._id} value={employee._id}>
            {employee.firstName} {employee.lastName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('appointment.filters.status')}
        value={value.status}
        onChange={(event) => {
          const next = event.target.value as unknown as AppointmentStatus[] | string;
          onChange({
            ...value,
            status: (typeof next === 'string' ? next.split(',') : next) as AppointmentStatus[],
          });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as AppointmentStatus[]).length
                ? (selected as AppointmentStatus[])
                    .map((status) => t(`appointment.status.${status}`))
                    .join(', ')
                : t('appointment.filters.all'),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 220, flex: FILL_ON_PHONE }}
        size="small"
      >
        {APPOINTMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`appointment.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('appointment.filters.service')}
        value={value.service_id}
        onChange={(event) => onChange({ ...value, service_id: event.target.value })}
        slotProps={SHOW_ALL}
        sx={{ minWidth: 200, flex: FILL_ON_PHONE }}
        size="small"
      >
        <MenuItem value="">{t('appointment.filters.all')}</MenuItem>
        {(services.data ?? []).map((service) => (
          <MenuItem key={service._id} value={service._id}>
            {service.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
