import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { updateMeBodySchema, type Language } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, useFormFieldProps } from '@/components/form-text-field';
import { LanguageSelectField } from '@/components/language-select-field';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useUpdateMe, type UpdateMeInput } from '../api/update-me';
import { AvatarPicker } from './avatar-picker';

/** General tab: name, surname, phone, language and photo; the e-mail is shown read-only. */
export function AccountGeneralForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const updateMe = useUpdateMe();
  const user = session.user;
  const [avatar, setAvatar] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const initial = {
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    phone: user?.phone ?? '',
    language: (user?.language ?? 'es-ve') as Language,
  };
  const form = useForm({
    resolver: zodResolver(updateMeBodySchema),
    values: initial,
  });
  const { handleSubmit, formState, setError, reset } = form;
  // The language select (LanguageSelectField), registered like the text fields.
  const languageField = useFormFieldProps({ form, name: 'language' }, t('account.general.languageHelp'));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes: UpdateMeInput = {};
    if (values.name !== undefined && values.name !== initial.name) changes.name = values.name;
    if (values.surname !== undefined && values.surname !== initial.surname) changes.surname = values.surname;
    if (values.phone !== undefined && values.phone !== initial.phone) changes.phone = values.phone;
    if (values.language !== undefined && values.language !== initial.language)
      changes.language = values.language;
    if (avatar) changes.avatar = avatar;
    if (Object.keys(changes).length === 0) {
      enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
      return;
    }
    try {
      const account = await updateMe.mutateAsync(changes);
      session.updateAccount(account);
      setAvatar(null);
      reset({
        name: account.user.name,
        surname: account.user.surname,
        phone: account.user.phone ?? '',
        language: account.user.language,
      });
      enqueueSnackbar(t('account.general.saved'), { variant: 'success' });
    } catch (error) {
      if (toErrorEnvelope(error).code === 'NO_CHANGES') {
        enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
        return;
      }
      const unplaced = applyServerFieldErrors(error, setError, ['name', 'surname', 'phone', 'language']);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  if (!user) return null;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Box sx={{ mb: 4 }}>
        <AvatarPicker currentUrl={user.avatar} name={user.name} file={avatar} onChange={setAvatar} />
      </Box>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name="name"
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name="surname"
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('fields.email')}
            value={user.email}
            fullWidth
            helperText={t('account.general.emailReadOnly')}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name="phone"
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LanguageSelectField label={t('fields.language')} {...languageField} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('account.general.save')}
        </Button>
      </Box>
    </Box>
  );
}
