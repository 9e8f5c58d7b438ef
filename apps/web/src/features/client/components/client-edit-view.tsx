import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientFields, ClientWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { useLangPath } from '@/lib/use-lang-path';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientForm } from './client-form';
import { clientName } from './client-status-action';

const fieldsOf = (client: ClientWire): ClientFields => ({
  firstName: client.firstName,
  lastName: client.lastName,
  // A client without e-mail shows an empty field, which saves as none again.
  email: client.email ?? '',
  phoneNumber: client.phoneNumber,
  note: client.note,
  language: client.language,
  message_channel: client.message_channel,
});

/** Only what differs from the saved client, so the PUT carries the real changes alone. */
export const changedClientFields = (before: ClientFields, after: ClientFields): Partial<ClientFields> =>
  Object.fromEntries(
    (Object.keys(after) as (keyof ClientFields)[])
      .filter((key) => after[key] !== before[key])
      .map((key) => [key, after[key]]),
  );

/** Edit a client: the same form, saving only the changed fields. */
export function ClientEditView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLangPath();
  const client = useClient(id);
  const update = useUpdateClient();
  const profile = to(`/dashboard/client/${id}/view`);

  const title = (
    <Typography variant="h1" sx={{ mb: 3 }}>
      {client.data ? t('client.edit.titleNamed', { name: clientName(client.data) }) : t('client.edit.title')}
    </Typography>
  );
  if (client.isPending) {
    return (
      <Box>
        {title}
        <CircularProgress aria-label={t('client.common.loading')} />
      </Box>
    );
  }
  if (client.isError) {
    return (
      <Box>
        {title}
        <Alert severity="error">{errorText(t, client.error)}</Alert>
      </Box>
    );
  }

  const initial = fieldsOf(client.data);
  const noChanges = () => enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
  return (
    <Box sx={{ maxWidth: 880 }}>
      {title}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ClientForm
          key={client.data.updated_at}
          defaultValues={initial}
          submitLabel={t('client.form.save')}
          actions={
            <Button component={RouterLink} to={profile} size="large">
              {t('common.cancel')}
            </Button>
          }
          onSubmit={async (values) => {
            const changes = changedClientFields(initial, values);
            if (Object.keys(changes).length === 0) {
              noChanges();
              return;
            }
            try {
              await update.mutateAsync({ id, ...changes });
            } catch (error) {
              if (toErrorEnvelope(error).code !== 'NO_CHANGES') throw error;
              noChanges();
              return;
            }
            enqueueSnackbar(t('client.form.updated'), { variant: 'success' });
            void navigate(profile);
          }}
        />
      </Paper>
    </Box>
  );
}
