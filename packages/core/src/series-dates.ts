import { addDays, isoDate, weekdayIndex } from './availability.js';
import { parseLocalDate } from './free-slots.js';
import { SERIES_LIMITS, type SeriesRepeat } from './schemas/appointment-series.js';

/**
 * The local dates of a repeating appointment, the first included: every `every_weeks` weeks from the first
 * date's week, on its weekdays (the first date's own when none are chosen), until `until` or `count` dates,
 * never past a year (`SERIES_LIMITS.maxDays`) from the first. Answers null when the repeat asks for more
 * than that year holds (the caller refuses it).
 */
export function seriesDates(first: string, repeat: SeriesRepeat): string[] | null {
  const start = parseLocalDate(first);
  const monday = addDays(start, -weekdayIndex(start));
  const weekdays = [...(repeat.weekdays?.length ? repeat.weekdays : [weekdayIndex(start)])].sort();
  const lastAllowed = isoDate(addDays(start, SERIES_LIMITS.maxDays - 1));
  if (repeat.until && repeat.until > lastAllowed) return null;
  const until = repeat.until ?? lastAllowed;
  const dates: string[] = [];
  for (let week = 0; ; week += repeat.every_weeks) {
    for (const weekday of weekdays) {
      const date = isoDate(addDays(monday, week * 7 + weekday));
      if (date < first) continue;
      if (date > until) return repeat.count ? null : dates;
      dates.push(date);
      if (repeat.count && dates.length === repeat.count) return dates;
    }
  }
}
