import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime, type CalendarFeedScope } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useCreateCalendarFeed, useStopCalendarFeed } from '../api/mutate-calendar-feed';

interface CalendarFeedCardProps {
  /** `own`: the signed-in employee's appointments; `salon`: the whole salon's (owner and manager). */
  scope: CalendarFeedScope;
  salonId: string;
}

// Calendars subscribe by the webcal scheme (Apple opens it; Google takes it in its "add by URL" link).
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');
const googleAdd = (url: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal(url))}`;

/**
 * A private calendar address Google Calendar or Apple Calendar subscribes to. The server keeps only
 * its hash, so the address is shown once, right after it is made; later the card says a link is active, and
 * "New link" (which stops the old one) shows a fresh one.
 */
export function CalendarFeedCard({ scope, salonId }: CalendarFeedCardProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const titleId = useId();
  const feed = useCalendarFeed(scope, salonId);
  const create = useCreateCalendarFeed(scope, salonId);
  const stop = useStopCalendarFeed(scope, salonId);
  const [url, setUrl] = useState<string | null>(null);
  // The question stays set while its dialog closes, so the fading dialog keeps its own words.
  const [question, setQuestion] = useState<'renew' | 'stop'>('renew');
  const [asking, setAsking] = useState(false);
  const ask = (which: 'renew' | 'stop') => {
    setQuestion(which);
    setAsking(true);
  };
  const busy = create.isPending || stop.isPending;

  const makeLink = async () => {
    try {
      setUrl((await create.mutateAsync()).url);
      enqueueSnackbar(t('calendarFeed.created'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      setAsking(false);
    }
  };

  const stopSharing = async () => {
    try {
      await stop.mutateAsync();
      setUrl(null);
      enqueueSnackbar(t('calendarFeed.stopped'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      setAsking(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      enqueueSnackbar(t('calendarFeed.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('calendarFeed.copyFailed'), { variant: 'error' });
    }
  };

  const when = (instant: string) => formatDateTime(instant, i18n.language, timeZone);
  const active = feed.data;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography variant="h3" id={titleId} sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {t('calendarFeed.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`calendarFeed.explain.${scope}`)}
        </Typography>
      </Box>

      {feed.isPending ? <CircularProgress size={28} aria-label={t('calendarFeed.loading')} /> : null}
      {feed.isError ? <Alert severity="error">{errorText(t, feed.error)}</Alert> : null}

      {feed.isSuccess && !active ? (
        <Box>
          <Button
            variant="contained"
            startIcon={<EventAvailableIcon />}
            onClick={() => void makeLink()}
            disabled={busy}
          >
            {t('calendarFeed.create')}
          </Button>
        </Box>
      ) : null}

      {active && url ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label={t('calendarFeed.link')}
            value={url}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'calendar-feed-url' },
            }}
            onFocus={(event) => event.target.select()}
            helperText={t('calendarFeed.onlyNow')}
            sx={{ '& input': { fontFamily: 'monospace' } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
            >
              {t('calendarFeed.copy')}
            </Button>
            <Button size="small" href={googleAdd(url)} target="_blank" rel="noopener noreferrer">
              {t('calendarFeed.addGoogle')}
            </Button>
            <Button size="small" href={webcal(url)}>
              {t('calendarFeed.addApple')}
            </Button>
          </Box>
        </Box>
      ) : null}

      {active && !url ? (
        <Typography variant="body2">
          {t('calendarFeed.activeSince', { date: when(active.created_at) })}{' '}
          {active.last_fetched_at
            ? t('calendarFeed.lastFetched', { date: when(active.last_fetched_at) })
            : t('calendarFeed.neverFetched')}
        </Typography>
      ) : null}

      {active ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => ask('renew')} disabled={busy}>
            {t('calendarFeed.renew')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => ask('stop')} disabled={busy}>
            {t('calendarFeed.stop')}
          </Button>
        </Box>
      ) : null}

      <ConfirmDialog
        open={asking}
        title={t(question === 'stop' ? 'calendarFeed.confirmStop.title' : 'calendarFeed.confirmRenew.title')}
        message={t(
          question === 'stop' ? 'calendarFeed.confirmStop.message' : 'calendarFeed.confirmRenew.message',
        )}
        confirmLabel={t(question === 'stop' ? 'calendarFeed.stop' : 'calendarFeed.renew')}
        destructive={question === 'stop'}
        busy={busy}
        onConfirm={() => void (question === 'stop' ? stopSharing() : makeLink())}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
