import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { EventLogEntryWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { describeEventAction, describeEventDetails } from '../format-event-details';

/**
 * The details of one event in words: each changed field "before → after", or the summary of a create or
 * delete; instants on the clock of `timeZone` (the entry's salon's).
 */
export function EventDetailsDialog({
  entry,
  timeZone,
  onClose,
}: {
  entry: EventLogEntryWire | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const rows = entry
    ? describeEventDetails(entry.details, { t, lang: i18n.language, timeZone, area: entry.affected_area })
    : [];
  return (
    <Dialog
      open={Boolean(entry)}
      onClose={onClose}
      aria-labelledby="event-details-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="event-details-title">{t('eventLog.details.title')}</DialogTitle>
      <DialogContent>
        {entry ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('eventLog.details.summary', {
              who: entry.triggered_by.name,
              what: describeEventAction(entry, t),
            })}
          </Typography>
        ) : null}
        {rows.length === 0 ? (
          <Typography>{t('eventLog.details.none')}</Typography>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5 }}
          >
            {rows.map((row) => (
              <Box key={row.field} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {row.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {row.text}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
