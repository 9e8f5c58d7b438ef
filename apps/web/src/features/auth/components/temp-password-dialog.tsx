import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/new-password-fields';
import { CHANGE_PASSWORD_RULES } from '@/components/password-rules';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useChangeTempPassword } from '../api/change-temp-password';

/**
 * Shown while a login is held because its password is temporary: the temporary password is the current one
 * (kept from the login form, not shown), the user picks a new one, and the login completes with the new token.
 */
export function TempPasswordDialog() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const changePassword = useChangeTempPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const open = session.isPasswordTemp && session.pendingLoginToken !== null;

  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, formState, reset, setError } = form;

  useEffect(() => {
    if (open) reset({ currentPassword: session.tempPassword ?? '', newPassword: '', confirmPassword: '' });
  }, [open, reset, session.tempPassword]);

  const onSubmit = handleSubmit(async (values) => {
    const token = session.pendingLoginToken;
    if (!token) return;
    setFailure(null);
    try {
      const result = await changePassword.mutateAsync({
        token,
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      session.completePasswordTempLogin(result.token);
      enqueueSnackbar(t('auth.tempPassword.success'), { variant: 'success' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, setError, ['newPassword', 'confirmPassword']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const currentError = formState.errors.currentPassword?.message;

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') session.cancelPasswordTemp();
      }}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('auth.tempPassword.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('auth.tempPassword.description')}</DialogContentText>
          <Stack spacing={2.5}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {currentError ? <Alert severity="error">{fieldErrorText(t, currentError)}</Alert> : null}
            <NewPasswordFields
              form={form}
              name="newPassword"
              confirmName="confirmPassword"
              label={t('fields.newPassword')}
              confirmLabel={t('fields.confirmNewPassword')}
              rules={CHANGE_PASSWORD_RULES}
              oldValue={session.tempPassword ?? ''}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => session.cancelPasswordTemp()} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('auth.tempPassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
