import { displayPhone } from '@salon/core';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/api-errors';
import { useLangPath } from '@/lib/use-lang-path';
import { useAssignClient } from '../api/assign-client';
import { useCreateClient } from '../api/create-client';
import { useSearchClient, type ClientLookupKey, type ClientPerson } from '../api/search-client';
import { ClientForm, emptyClientFields } from './client-form';
import { parseLookup } from './client-lookup';
import { SalonGate } from '@/components/salon-gate';

type Outcome =
  | { kind: 'found'; key: ClientLookupKey; person: ClientPerson }
  | { kind: 'notFound'; key: ClientLookupKey }
  | null;

/** New client: look the person up first; assign them if found, else create them with the form. */
export function ClientNewView() {
  const { t } = useTranslation();
  return <SalonGate title={t('client.new.title')}>{(salonId) => <ClientNew salonId={salonId} />}</SalonGate>;
}

function ClientNew({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLangPath();
  const search = useSearchClient();
  const assign = useAssignClient();
  const create = useCreateClient();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [searchCount, setSearchCount] = useState(0);
  const resultId = useId();
  const toProfile = (id: string) => void navigate(to(`/dashboard/client/${id}/view`));

  const runSearch = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseLookup(text);
    if (!parsed.ok) {
      setInputError(parsed.error);
      setOutcome(null);
      return;
    }
    setInputError(null);
    try {
      const person = await search.mutateAsync({ salon_id: salonId, ...parsed.key });
      setOutcome({ kind: 'found', key: parsed.key, person });
    } catch (error) {
      if (toErrorEnvelope(error).code === 'CLIENT_NOT_FOUND') {
        setOutcome({ kind: 'notFound', key: parsed.key });
        setSearchCount((count) => count + 1);
      } else {
        setOutcome(null);
        setFailure(errorText(t, error));
      }
    }
  };

  const runAssign = async (key: ClientLookupKey) => {
    setFailure(null);
    try {
      const client = await assign.mutateAsync({ salon_id: salonId, ...key });
      enqueueSnackbar(t('client.lookup.assigned'), { variant: 'success' });
      toProfile(client._id);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('client.new.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('client.lookup.help')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('client.lookup.title')}
        </Typography>
        <Box
          component="form"
          noValidate
          role="search"
          aria-label={t('client.lookup.title')}
          onSubmit={(event) => void runSearch(event)}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label={t('client.lookup.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(inputError)}
            helperText={fieldErrorText(t, inputError ?? undefined) ?? t('client.lookup.hint')}
            autoComplete="off"
            sx={{ flex: '1 1 280px' }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<Search aria-hidden="true" />}
            loading={search.isPending}
            sx={{ mt: 0.5 }}
          >
            {t('client.lookup.search')}
          </Button>
        </Box>
      </Paper>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Box id={resultId} aria-live="polite">
        {outcome?.kind === 'found' ? (
          <Card variant="outlined" component="section" aria-labelledby={`${resultId}-name`}>
            <CardContent>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {t('client.lookup.foundTitle')}
              </Typography>
              <Typography variant="h2" id={`${resultId}-name`} sx={{ mb: 1 }}>
                {outcome.person.firstName} {outcome.person.lastName}
              </Typography>
              <Typography>{outcome.person.email}</Typography>
              <Typography>{displayPhone(outcome.person.phoneNumber)}</Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              {outcome.person.client_id ? (
                <>
                  <Typography sx={{ mr: 1 }}>{t('client.lookup.already')}</Typography>
                  <Button
                    component={RouterLink}
                    to={to(`/dashboard/client/${outcome.person.client_id}/view`)}
                    variant="outlined"
                  >
                    {t('client.lookup.openProfile')}
                  </Button>
                </>
              ) : (
                <Button
                  variant="contained"
                  startIcon={<PersonAddAlt1Outlined aria-hidden="true" />}
                  loading={assign.isPending}
                  onClick={() => void runAssign(outcome.key)}
                >
                  {t('client.lookup.assign')}
                </Button>
              )}
            </CardActions>
          </Card>
        ) : null}
        {outcome?.kind === 'notFound' ? (
          <>
            <Alert severity="info" sx={{ mb: 3 }}>
              <AlertTitle>{t('errors.CLIENT_NOT_FOUND')}</AlertTitle>
              {t('client.lookup.createBelow')}
            </Alert>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography variant="h2" sx={{ mb: 3 }}>
                {t('client.form.createTitle')}
              </Typography>
              <ClientForm
                // A new search that finds nobody starts the form again, prefilled with what was typed.
                key={searchCount}
                defaultValues={{
                  ...emptyClientFields,
                  ...('email' in outcome.key
                    ? { email: outcome.key.email }
                    : { phoneNumber: outcome.key.phone }),
                }}
                submitLabel={t('client.form.create')}
                onSubmit={async (values) => {
                  const client = await create.mutateAsync({ ...values, salon_id: salonId });
                  enqueueSnackbar(t('client.form.created'), { variant: 'success' });
                  toProfile(client._id);
                }}
              />
            </Paper>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
