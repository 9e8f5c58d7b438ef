import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { EmployeeRole } from '@salon/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServicePicker } from '@/components/service-picker';
import { fieldErrorText } from '@/lib/api-errors';
import type { ServiceOption } from '../api/list-salon-services';
import { ROLE_OPTIONS, type EmployeeFormValues } from './employee-form-model';

/** The role, each with a line saying what it may do (docs/product.md "Roles and permissions"). */
export function RoleField({ form }: { form: UseFormReturn<EmployeeFormValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="role"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={t('employee.form.role')}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value as EmployeeRole)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={
            fieldErrorText(t, fieldState.error?.message) ??
            (field.value ? t(`employee.roles.${field.value}`) : undefined)
          }
          slotProps={{
            select: { renderValue: (value) => (value ? t(`roles.${value as EmployeeRole}`) : '') },
          }}
        >
          {ROLE_OPTIONS.map((role) => (
            <MenuItem key={role} value={role}>
              <ListItemText
                primary={t(`roles.${role}`)}
                secondary={t(`employee.roles.${role}`)}
                slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
              />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The salon's active services (plus any the employee already has), chosen by name. */
export function ServicesField({
  form,
  options,
  loading,
  failed,
}: {
  form: UseFormReturn<EmployeeFormValues>;
  options: ServiceOption[];
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="services"
      render={({ field, fieldState }) => (
        <ServicePicker
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={t('employee.form.services')}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(t, fieldState.error?.message) ?? t('employee.form.servicesHelp')}
          loading={loading}
          failedText={failed ? t('employee.form.servicesError') : undefined}
          noOptionsText={t('employee.form.servicesEmpty')}
          loadingText={t('employee.common.loading')}
        />
      )}
    />
  );
}
