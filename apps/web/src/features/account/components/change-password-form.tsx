import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form-text-field';
import { NewPasswordFields } from '@/components/new-password-fields';
import { CHANGE_PASSWORD_RULES } from '@/components/password-rules';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password tab (docs/product.md "Validation rules and limits"); the answer's token replaces the stored
 * one.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, formState, setError, reset, control } = form;
  const currentPassword = useWatch({ control, name: 'currentPassword' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token } = await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      session.replaceToken(token);
      reset(EMPTY);
      enqueueSnackbar(t('account.password.changed'), { variant: 'success' });
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      if (envelope.code === 'PASSWORD_INCORRECT') {
        setError(
          'currentPassword',
          { type: 'server', message: 'errors.PASSWORD_INCORRECT' },
          { shouldFocus: true },
        );
        return;
      }
      if (envelope.code === 'PASSWORD_SAME') {
        setError('newPassword', { type: 'server', message: 'errors.PASSWORD_SAME' }, { shouldFocus: true });
        return;
      }
      const unplaced = applyServerFieldErrors(error, setError, [
        'currentPassword',
        'newPassword',
        'confirmPassword',
      ]);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} sx={{ maxWidth: 520 }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormPasswordField
        form={form}
        name="currentPassword"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        fullWidth
      />
      <NewPasswordFields
        form={form}
        name="newPassword"
        confirmName="confirmPassword"
        label={t('fields.newPassword')}
        confirmLabel={t('fields.confirmNewPassword')}
        rules={CHANGE_PASSWORD_RULES}
        oldValue={currentPassword ?? ''}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('account.password.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
