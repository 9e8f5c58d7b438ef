import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayPhone, formatDate, type ClientWire } from '@salon/core';
import type { TFunction } from 'i18next';
import { errorText } from '@/lib/api-errors';
import { LANGUAGE_NAME_KEYS } from '@/lib/language-labels';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';
import { salonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useLangPath } from '@/lib/use-lang-path';
import { useClient } from '../api/get-client';
import { clientName, useClientStatusAction } from './client-status-action';
import { ClientStatusChip } from './client-status-chip';
import { ClientFigures } from './client-figures';
import { ClientVisits } from './client-visits';

/** A client's profile: who they are, this salon's note and status, and their visits. */
/** How the client gets their messages, and when and how they agreed to WhatsApp if they did. */
function channelText(t: TFunction, client: ClientWire, language: string, timeZone: string): string {
  const optIn = client.whatsapp_opt_in;
  if (!optIn) return t('client.profile.channelEmail');
  const agreed = {
    date: formatDate(optIn.at, language, timeZone),
    source: t(`client.profile.optInSources.${optIn.source}`),
  };
  return client.message_channel === 'whatsapp'
    ? t('client.profile.channelWhatsApp', agreed)
    : t('client.profile.channelWhatsAppLater', agreed);
}

export function ClientProfileView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const { salons } = useSession();
  const canManage = useCan('client.manage');
  const client = useClient(id);
  const statusAction = useClientStatusAction();

  if (client.isPending) {
    return (
      <Box>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {t('client.profile.title')}
        </Typography>
        <CircularProgress aria-label={t('client.common.loading')} />
      </Box>
    );
  }
  if (client.isError) {
    return (
      <Box>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {t('client.profile.title')}
        </Typography>
        <Alert severity="error">{errorText(t, client.error)}</Alert>
      </Box>
    );
  }

  const data = client.data;
  const timeZone = salonTimeZone(salons.find((salon) => salon._id === data.salon_id));
  const since = formatDate(data.created_at, i18n.language, timeZone);
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 4 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h1" sx={{ mb: 1 }}>
              {clientName(data)}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
              <ClientStatusChip status={data.status} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('client.profile.since', { date: since })}
              </Typography>
            </Stack>
          </Box>
          {canManage ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Button
                component={RouterLink}
                to={to(`/dashboard/client/${id}/edit`)}
                variant="contained"
                startIcon={<EditOutlined aria-hidden="true" />}
              >
                {t('client.profile.edit')}
              </Button>
              <Button
                variant="outlined"
                color={data.status === 'active' ? 'error' : 'primary'}
                onClick={() => statusAction.toggle(data)}
                loading={statusAction.busy}
              >
                {t(data.status === 'active' ? 'client.profile.deactivate' : 'client.profile.activate')}
              </Button>
            </Stack>
          ) : null}
        </Box>
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EmailOutlined fontSize="small" aria-hidden="true" />
            <Typography>
              <Box component="span" sx={visuallyHidden}>
                {t('fields.email')}:{' '}
              </Box>
              {data.email ?? '—'}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PhoneOutlined fontSize="small" aria-hidden="true" />
            <Typography>
              <Box component="span" sx={visuallyHidden}>
                {t('fields.phone')}:{' '}
              </Box>
              {displayPhone(data.phoneNumber)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TranslateOutlined fontSize="small" aria-hidden="true" />
            <Typography>
              {data.language
                ? t('client.profile.language', { language: t(LANGUAGE_NAME_KEYS[data.language]) })
                : t('client.profile.languageSalon')}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ChatOutlined fontSize="small" aria-hidden="true" />
            <Typography>{channelText(t, data, i18n.language, timeZone)}</Typography>
          </Stack>
        </Stack>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('client.profile.note')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', color: data.note ? 'text.primary' : 'text.secondary' }}>
          {data.note || t('client.profile.noNote')}
        </Typography>
      </Paper>
      <ClientFigures client={data} timeZone={timeZone} />
      <ClientVisits clientId={id} timeZone={timeZone} />
      {statusAction.dialog}
    </Box>
  );
}
