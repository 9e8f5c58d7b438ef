import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { clientFieldsSchema, MESSAGE_CHANNELS, type ClientFields } from '@salon/core';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { FormTextField, useFormFieldProps } from '@/components/form-text-field';
import { LanguageSelectField } from '@/components/language-select-field';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText, phoneTakenBy } from '@/lib/api-errors';
import { useLangPath } from '@/lib/use-lang-path';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'note',
  'language',
  'message_channel',
] as const;

export const emptyClientFields: ClientFields = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  note: '',
  language: null,
  message_channel: 'email',
};

interface ClientFormProps {
  defaultValues: ClientFields;
  submitLabel: string;
  /** Resolves when saved; a rejection's field errors land under their fields. */
  onSubmit: (values: ClientFields) => Promise<void>;
  /** Extra buttons beside the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/**
 * First name, last name, e-mail, phone, the language and channel of the client's messages and the salon's
 * own note, checked by the shared schema.
 */
export function ClientForm({ defaultValues, submitLabel, onSubmit, actions }: ClientFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [takenBy, setTakenBy] = useState<{ name: string; clientId: string } | null>(null);
  const to = useLangPath();
  const form = useForm({ resolver: zodResolver(clientFieldsSchema), defaultValues });
  // The select's first option, the salon's language, is the empty value: the null the schema keeps.
  const languageField = useFormFieldProps({ form, name: 'language' }, t('client.form.languageHelp'), {
    setValueAs: (value: string | null) => (value ? value : null),
  });

  const channelField = useFormFieldProps({ form, name: 'message_channel' }, t('client.form.channelHelp'));

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setTakenBy(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // One phone is one client of the salon: say whose it is and lead to them (docs/decisions.md
      // "Clients without e-mail").
      const holder = phoneTakenBy(error);
      if (holder) {
        setTakenBy(holder);
        const message = t('errors.CLIENT_PHONE_TAKEN', { name: holder.name });
        form.setError('phoneNumber', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      if (toErrorEnvelope(error).code === 'CLIENT_EXISTS') {
        form.setError('email', { type: 'server', message: 'errors.CLIENT_EXISTS' }, { shouldFocus: true });
        return;
      }
      const unplaced = applyServerFieldErrors(error, form.setError, FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      {takenBy ? (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          action={
            <Button
              component={RouterLink}
              to={to(`/dashboard/client/${takenBy.clientId}/view`)}
              color="inherit"
            >
              {t('client.form.openExisting')}
            </Button>
          }
        >
          {t('errors.CLIENT_PHONE_TAKEN', { name: takenBy.name })}
        </Alert>
      ) : null}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="off"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="off"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name="email"
            type="email"
            label={t('fields.email')}
            helperText={t('client.form.emailHelp')}
            autoComplete="off"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name="phoneNumber"
            type="tel"
            label={t('fields.phone')}
            autoComplete="off"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LanguageSelectField
            label={t('client.form.language')}
            noneLabel={t('client.form.languageSalon')}
            {...languageField}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label={t('client.form.channel')}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...channelField}
          >
            {MESSAGE_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`client.form.channels.${channel}`)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <FormTextField
            form={form}
            name="note"
            label={t('client.form.note')}
            helperText={t('client.form.noteHelp')}
            multiline
            minRows={3}
            fullWidth
          />
        </Grid>
      </Grid>
      <FormActions secondary={actions} submitLabel={submitLabel} submitting={form.formState.isSubmitting} />
    </Box>
  );
}
