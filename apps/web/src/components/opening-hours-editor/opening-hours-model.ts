import {
  DAY_NAMES,
  defaultScheduleDays,
  scheduleDaysSchema,
  toMinutes,
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

/**
 * docs/product.md "Entities and their fields": after a reset every day is available 08:00 to 17:00, without a
 * break, and closed.
 */
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

/**
 * The salon's opening hours, which bound an employee's (docs/product.md "Other states", "Opening hours and
 * employees").
 */
export type SalonHours = readonly Pick<ScheduleDay, 'day_name' | 'start_hour' | 'end_hour' | 'active'>[];

/** The salon's day for a weekday index; a salon without hours puts no bound (null). */
export const salonDayAt = (salonHours: SalonHours | null | undefined, index: number) =>
  salonHours && salonHours.length === 7 ? (salonHours[index] ?? null) : null;

/**
 * Days the salon is closed become unavailable and switched off (they cannot be edited); open days stay
 * available, with hours pulled inside the salon's where they fall outside.
 */
export const applySalonHours = (
  draft: readonly HoursDraftDay[],
  salonHours: SalonHours | null | undefined,
): HoursDraftDay[] =>
  draft.map((day, index) => {
    const salon = salonDayAt(salonHours, index);
    if (!salon) return day;
    if (!salon.active) return { ...day, active: false, available: false };
    const inside = (hour: string) =>
      toMinutes(hour) >= toMinutes(salon.start_hour) && toMinutes(hour) <= toMinutes(salon.end_hour);
    return {
      ...day,
      available: true,
      start_hour: inside(day.start_hour) ? day.start_hour : salon.start_hour,
      end_hour: inside(day.end_hour) ? day.end_hour : salon.end_hour,
    };
  });

/**
 * Checks the seven days with the shared schedule rules, and, given the salon's hours, that each working
 * day falls inside them (the server checks both again); returns the days to send or the errors.
 */
export const validateHours = (
  draft: readonly HoursDraftDay[],
  salonHours?: SalonHours | null,
): { days: ScheduleDay[]; errors: null } | { days: null; errors: HoursErrors } => {
  const result = scheduleDaysSchema.safeParse(draft.map((day, id) => ({ id, ...day })));
  const errors: HoursErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [index, field] = issue.path;
      const key = typeof index === 'number' && typeof field === 'string' ? `${index}.${field}` : 'days';
      errors[key] ??= issue.message;
    }
  }
  draft.forEach((day, index) => {
    const salon = salonDayAt(salonHours, index);
    if (!salon || !day.active) return;
    const outside = 'validation.employee.scheduleOutside';
    if (!salon.active || toMinutes(day.start_hour) < toMinutes(salon.start_hour)) {
      errors[`${index}.start_hour`] ??= outside;
    }
    if (salon.active && toMinutes(day.end_hour) > toMinutes(salon.end_hour)) {
      errors[`${index}.end_hour`] ??= outside;
    }
  });
  if (result.success && Object.keys(errors).length === 0) return { days: result.data, errors: null };
  return { days: null, errors };
};

export const sameHours = (a: readonly HoursDraftDay[], b: readonly HoursDraftDay[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
