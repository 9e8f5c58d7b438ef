import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { waitlistBodySchema, type WaitlistBody } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { WaitlistWindowFields } from '@/components/waitlist-window-fields';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { shiftLocalDay, todayIn } from '@/lib/zoned-time';
import { useCreateWaitlistEntry } from '../api/mutate-waitlist';
import { useServiceEmployees, useWaitlistServices } from '../api/waitlist-lookups';

/** A client as the picker hands it over (the appointment dialog's picker, passed in by the page). */
export interface PickedClient {
  _id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
}

export type ClientPickerRender = (props: {
  salonId: string;
  value: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
  error?: string;
  disabled?: boolean;
}) => ReactNode;

type FormValues = z.output<typeof waitlistBodySchema>;

const FIELDS: Path<WaitlistBody>[] = [
  'client_id',
  'service_id',
  'employee_id',
  'from_date',
  'to_date',
  'from_time',
  'to_time',
  'note',
];

/** Two weeks from the salon's today: a first guess the staff change to what the client asks. */
const DEFAULT_DAYS = 14;

/** "Add to waitlist": a client of the salon, a service, anyone or one employee, the days and times, a note. */
export function WaitlistDialog(props: {
  salonId: string;
  renderClientPicker: ClientPickerRender;
  onClose: () => void;
}) {
  const { salonId, renderClientPicker, onClose } = props;
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const today = todayIn(useSalonTimeZone());
  const [client, setClient] = useState<PickedClient | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateWaitlistEntry();
  const form = useForm<WaitlistBody, unknown, FormValues>({
    resolver: zodResolver(waitlistBodySchema),
    defaultValues: {
      salon_id: salonId,
      client_id: '',
      service_id: '',
      employee_id: '',
      from_date: today,
      to_date: shiftLocalDay(today, DEFAULT_DAYS - 1),
      from_time: '',
      to_time: '',
      note: '',
    },
  });
  const serviceId = useWatch({ control: form.control, name: 'service_id' });
  const services = useWaitlistServices(salonId);
  const employees = useServiceEmployees(salonId, serviceId);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const entry = await create.mutateAsync(values);
      enqueueSnackbar(
        t('waitlist.dialog.added', { name: entry.client.name, position: entry.position ?? '—' }),
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('waitlist.dialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {renderClientPicker({
            salonId,
            value: client,
            onChange: (next) => {
              setClient(next);
              form.setValue('client_id', next?._id ?? '', { shouldValidate: form.formState.isSubmitted });
            },
            error: form.formState.errors.client_id?.message,
            disabled: busy,
          })}
          <Controller
            control={form.control}
            name="service_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                label={t('waitlist.dialog.service')}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  // Who performs it depends on the service: the choice starts again at "Anyone".
                  form.setValue('employee_id', '');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldErrorText(t, fieldState.error?.message)}
              >
                {(services.data ?? []).map((service) => (
                  <MenuItem key={service._id} value={service._id}>
                    {service.name} · {service.duration} min
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="employee_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('waitlist.dialog.employee')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={!serviceId}
                error={Boolean(fieldState.error)}
                helperText={fieldErrorText(t, fieldState.error?.message) ?? t('waitlist.dialog.employeeHelp')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('waitlist.anyone')}</MenuItem>
                {(employees.data ?? []).map((employee) => (
                  <MenuItem key={employee._id} value={employee._id}>
                    {employee.firstName} {employee.lastName}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <WaitlistWindowFields form={form} minDay={today} />
          <FormTextField
            form={form}
            name="note"
            label={t('waitlist.dialog.note')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('waitlist.dialog.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
