import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { EmployeeFields, EmployeeRole, EmployeeWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '@/components/form-text-field';
import { ImageField } from '@/components/image-field';
import { OpeningHoursEditor } from '@/components/opening-hours-editor/opening-hours-editor';
import { validateHours, type SalonHours } from '@/components/opening-hours-editor/opening-hours-model';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useLangPath } from '@/lib/use-lang-path';
import { useCreateEmployee } from '../api/create-employee';
import { useSalonServices, type ServiceOption } from '../api/list-salon-services';
import { useUpdateEmployee } from '../api/update-employee';
import {
  employeeFormSchema,
  employeeValues,
  FORM_FIELDS,
  hoursErrorsOf,
  newEmployeeValues,
  type EmployeeFormValues,
} from './employee-form-model';
import { RoleField, ServicesField } from './employee-form-fields';

interface EmployeeFormProps {
  salonId: string;
  /** Absent: a new employee (the photo is then required). */
  employee?: EmployeeWire;
  /** The salon's opening hours, bounding the employee's; null when the salon has none. */
  salonHours: SalonHours | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The employee form (new and edit): photo, names, contact, role, services, working hours inside the
 * salon's, and whether they appear in the calendar. The shared schema checks the fields; the server's
 * field errors come back under the same fields.
 */
export function EmployeeForm({ salonId, employee, salonHours }: EmployeeFormProps) {
  const { t } = useTranslation();
  const to = useLangPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const services = useSalonServices(salonId);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmployeeFormValues>({
    resolver: zodResolver(employeeFormSchema) as never,
    defaultValues: employee ? employeeValues(employee, salonHours) : newEmployeeValues(salonHours),
  });
  const { control, formState, setError } = form;
  const isNew = !employee;

  // Inactive services the employee still performs stay choosable, so an edit does not drop them.
  const options = useMemo<ServiceOption[]>(() => {
    const active = services.data ?? [];
    const kept = (employee?.services ?? []).filter((s) => !active.some((a) => a._id === s._id));
    return [...active, ...kept];
  }, [services.data, employee]);

  const missingPhoto = () => (isNew && !avatar ? 'validation.employee.avatarRequired' : null);

  const onSubmit = form.handleSubmit(
    async (parsed) => {
      setFailure(null);
      const values = parsed as unknown as EmployeeFields;
      const hours = validateHours(form.getValues('schedule'), salonHours);
      const photoProblem = missingPhoto();
      setAvatarError(photoProblem);
      if (hours.errors) {
        for (const [key, message] of Object.entries(hours.errors)) {
          const path = key === 'days' ? 'schedule' : `schedule.${key}`;
          setError(path as Path<EmployeeFormValues>, { type: 'validate', message });
        }
      }
      if (hours.errors || photoProblem || !hours.days) return;
      const input = {
        ...values,
        role: values.role as EmployeeRole,
        schedule: hours.days,
        avatar,
      };
      try {
        const saved = employee
          ? await update.mutateAsync({ id: employee._id, ...input })
          : await create.mutateAsync({ salon_id: salonId, ...input });
        enqueueSnackbar(t(employee ? 'employee.form.updated' : 'employee.form.created'), {
          variant: 'success',
        });
        void navigate(to(`/dashboard/employee/${saved._id}`));
      } catch (error) {
        const envelope = toErrorEnvelope(error);
        if (envelope.code === 'NO_CHANGES') {
          enqueueSnackbar(errorText(t, error), { variant: 'info' });
          return;
        }
        const photo = envelope.details?.find((detail) => detail.field === 'avatar');
        if (photo) setAvatarError(photo.code);
        const unplaced = applyServerFieldErrors(error, setError, FORM_FIELDS);
        if (unplaced && !photo) setFailure(errorText(t, unplaced));
      }
    },
    () => {
      setAvatarError(missingPhoto());
      setFailure(t('employee.form.fixErrors'));
    },
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Section title={t('employee.form.sections.profile')}>
        <Box sx={{ mb: 3 }}>
          <ImageField
            name="avatar"
            label={t('employee.form.photo')}
            chooseLabel={t('employee.form.choosePhoto')}
            currentUrl={employee?.avatar}
            file={avatar}
            error={avatarError}
            onChange={(file) => {
              setAvatar(file);
              if (file) setAvatarError(null);
            }}
          />
        </Box>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField form={form} name="firstName" label={t('fields.firstName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField form={form} name="lastName" label={t('fields.lastName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              form={form}
              name="email"
              type="email"
              label={t('fields.email')}
              required
              fullWidth
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              form={form}
              name="phoneNumber"
              type="tel"
              label={t('fields.phone')}
              required
              fullWidth
              autoComplete="off"
            />
          </Grid>
        </Grid>
      </Section>
      <Section title={t('employee.form.sections.role')}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <RoleField form={form} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ServicesField
              form={form}
              options={options}
              loading={services.isPending}
              failed={services.isError}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Controller
              control={control}
              name="active_in_calendar"
              render={({ field }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        slotProps={{
                          input: { ref: field.ref, 'aria-describedby': 'employee-calendar-help' },
                        }}
                      />
                    }
                    label={t('employee.form.activeInCalendar')}
                  />
                  <FormHelperText id="employee-calendar-help">
                    {t('employee.form.activeInCalendarHelp')}
                  </FormHelperText>
                </Box>
              )}
            />
          </Grid>
        </Grid>
      </Section>
      <Section title={t('employee.form.sections.schedule')}>
        <Controller
          control={control}
          name="schedule"
          render={({ field, fieldState }) => (
            <OpeningHoursEditor
              variant="employee"
              value={field.value}
              onChange={field.onChange}
              salonHours={salonHours}
              errors={hoursErrorsOf(fieldState.error as never)}
            />
          )}
        />
      </Section>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={to(employee ? `/dashboard/employee/${employee._id}` : '/dashboard/employee/list')}
          size="large"
        >
          {t('employee.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t(isNew ? 'employee.form.create' : 'employee.form.save')}
        </Button>
      </Box>
    </Box>
  );
}
