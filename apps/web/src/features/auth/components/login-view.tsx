import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountType } from '@salon/core';
import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { PasswordField } from '@/components/password-field';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useLangCode } from '@/lib/use-lang-path';
import { useClientConfig } from '../api/get-client-config';
import { useGoogleLogin } from '../api/google-login';
import { useLogin } from '../api/login';
import { AccountTypeTabs } from './account-type-tabs';
import { GoogleSignInButton } from './google-sign-in-button';
import type * as LoginSchemaModule from './login-schema';

interface LoginViewProps {
  registerPath: string;
  forgotPasswordPath: string;
}

const ACCOUNT_TABS: readonly AccountType[] = ['business', 'employee'];
const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];
type LoginValues = Record<LoginField, string>;
type FieldErrors = Partial<Record<LoginField, string>>;

/**
 * zod and the shared login schema come with the form's first focus (or its submit), not with the page: the
 * sign-in screen is the first most visitors see on a phone.
 */
let schemaLoad: Promise<typeof LoginSchemaModule> | undefined;
const loadSchema = () => {
  schemaLoad ??= import('./login-schema').catch((error: unknown) => {
    schemaLoad = undefined; // tried again on the next validation
    throw error;
  });
  return schemaLoad;
};

/** The schema's first message key per field (the way react-hook-form's zod resolver reports them). */
const validate = async (values: LoginValues, accountType: AccountType): Promise<FieldErrors> => {
  const { loginBodySchema } = await loadSchema();
  const result = loginBodySchema.safeParse({ ...values, account_type: accountType });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

/**
 * Sign-in for Business and Employee accounts, plus Google for business. Two fields in plain React state rather
 * than react-hook-form (a library the first screen does without); the rules are the shared schema's, checked on
 * submit and then on every change, as the other forms do.
 */
export function LoginView({ registerPath, forgotPasswordPath }: LoginViewProps) {
  const { t } = useTranslation();
  const session = useSession();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const baseId = useId();
  const [accountType, setAccountType] = useState<AccountType>('business');
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void validate(next, accountType).then(setErrors, () => undefined);
  };

  const setFieldError: UseFormSetError<LoginValues> = (name, error, options) => {
    const field = FIELDS.find((candidate) => candidate === name);
    if (!field) return;
    setErrors((current) => ({ ...current, [field]: error.message }));
    if (options?.shouldFocus) inputs.current[field]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitted(true);
    setSubmitting(true);
    try {
      const found = await validate(values, accountType);
      setErrors(found);
      const invalid = FIELDS.find((field) => found[field]);
      if (invalid) {
        inputs.current[invalid]?.focus();
        return;
      }
      try {
        const data = await login.mutateAsync({ ...values, account_type: accountType });
        session.login(data, values.password);
      } catch (error) {
        const unplaced = applyServerFieldErrors(error, setFieldError, FIELDS);
        if (unplaced) setFailure(errorText(t, unplaced, 'errors.LOGIN_FAILED'));
      }
    } catch (error) {
      setFailure(errorText(t, error, 'errors.LOGIN_FAILED'));
    } finally {
      setSubmitting(false);
    }
  };

  const tabId = (type: AccountType) => `${baseId}-tab-${type}`;
  const panelId = `${baseId}-panel`;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.login.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.login.subtitle')}</Typography>

      <AccountTypeTabs
        types={ACCOUNT_TABS}
        value={accountType}
        onChange={(type) => {
          setAccountType(type);
          setFailure(null);
        }}
        label={t('auth.login.accountType')}
        labelOf={(type) => t(`auth.login.tabs.${type}`)}
        tabId={tabId}
        panelId={panelId}
      />

      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(accountType)}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void loadSchema().catch(() => undefined)}
        >
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <OutlinedTextField
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            value={values.email}
            onChange={change('email')}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current.email = element;
            }}
            error={Boolean(errors.email)}
            helperText={fieldErrorText(t, errors.email)}
          />
          <PasswordField
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            fullWidth
            value={values.password}
            onChange={change('password')}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current.password = element;
            }}
            error={Boolean(errors.password)}
            helperText={fieldErrorText(t, errors.password)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link component={RouterLink} to={forgotPasswordPath} variant="body2">
              {t('auth.login.forgotPassword')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            {t('auth.login.submit')}
          </Button>
        </Stack>

        {accountType === 'business' ? <GoogleSignInSection onFailure={setFailure} /> : null}
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

/**
 * "Or" and Google's button once the server's settings say Google sign-in is set up. Its own component, so the
 * settings arriving re-render only this part, not the whole form (a second long task on a slow phone).
 */
function GoogleSignInSection({ onFailure }: { onFailure: (message: string | null) => void }) {
  const { t } = useTranslation();
  const lang = useLangCode();
  const session = useSession();
  const googleLogin = useGoogleLogin();
  const config = useClientConfig();
  const clientId = config.data?.google_client_id ?? null;

  const onCredential = useCallback(
    (credential: string) => {
      onFailure(null);
      googleLogin.mutate(credential, {
        onSuccess: ({ token, account }) => session.signInWithAccount(token, account),
        onError: (error) => onFailure(errorText(t, error, 'errors.LOGIN_FAILED')),
      });
    },
    [googleLogin, session, t, onFailure],
  );

  if (!clientId) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 3 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.login.or')}
        </Typography>
      </Divider>
      <GoogleSignInButton clientId={clientId} locale={lang.slice(0, 2)} onCredential={onCredential} />
    </Box>
  );
}
