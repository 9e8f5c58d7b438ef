import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminLoginBodySchema } from '@salon/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, FormTextField } from '@/components/form-text-field';
import { PublicHeader } from '@/components/public-header';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useAdminLogin } from '../api/admin-login';

/** The administrator's own sign-in (not the business login): e-mail and password. */
export function AdminSignIn() {
  const { t } = useTranslation();
  const login = useAdminLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, ['email', 'password']);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.LOGIN_FAILED'));
    }
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 10 }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {t('admin.signIn.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('admin.signIn.subtitle')}</Typography>
          <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <FormTextField
              form={form}
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              required
              fullWidth
            />
            <FormPasswordField
              form={form}
              name="password"
              label={t('fields.password')}
              autoComplete="current-password"
              required
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={form.formState.isSubmitting}
            >
              {t('admin.signIn.submit')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
