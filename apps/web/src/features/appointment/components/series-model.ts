import {
  seriesDates,
  seriesRepeatSchema,
  type SeriesBodyInput,
  type SeriesOccurrenceWire,
  type SeriesRepeat,
} from '@salon/core';

/* Repeating appointments: the dialog's repeat fields, and the choices made for taken dates. */

export interface RepeatState {
  on: boolean;
  every_weeks: string;
  /** 0 = Monday … 6 = Sunday; none: the first date's weekday. */
  weekdays: number[];
  end: 'until' | 'count';
  until: string;
  count: string;
}

export const repeatDefaults: RepeatState = {
  on: false,
  every_weeks: '1',
  weekdays: [],
  end: 'count',
  until: '',
  count: '4',
};

export type RepeatField = 'every_weeks' | 'weekdays' | 'until' | 'count';
export type RepeatErrors = Partial<Record<RepeatField, string>>;

/**
 * The repeat as the API takes it, checked by the shared rules (their message keys); the end is the field the
 * user chose, and a repeat longer than a year is refused as the server does.
 */
export const toRepeat = (
  state: RepeatState,
  firstDate: string,
): { repeat: SeriesRepeat; errors: null } | { repeat: null; errors: RepeatErrors } => {
  const errors: RepeatErrors = {};
  if (state.end === 'count' && state.count.trim() === '') errors.count = 'validation.series.count';
  if (state.end === 'until' && !state.until) errors.until = 'validation.series.end';
  const parsed = seriesRepeatSchema.safeParse({
    every_weeks: state.every_weeks.trim() === '' ? undefined : state.every_weeks,
    weekdays: state.weekdays.length > 0 ? [...state.weekdays].sort() : undefined,
    ...(state.end === 'until' ? { until: state.until || undefined } : { count: state.count || undefined }),
  });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? state.end) as RepeatField;
    // "Say until when, or how many times" belongs under the end the user chose.
    const at = field === 'until' || field === 'count' ? state.end : field;
    errors[at] ??= issue.message;
  }
  if (parsed.success && Object.keys(errors).length === 0) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(firstDate) && seriesDates(firstDate, parsed.data) === null)
      return { repeat: null, errors: { [state.end]: 'validation.series.tooLong' } };
    return { repeat: parsed.data, errors: null };
  }
  return { repeat: null, errors };
};

/** The server's field errors of the repeat (`repeat.count`, ...), keyed by the dialog's repeat fields. */
export const repeatErrorsOf = (
  details: { field?: string; code?: string; message: string }[] | undefined,
  known: (key: string) => boolean,
): RepeatErrors => {
  const errors: RepeatErrors = {};
  for (const detail of details ?? []) {
    const match = /^repeat\.(every_weeks|weekdays|until|count)/.exec(detail.field ?? '');
    if (match)
      errors[match[1] as RepeatField] = detail.code && known(detail.code) ? detail.code : detail.message;
  }
  return errors;
};

/** For a taken date: skip it (the default), another start that day, or another employee at the same time. */
export type OccurrenceChoice = 'skip' | `time:${string}` | `employee:${string}`;
export type Choices = Record<string, OccurrenceChoice>;

/** What saving sends for the choices: the dates skipped and the occurrences moved. */
export const choicesToBody = (
  occurrences: SeriesOccurrenceWire[],
  choices: Choices,
): Pick<SeriesBodyInput, 'skip_dates' | 'moves'> => {
  const skip_dates: string[] = [];
  const moves: { date: string; start: string; employee_id: string }[] = [];
  for (const occurrence of occurrences) {
    if (occurrence.free) continue;
    const choice = choices[occurrence.date] ?? 'skip';
    if (choice.startsWith('time:'))
      moves.push({ date: occurrence.date, start: choice.slice(5), employee_id: occurrence.employee_id });
    else if (choice.startsWith('employee:'))
      moves.push({ date: occurrence.date, start: occurrence.start, employee_id: choice.slice(9) });
    else skip_dates.push(occurrence.date);
  }
  return { skip_dates, moves };
};
