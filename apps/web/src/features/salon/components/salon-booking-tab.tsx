import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPOINTMENT_MAILS,
  BOOKING_NOTICE_MINUTES,
  BOOKING_WINDOW_DAYS,
  CANCEL_NOTICE_HOURS,
  REMINDER_LEAD_HOURS,
  type SalonWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useUpdateSalon } from '../api/update-salon';
import {
  BOOKING_SETTINGS_FIELDS,
  bookingSettingsOf,
  bookingSettingsSchema,
  changedSettings,
  type BookingSettingsInput,
  type BookingSettingsValues,
} from './salon-booking-form-schema';
import { SalonDepositSettings } from './salon-deposit-settings';
import { SalonShareLink } from './salon-share-link';

type Form = ReturnType<typeof useForm<BookingSettingsInput, unknown, BookingSettingsValues>>;
type Choice = { value: string; label: string };

function SelectField({
  form,
  name,
  label,
  choices,
  helperText,
}: {
  form: Form;
  name: Path<BookingSettingsInput>;
  label: string;
  choices: Choice[];
  helperText?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          value={String(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldErrorText(t, fieldState.error?.message) ?? helperText}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function SwitchField({ form, name, label }: { form: Form; name: Path<BookingSettingsInput>; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

/**
 * Client messages by WhatsApp: on or off, and which of them; hidden with a word when the server has no
 * WhatsApp account (the appointment's "send by WhatsApp" link still works then).
 */
function WhatsAppSettings({ form, available }: { form: Form; available: boolean }) {
  const { t } = useTranslation();
  const enabled = useWatch({ control: form.control, name: 'whatsapp_enabled' });
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('salon.whatsapp.title')}
      </Typography>
      {!available ? (
        <Alert severity="info">{t('salon.whatsapp.unavailable')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('salon.whatsapp.help')}
          </Typography>
          <SwitchField form={form} name="whatsapp_enabled" label={t('salon.whatsapp.enabled')} />
          {enabled ? (
            <Controller
              control={form.control}
              name="whatsapp_messages"
              render={({ field }) => {
                const chosen = new Set(field.value as readonly string[]);
                return (
                  <FormGroup aria-label={t('salon.whatsapp.which')}>
                    <FormLabel component="legend">{t('salon.whatsapp.which')}</FormLabel>
                    {APPOINTMENT_MAILS.map((mail) => (
                      <FormControlLabel
                        key={mail}
                        label={t(`salon.whatsapp.messages.${mail}`)}
                        control={
                          <Checkbox
                            checked={chosen.has(mail)}
                            onChange={(event) =>
                              field.onChange(
                                APPOINTMENT_MAILS.filter((kind) =>
                                  kind === mail ? event.target.checked : chosen.has(kind),
                                ),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                );
              }}
            />
          ) : null}
        </>
      )}
    </>
  );
}

/** Why clients cannot book this salon now, if they cannot (checked again by the server on every booking). */
function notBookableReason(salon: SalonWire): string | null {
  if (salon.online_booking !== 1) return 'off';
  if (salon.status_process !== 'approved') return 'notVerified';
  if (salon.status_salon !== 'active') return 'disabled';
  if (salon.open_store !== 1) return 'closed';
  return null;
}

/** Online booking, the client's reminders and the cancellation policy: one form, saved together. */
export function SalonBookingTab({ salon }: { salon: SalonWire }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateSalon = useUpdateSalon();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BookingSettingsInput, unknown, BookingSettingsValues>({
    resolver: zodResolver(bookingSettingsSchema),
    values: bookingSettingsOf(salon),
  });
  // The text and number fields only register and read errors: the parsed output (the deposit's) is not theirs.
  const fieldForm = form as unknown as UseFormReturn<BookingSettingsInput>;
  const usePenalty = useWatch({ control: form.control, name: 'use_penalty' });
  const reason = notBookableReason(salon);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const changes = changedSettings(salon, values);
    if (Object.keys(changes).length === 0) {
      enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
      return;
    }
    try {
      await updateSalon.mutateAsync({ id: salon._id, ...changes });
      enqueueSnackbar(t('salon.profile.saved'), { variant: 'success' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, BOOKING_SETTINGS_FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  const minutes = (value: number) =>
    value === 0
      ? t('salon.booking.online.noticeNone')
      : value < 60
        ? t('salon.booking.online.minutes', { count: value })
        : t('salon.booking.online.hours', { count: value / 60 });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Typography variant="subtitle1" component="h3">
        {t('salon.booking.online.title')}
      </Typography>
      {reason ? <Alert severity="info">{t(`salon.booking.online.notBookable.${reason}`)}</Alert> : null}
      <SwitchField form={form} name="online_booking" label={t('salon.booking.online.enabled')} />
      <SwitchField form={form} name="online_approval" label={t('salon.booking.online.approval')} />
      <FormTextField
        form={fieldForm}
        name="slug"
        label={t('salon.booking.online.slug')}
        helperText={t('salon.booking.online.slugHelp')}
        autoComplete="off"
      />
      <SalonShareLink slug={salon.slug} />
      <SwitchField form={form} name="show_bolivares" label={t('salon.booking.online.bolivares')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -2 }}>
        {t('salon.booking.online.bolivaresHelp')}
      </Typography>
      <SelectField
        form={form}
        name="booking_window_days"
        label={t('salon.booking.online.window')}
        choices={BOOKING_WINDOW_DAYS.map((days) => ({
          value: String(days),
          label: t('salon.booking.online.days', { count: days }),
        }))}
      />
      <SelectField
        form={form}
        name="booking_notice_minutes"
        label={t('salon.booking.online.notice')}
        choices={BOOKING_NOTICE_MINUTES.map((value) => ({ value: String(value), label: minutes(value) }))}
      />
      <FormNumberField
        form={fieldForm}
        name="waitlist_offer_minutes"
        decimals={0}
        example={30}
        label={t('salon.booking.online.waitlistMinutes')}
        helperText={t('salon.booking.online.waitlistMinutesHelp')}
      />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('salon.reminders.title')}
      </Typography>
      <SelectField
        form={form}
        name="reminder_lead_hours"
        label={t('salon.reminders.lead')}
        helperText={t('salon.reminders.help')}
        choices={[
          { value: 'off', label: t('salon.reminders.off') },
          ...REMINDER_LEAD_HOURS.map((hours) => ({
            value: String(hours),
            label: t('salon.reminders.hours', { count: hours }),
          })),
        ]}
      />
      <Divider />
      <WhatsAppSettings form={form} available={salon.whatsapp_available} />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('salon.booking.policy.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('salon.booking.policy.help')}
      </Typography>
      <SwitchField form={form} name="use_penalty" label={t('salon.booking.policy.enabled')} />
      {usePenalty ? (
        <>
          <SelectField
            form={form}
            name="cancel_notice_hours"
            label={t('salon.booking.policy.notice')}
            choices={CANCEL_NOTICE_HOURS.map((hours) => ({
              value: String(hours),
              label: t('salon.reminders.hours', { count: hours }),
            }))}
          />
          <FormNumberField
            form={fieldForm}
            name="cancels_allowed"
            decimals={0}
            example={2}
            label={t('salon.booking.policy.allowed')}
            helperText={t('salon.booking.policy.allowedHelp')}
          />
        </>
      ) : null}
      <Divider />
      <SalonDepositSettings form={form} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('salon.profile.save')}
        </Button>
      </Box>
    </Box>
  );
}
