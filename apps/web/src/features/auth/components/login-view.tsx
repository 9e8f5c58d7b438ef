import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AccountType } from '@salon/core';
import { useCallback, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormPasswordField } from '@/components/password-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSession } from '@/lib/session/session-context';
import { useLangCode } from '@/lib/use-lang-path';
import { useClientConfig } from '../api/get-client-config';
import { useGoogleLogin } from '../api/google-login';
import { useLogin } from '../api/login';
import { GoogleSignInButton } from './google-sign-in-button';
import { EmailField } from './auth-fields';

interface LoginViewProps {
  registerPath: string;
  forgotPasswordPath: string;
}

const ACCOUNT_TABS: readonly AccountType[] = ['business', 'employee'];

// zod and the shared login schema come when the form is first focused (or submitted), not with the page.
const resolver = lazyResolver(async () => (await import('./login-resolver')).loginResolver);

/** Sign-in for Business and Employee accounts, plus Google for business. */
export function LoginView({ registerPath, forgotPasswordPath }: LoginViewProps) {
  const { t } = useTranslation();
  const lang = useLangCode();
  const session = useSession();
  const login = useLogin();
  const googleLogin = useGoogleLogin();
  const config = useClientConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const baseId = useId();

  const form = useForm({
    resolver,
    defaultValues: { email: '', password: '', account_type: 'business' as AccountType },
  });
  const { handleSubmit, formState, setValue, control, setError } = form;
  const accountType = useWatch({ control, name: 'account_type' }) ?? 'business';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const data = await login.mutateAsync(values);
      session.login(data, values.password);
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, setError, ['email', 'password']);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.LOGIN_FAILED'));
    }
  });

  const onGoogleCredential = useCallback(
    (credential: string) => {
      setFailure(null);
      googleLogin.mutate(credential, {
        onSuccess: ({ token, account }) => session.signInWithAccount(token, account),
        onError: (error) => setFailure(errorText(t, error, 'errors.LOGIN_FAILED')),
      });
    },
    [googleLogin, session, t],
  );

  const googleClientId = config.data?.google_client_id ?? null;
  const tabId = (type: AccountType) => `${baseId}-tab-${type}`;
  const panelId = `${baseId}-panel`;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.login.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.login.subtitle')}</Typography>

      <Tabs
        value={accountType}
        onChange={(_event, value: AccountType) => {
          setValue('account_type', value);
          setFailure(null);
        }}
        aria-label={t('auth.login.accountType')}
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {ACCOUNT_TABS.map((type) => (
          <Tab
            key={type}
            value={type}
            id={tabId(type)}
            aria-controls={panelId}
            label={t(`auth.login.tabs.${type}`)}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(accountType)}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} onFocus={resolver.preload}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <EmailField form={form} name="email" />
          <FormPasswordField
            form={form}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link component={RouterLink} to={forgotPasswordPath} variant="body2">
              {t('auth.login.forgotPassword')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            {t('auth.login.submit')}
          </Button>
        </Stack>

        {accountType === 'business' && googleClientId ? (
          <Box sx={{ mt: 3 }}>
            <Divider sx={{ mb: 3 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('auth.login.or')}
              </Typography>
            </Divider>
            <GoogleSignInButton
              clientId={googleClientId}
              locale={lang.slice(0, 2)}
              onCredential={onGoogleCredential}
            />
          </Box>
        ) : null}
      </Box>

      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        {t('auth.login.noAccount')}{' '}
        <Link component={RouterLink} to={registerPath} sx={{ fontWeight: 600 }}>
          {t('auth.login.register')}
        </Link>
      </Typography>
    </Box>
  );
}
