import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AppointmentWire, EmployeeWire, ServiceWire } from '@salon/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';

/**
 * The dialog's service and employee pickers. An edited appointment keeps its service and employee in the list
 * even when they are no longer offered, so the form never shows an empty choice for a saved visit.
 */
export function ServiceEmployeePickers(props: {
  form: UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;
  services: ServiceWire[] | undefined;
  employees: EmployeeWire[] | undefined;
  appointment: AppointmentWire | null;
}) {
  const { form, services, employees, appointment } = props;
  const { t } = useTranslation();
  const serviceId = useWatch({ control: form.control, name: 'service_id' });
  const serviceError = form.formState.errors.service_id;
  const pickService = (id: string) =>
    form.setValue('service_id', id, { shouldValidate: form.formState.isSubmitted });
  return (
    <>
      <TextField
        select
        required
        label={t('appointment.dialog.service')}
        value={serviceId}
        onChange={(event) => pickService(event.target.value)}
        error={Boolean(serviceError)}
        helperText={fieldErrorText(t, serviceError?.message)}
      >
        {appointment && !services?.some((one) => one._id === appointment.service._id) ? (
          <MenuItem value={appointment.service._id}>{appointment.service.name}</MenuItem>
        ) : null}
        {(services ?? []).map((service) => (
          <MenuItem key={service._id} value={service._id}>
            {service.name} · {service.duration} min
          </MenuItem>
        ))}
      </TextField>
      <Controller
        control={form.control}
        name="employee_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('appointment.dialog.employee')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            error={Boolean(fieldState.error)}
            helperText={fieldErrorText(t, fieldState.error?.message)}
          >
            {appointment && !employees?.some((one) => one._id === appointment.employee._id) ? (
              <MenuItem value={appointment.employee._id}>{appointment.employee.name}</MenuItem>
            ) : null}
            {field.value && !appointment && employees && !employees.some((one) => one._id === field.value) ? (
              <MenuItem value={field.value} disabled>
                {t('appointment.dialog.employeeUnavailable')}
              </MenuItem>
            ) : null}
            {(employees ?? []).map((employee) => (
              <MenuItem key={employee._id} value={employee._id}>
                {employee.firstName} {employee.lastName}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
