import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatLocalDayRange, formatLongDateTime, formatTime, keepTimesTogether } from '@salon/core';
import { dayLabels, localDayOf, shiftLocalDay } from '@/lib/zoned-time';

/** The picker's texts, translated by the screen that uses it (each feature keeps its own words). */
export interface FreeTimePickerTexts {
  days: string;
  /** "Free times on {{day}}": the times group's name. */
  timesOn: (day: string) => string;
  previousWeek: string;
  nextWeek: string;
  noTimes: string;
  loading: string;
}

export interface FreeTimePickerProps {
  timeZone: string;
  lang: string;
  /** The first local day shown (YYYY-MM-DD on the salon's calendar) and how many follow. */
  from: string;
  days: number;
  /** The free starts of the shown days; undefined before the first answer. */
  slots: readonly { start: string }[] | undefined;
  loading: boolean;
  /** A translated failure, shown instead of the times. */
  error?: string | null;
  canGoBack: boolean;
  canGoForward: boolean;
  onRangeChange: (from: string) => void;
  /** The chosen start (ISO), if any. */
  value: string | null;
  onChange: (start: string) => void;
  texts: FreeTimePickerTexts;
}

/**
 * Days of one week as buttons, then the chosen day's free times as buttons, on the salon's clock. Every
 * control is a real button (Tab and Enter or Space work) whose pressed state says what is chosen.
 */
export function FreeTimePicker(props: FreeTimePickerProps) {
  const { timeZone, lang, from, days, slots, loading, error, value, onChange, texts } = props;
  const daysId = useId();
  const timesId = useId();
  const [chosenDay, setChosenDay] = useState<string | null>(null);

  const range = Array.from({ length: days }, (_, index) => shiftLocalDay(from, index));
  const byDay = new Map<string, string[]>(range.map((day) => [day, []]));
  for (const slot of slots ?? []) byDay.get(localDayOf(slot.start, timeZone))?.push(slot.start);
  const hasTimes = (day: string | null) => Boolean(day && byDay.get(day)?.length);
  const valueDay = value ? localDayOf(value, timeZone) : null;
  // The day the user chose, else the chosen time's day, else the first day with free times.
  const day = [chosenDay, valueDay].find(hasTimes) ?? range.find(hasTimes) ?? null;
  const times = day ? (byDay.get(day) ?? []) : [];
  const total = [...byDay.values()].reduce((sum, list) => sum + list.length, 0);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <div>
        <Typography aria-live="polite" sx={{ textAlign: 'center', fontWeight: 500 }}>
          {formatLocalDayRange(range[0]!, range[range.length - 1]!, lang)}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Button
            size="small"
            startIcon={<ChevronLeft />}
            disabled={!props.canGoBack}
            onClick={() => props.onRangeChange(shiftLocalDay(from, -days))}
          >
            {texts.previousWeek}
          </Button>
          <Button
            size="small"
            endIcon={<ChevronRight />}
            disabled={!props.canGoForward}
            onClick={() => props.onRangeChange(shiftLocalDay(from, days))}
          >
            {texts.nextWeek}
          </Button>
        </Box>
      </div>

      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : slots === undefined || (loading && total === 0) ? (
        <Box role="status" aria-label={texts.loading} sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      ) : total === 0 ? (
        <Alert severity="info" role="status">
          {texts.noTimes}
        </Alert>
      ) : (
        <>
          <Box role="group" aria-labelledby={daysId}>
            <Typography id={daysId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {texts.days}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(days, 7)}, 1fr)`, gap: 0.5 }}>
              {range.map((item) => {
                const labels = dayLabels(item, lang);
                const selected = item === day;
                return (
                  <Button
                    key={item}
                    variant={selected ? 'contained' : 'outlined'}
                    disabled={!hasTimes(item)}
                    aria-pressed={selected}
                    aria-label={labels.full}
                    onClick={() => setChosenDay(item)}
                    sx={{ minWidth: 0, px: 0.5, flexDirection: 'column', lineHeight: 1.2 }}
                  >
                    <Box component="span" sx={{ fontSize: '0.75rem', textTransform: 'none' }}>
                      {labels.weekday}
                    </Box>
                    <Box component="span" sx={{ fontSize: '1rem' }}>
                      {labels.date}
                    </Box>
                  </Button>
                );
              })}
            </Box>
          </Box>
          {day ? (
            <Box role="group" aria-labelledby={timesId} aria-busy={loading}>
              <Typography id={timesId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
                {texts.timesOn(dayLabels(day, lang).full)}
              </Typography>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 1 }}
              >
                {times.map((start) => (
                  <Button
                    key={start}
                    variant={start === value ? 'contained' : 'outlined'}
                    aria-pressed={start === value}
                    onClick={() => onChange(start)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {keepTimesTogether(formatTime(start, lang, timeZone))}
                  </Button>
                ))}
              </Box>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}

/**
 * Other free times offered when the chosen one was just taken (409 BOOKING_SLOT_TAKEN): each a button
 * naming its day and time.
 */
export function FreshTimes(props: {
  label: string;
  times: readonly string[];
  timeZone: string;
  lang: string;
  value?: string | null;
  onPick: (start: string) => void;
}) {
  const id = useId();
  if (props.times.length === 0) return null;
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {props.label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {props.times.map((start) => (
          <Button
            key={start}
            size="small"
            variant={start === props.value ? 'contained' : 'outlined'}
            aria-pressed={start === props.value}
            onClick={() => props.onPick(start)}
          >
            {keepTimesTogether(formatLongDateTime(start, props.lang, props.timeZone))}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
