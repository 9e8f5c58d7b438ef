import {
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { dateFnsLocalizer, type View } from 'react-big-calendar';

/** react-big-calendar over date-fns, with the app's two languages as cultures. */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'es-ve': es, 'en-ve': enUS },
});

/** date-fns' locale for the page's language. */
export const dateLocale = (language: string) => (language === 'en-ve' ? enUS : es);

const weekOptions = (language: string) => ({ locale: dateLocale(language) });

/** The wall-clock range a view shows around a date (a month view includes its leading and trailing days). */
export const visibleRange = (view: View, date: Date, language: string): { start: Date; end: Date } => {
  const options = weekOptions(language);
  if (view === 'day') return { start: startOfDay(date), end: endOfDay(date) };
  if (view === 'week') return { start: startOfWeek(date, options), end: endOfWeek(date, options) };
  return {
    start: startOfWeek(startOfMonth(date), options),
    end: endOfWeek(endOfMonth(date), options),
  };
};
