import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
/** "mar, 12 nov" / "Tue, Nov 12": short, and still clear when the days run into the next month. */
const shortDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * "Next days with a free time": the days a visit fits, each a button that goes to it (docs/decisions.md
 * "Next free days"). The texts are the screen's own; nothing shows while they load, and a sentence says when
 * no day was found.
 */
export function FreeDays(props: {
  title: string;
  /** Local days (YYYY-MM-DD on the salon's calendar), soonest first; undefined while asked. */
  days: readonly string[] | undefined;
  lang: string;
  /** Said when the search found no day. */
  noneText: string;
  onPick: (day: string) => void;
}) {
  const { title, days, lang, noneText, onPick } = props;
  const id = useId();
  if (!days) return null;
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {days.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {noneText}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {days.map((day) => (
            <Button
              key={day}
              size="small"
              variant="outlined"
              onClick={() => onPick(day)}
              sx={{ textTransform: 'none' }}
            >
              {shortDay(day, lang)}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
