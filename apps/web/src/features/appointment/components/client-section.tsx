import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, useFormFieldProps } from '@/components/form-text-field';
import { LanguageSelectField } from '@/components/language-select-field';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';
import { ClientPicker, type ClientOption } from './client-picker';

type Form = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/** Pick a client of the salon, or (when creating) enter a new one with all its details. */
export function ClientSection(props: {
  form: Form;
  salonId: string;
  initial: ClientOption | null;
  allowNew: boolean;
  disabled?: boolean;
}) {
  const { form, salonId, initial, allowNew, disabled } = props;
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ClientOption | null>(initial);
  const [mode, typedEmail] = useWatch({ control: form.control, name: ['clientMode', 'client.email'] });
  // A new client entered here has not agreed to WhatsApp yet: their e-mail, if typed, is the only way.
  const reach = mode === 'existing' ? picked?.reached_by : typedEmail.trim() ? 'email' : null;
  // The select's first option, the salon's language, is the empty value: the null the schema keeps.
  const languageField = useFormFieldProps({ form, name: 'client.language' }, undefined, {
    setValueAs: (value: string | null) => (value ? value : null),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {allowNew ? (
        <Controller
          control={form.control}
          name="clientMode"
          render={({ field }) => (
            <RadioGroup
              row
              aria-label={t('appointment.dialog.clientMode')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel
                value="existing"
                control={<Radio />}
                label={t('appointment.dialog.existingClient')}
              />
              <FormControlLabel value="new" control={<Radio />} label={t('appointment.dialog.newClient')} />
            </RadioGroup>
          )}
        />
      ) : null}
      {mode === 'existing' ? (
        <ClientPicker
          salonId={salonId}
          value={picked}
          disabled={disabled}
          error={form.formState.errors.client_id?.message}
          onChange={(client) => {
            setPicked(client);
            form.setValue('client_id', client?._id ?? '', { shouldValidate: form.formState.isSubmitted });
          }}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            form={form}
            name="client.firstName"
            label={t('appointment.dialog.firstName')}
            required
          />
          <FormTextField
            form={form}
            name="client.lastName"
            label={t('appointment.dialog.lastName')}
            required
          />
          <FormTextField form={form} name="client.email" label={t('appointment.dialog.email')} type="email" />
          <FormTextField
            form={form}
            name="client.phoneNumber"
            label={t('appointment.dialog.phone')}
            type="tel"
            required
          />
          <LanguageSelectField
            label={t('appointment.dialog.language')}
            noneLabel={t('appointment.dialog.languageSalon')}
            {...languageField}
          />
        </Box>
      )}
      {reach !== undefined && (mode === 'new' || picked) ? (
        <Typography variant="body2" color="text.secondary" data-testid="client-reach">
          {t(`appointment.dialog.reach.${reach ?? 'none'}`)}
        </Typography>
      ) : null}
    </Box>
  );
}
