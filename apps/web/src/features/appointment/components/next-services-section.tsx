import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOOKING_MAX_SERVICES, formatDuration, formatMoney, type ServiceWire } from '@salon/core';
import { useId, useRef, type ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import { useEmployees } from '../api/lookups';
import {
  MAX_NEXT_SERVICES,
  type AppointmentFormInput,
  type AppointmentFormValues,
} from './appointment-form-schema';
import { laterPartTimes, type PartTimes } from './visit-times';

type AppointmentForm = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/**
 * A new appointment's later services: each row a service and who does it, starting when the one
 * before ends, shown with its times so the front desk sees the sequence. At most four rows (five services in
 * one visit). The server books them as one visit, with one confirmation to the client.
 */
export function NextServicesSection(props: {
  form: AppointmentForm;
  salonId: string;
  services: ServiceWire[] | undefined;
  timeZone: string;
}) {
  const { form, salonId, services, timeZone } = props;
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const rows = useFieldArray({ control: form.control, name: 'next_services' });
  const [date, time, endTime, count, serviceId, next, price] = useWatch({
    control: form.control,
    name: ['date', 'time', 'endTime', 'service_count', 'service_id', 'next_services', 'price'],
  });
  const durationOf = (id: string) => services?.find((service) => service._id === id)?.duration;
  const times = laterPartTimes(
    { date, time, endTime, duration: durationOf(serviceId), count: Number(count) },
    (next ?? []).map((row) => durationOf(row.service_id)),
    timeZone,
  );
  const totals = visitTotalsOf({ services, serviceId, count: Number(count), price, time, next, times });
  const listError = form.formState.errors.next_services;
  const listMessage = listError?.message ?? listError?.root?.message;

  const remove = (index: number) => {
    rows.remove(index);
    // The removed row's button is gone: the add button keeps the keyboard in the section.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <Box
      role="group"
      aria-labelledby={rows.fields.length > 0 ? titleId : undefined}
      aria-label={rows.fields.length > 0 ? undefined : t('appointment.visitParts.title')}
      sx={{ display: 'grid', gap: 2 }}
    >
      {rows.fields.length > 0 ? (
        <Box>
          <Typography id={titleId} variant="subtitle2">
            {t('appointment.visitParts.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('appointment.visitParts.help')}
          </Typography>
        </Box>
      ) : null}
      {rows.fields.map((row, index) => (
        <NextServiceRow
          key={row.id}
          form={form}
          salonId={salonId}
          index={index}
          services={services}
          times={times[index] ?? null}
          onRemove={() => remove(index)}
        />
      ))}
      {totals ? (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t('appointment.visitParts.newTotals', {
            times: `${totals.start}–${totals.end}`,
            duration: formatDuration(totals.minutes),
            price: formatMoney(totals.price, i18n.language),
          })}
        </Typography>
      ) : null}
      {listMessage ? (
        <Typography variant="body2" color="error" role="alert">
          {fieldErrorText(t, listMessage)}
        </Typography>
      ) : null}
      {rows.fields.length < MAX_NEXT_SERVICES ? (
        <Box>
          <Button
            ref={addRef}
            startIcon={<Add />}
            onClick={() => rows.append({ service_id: '', employee_id: '' }, { shouldFocus: true })}
          >
            {t('appointment.visitParts.add')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('appointment.visitParts.max', { count: BOOKING_MAX_SERVICES })}
        </Typography>
      )}
    </Box>
  );
}

/** One later service: its times, its service, who does it (only those who perform it), and its removal. */
function NextServiceRow(props: {
  form: AppointmentForm;
  salonId: string;
  index: number;
  services: ServiceWire[] | undefined;
  times: PartTimes | null;
  onRemove: () => void;
}) {
  const { form, salonId, index, services, times, onRemove } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const number = index + 2;
  const [serviceId, employeeId] = useWatch({
    control: form.control,
    name: [`next_services.${index}.service_id`, `next_services.${index}.employee_id`],
  });
  const employees = useEmployees({ salon_id: salonId, service_id: serviceId || undefined });
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
        alignItems: 'start',
        borderLeft: 3,
        borderColor: 'divider',
        pl: 1.5,
      }}
    >
      <Typography
        id={headingId}
        variant="body2"
        sx={{ gridColumn: { xs: '1', sm: '1 / 3' }, alignSelf: 'center' }}
      >
        {t('appointment.visitParts.partHeading', { number })}
        {' · '}
        {times
          ? t('appointment.visitParts.partTimes', { start: times.start, end: times.end })
          : t('appointment.visitParts.partTimesUnknown')}
      </Typography>
      <IconButton
        aria-label={t('appointment.visitParts.remove', { number })}
        onClick={onRemove}
        sx={{ gridColumn: { xs: '2', sm: '3' }, gridRow: '1' }}
      >
        <DeleteOutlined />
      </IconButton>
      <RowSelect
        form={form}
        name={`next_services.${index}.service_id`}
        label={t('appointment.visitParts.service', { number })}
        column="1"
      >
        {(services ?? []).map((service) => (
          <MenuItem key={service._id} value={service._id}>
            {service.name} · {service.duration} min
          </MenuItem>
        ))}
      </RowSelect>
      <RowSelect
        form={form}
        name={`next_services.${index}.employee_id`}
        label={t('appointment.visitParts.employee', { number })}
        column="2"
      >
        {employeeId && employees.data && !employees.data.some((one) => one._id === employeeId) ? (
          <MenuItem value={employeeId} disabled>
            {t('appointment.dialog.employeeUnavailable')}
          </MenuItem>
        ) : null}
        {(employees.data ?? []).map((employee) => (
          <MenuItem key={employee._id} value={employee._id}>
            {employee.firstName} {employee.lastName}
          </MenuItem>
        ))}
      </RowSelect>
    </Box>
  );
}

/** One required picker of a later service's row, with its field error under it. */
function RowSelect(props: {
  form: AppointmentForm;
  name: `next_services.${number}.service_id` | `next_services.${number}.employee_id`;
  label: string;
  /** Its column beside the other picker from the small breakpoint up. */
  column: '1' | '2';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={props.label}
          value={field.value}
          inputRef={field.ref}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(t, fieldState.error?.message)}
          sx={{ gridColumn: { xs: '1 / 3', sm: props.column } }}
        >
          {props.children}
        </TextField>
      )}
    />
  );
}

/** What a service costs today: a running promotion's price, else the discount price, else the regular one. */
const todaysPrice = (service: ServiceWire) =>
  service.promotion?.price ?? service.discount_price ?? service.regular_price;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A new visit's totals once every part is chosen and placed (docs/decisions.md "Visit totals"): from its
 * start to its last part's end, and the first part's price (as typed, else its service's today) with each
 * later service's price today. The server prices each part at its own start when it books.
 */
function visitTotalsOf(input: {
  services: ServiceWire[] | undefined;
  serviceId: string;
  count: number;
  price: unknown;
  time: string;
  next: { service_id: string }[] | undefined;
  times: (PartTimes | null)[];
}): { start: string; end: string; minutes: number; price: number } | null {
  const { services, next, times } = input;
  const find = (id: string) => services?.find((service) => service._id === id);
  const first = find(input.serviceId);
  const later = (next ?? []).map((row) => find(row.service_id));
  const last = times.at(-1);
  if (!first || later.length === 0 || !last || later.some((service) => !service) || !input.time) return null;
  const typed = input.price === '' || input.price === null ? Number.NaN : Number(input.price);
  const count = Number.isInteger(input.count) && input.count >= 1 ? input.count : 1;
  const firstPrice = Number.isFinite(typed) ? typed : todaysPrice(first) * count;
  const price = later.reduce((sum, service) => sum + todaysPrice(service!), firstPrice);
  const minutes = (minutesOf(last.end) - minutesOf(input.time) + 1440) % 1440;
  return { start: input.time, end: last.end, minutes, price: Math.round(price * 100) / 100 };
}
