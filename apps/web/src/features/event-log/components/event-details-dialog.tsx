import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { EventLogEntryWire } from '@salon/core';
import { useTranslation } from 'react-i18next';

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** A value as text: empty values show as a dash, lists joined, other objects as `key: value` pairs. */
export const formatDetailValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(formatDetailValue).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, entry]) => `${key}: ${formatDetailValue(entry)}`)
      .join('; ');
  }
  return String(value);
};

/** The details of one event: each changed field from -> to, or the summary of a create or delete. */
export function EventDetailsDialog({
  entry,
  onClose,
}: {
  entry: EventLogEntryWire | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows = Object.entries(entry?.details ?? {});
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
              action: t(`eventLog.actions.${entry.action}`),
              area: t(`eventLog.areas.${entry.affected_area}`),
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
            {rows.map(([field, value]) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {t(`eventLog.fields.${field}`, { defaultValue: field })}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {isChange(value)
                    ? t('eventLog.details.change', {
                        from: formatDetailValue(value.from),
                        to: formatDetailValue(value.to),
                      })
                    : formatDetailValue(value)}
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
