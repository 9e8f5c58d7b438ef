import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NotificationWire } from '@salon/core';
import { formatDateTime } from '@salon/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';

/** When a notification went or is due, in the salon's zone. */
function whenOf(item: NotificationWire, timeZone: string, language: string): string {
  return formatDateTime(item.done_at ?? item.run_at, language, timeZone);
}

/** How far a notification got: the job's state for an e-mail, WhatsApp's own status for a WhatsApp message. */
function stateText(t: TFunction, item: NotificationWire): string {
  const whatsapp = item.whatsapp;
  // A WhatsApp message WhatsApp could not take yet is tried again before any e-mail goes.
  if (!whatsapp && item.channel === 'whatsapp' && item.state === 'retrying')
    return t('appointment.notifications.whatsappRetrying');
  if (!whatsapp || (whatsapp.status === 'sending' && item.state !== 'sent'))
    return t(`appointment.notifications.state.${item.state}`);
  const status = t(`appointment.notifications.whatsappStatus.${whatsapp.status}`);
  return whatsapp.fell_back_to_email ? t('appointment.notifications.fellBack', { status }) : status;
}

/**
 * The appointment's client notifications (confirmation, change, cancellation, reminder) with their state, and
 * "send by WhatsApp": wa.me with the same text as the mail, for the client's phone.
 */
export function AppointmentNotifications(props: { appointmentId: string; timeZone: string }) {
  const { appointmentId, timeZone } = props;
  const { t, i18n } = useTranslation();
  const notifications = useNotifications(appointmentId);
  const language = i18n.language;
  const items = notifications.data?.data ?? [];
  const whatsapp = notifications.data?.whatsapp;
  return (
    <Box component="section" aria-labelledby={`notifications-${appointmentId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={`notifications-${appointmentId}`} variant="subtitle2">
          {t('appointment.notifications.title')}
        </Typography>
        {whatsapp ? (
          <Button
            size="small"
            variant="outlined"
            href={whatsapp.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('appointment.notifications.whatsapp')}
          </Button>
        ) : null}
      </Box>
      {notifications.isPending ? (
        <Typography variant="body2">{t('appointment.common.loading')}</Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {/* With the WhatsApp button beside it, "no notifications" would say the client cannot be told. */}
          {t(whatsapp ? 'appointment.notifications.noneButLink' : 'appointment.notifications.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item._id} disableGutters>
              <ListItemText
                primary={`${t(`appointment.notifications.mail.${item.mail}`)} · ${stateText(t, item)} · ${whenOf(
                  item,
                  timeZone,
                  language,
                )}`}
                secondary={
                  (item.whatsapp?.error ?? item.error)
                    ? t('appointment.notifications.why', { error: item.whatsapp?.error ?? item.error })
                    : null
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
