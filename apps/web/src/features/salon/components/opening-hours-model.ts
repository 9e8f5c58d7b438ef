import {
  DAY_NAMES,
  defaultScheduleDays,
  scheduleDaysSchema,
  type DayName,
  type ScheduleDay,
} from '@salon/core';

/** One weekday as the editor holds it: breaks are '' when there is none. */
export interface HoursDraftDay {
  day_name: DayName;
  start_hour: string;
  end_hour: string;
  start_break_hour: string;
  end_break_hour: string;
  active: boolean;
  available: boolean;
}

type DayLike = Pick<ScheduleDay, 'day_name' | 'start_hour' | 'end_hour' | 'active' | 'available'> & {
  start_break_hour?: string | null;
  end_break_hour?: string | null;
};

/** The editor's days from stored ones; a salon without a schedule has the defaults, all inactive. */
export const toHoursDraft = (days: readonly DayLike[] | null | undefined): HoursDraftDay[] => {
  const source: readonly DayLike[] = days && days.length ? days : defaultScheduleDays();
  return DAY_NAMES.map((day_name, index) => {
    const day = source.find((candidate) => candidate.day_name === day_name) ?? defaultScheduleDays()[index]!;
    return {
      day_name,
      start_hour: day.start_hour,
      end_hour: day.end_hour,
      start_break_hour: day.start_break_hour ?? '',
      end_break_hour: day.end_break_hour ?? '',
      active: day.active,
      available: day.available,
    };
  });
};

/** SPEC.md section 3: after a reset every day is available 08:00 to 17:00, without a break, and closed. */
export const resetHoursDraft = (): HoursDraftDay[] =>
  DAY_NAMES.map((day_name) => ({
    day_name,
    start_hour: '08:00',
    end_hour: '17:00',
    start_break_hour: '',
    end_break_hour: '',
    active: false,
    available: true,
  }));

export type HoursField = 'start_hour' | 'end_hour' | 'start_break_hour' | 'end_break_hour';
/** Errors keyed `<day index>.<field>`, values are locale keys. */
export type HoursErrors = Record<string, string>;

/** Checks the seven days with the shared schedule rules; returns the days to send or the errors. */
export const validateHours = (
  draft: readonly HoursDraftDay[],
): { days: ScheduleDay[]; errors: null } | { days: null; errors: HoursErrors } => {
  const result = scheduleDaysSchema.safeParse(draft.map((day, id) => ({ id, ...day })));
  if (result.success) return { days: result.data, errors: null };
  const errors: HoursErrors = {};
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    const key = typeof index === 'number' && typeof field === 'string' ? `${index}.${field}` : 'days';
    errors[key] ??= issue.message;
  }
  return { days: null, errors };
};

export const sameHours = (a: readonly HoursDraftDay[], b: readonly HoursDraftDay[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
