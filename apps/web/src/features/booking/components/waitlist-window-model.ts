import { WAITLIST, waitlistWindowSchema } from '@salon/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { daysBetween, shiftLocalDay } from '@/lib/zoned-time';

/** What the client waits for, in time: the window step's fields (their names are the body's). */
export interface WindowInput {
  from_date: string;
  to_date: string;
  from_time: string;
  to_time: string;
}

export const WINDOW_FIELDS = ['from_date', 'to_date', 'from_time', 'to_time'] as const;

/** The range the times step showed, cut to the longest a waitlist entry may wait. */
export const windowOf = (from: string, to: string): WindowInput => ({
  from_date: from,
  to_date: daysBetween(from, to) >= WAITLIST.maxDays ? shiftLocalDay(from, WAITLIST.maxDays - 1) : to,
  from_time: '',
  to_time: '',
});

/**
 * The window step's resolver: the shared window rules (`waitlistWindowSchema`, the server's own: days in order,
 * at most 60, both times or neither, the end after the start).
 */
export const windowResolver: Resolver<WindowInput> = async (values) => {
  const parsed = waitlistWindowSchema.safeParse(values);
  const errors: FieldErrors<WindowInput> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = WINDOW_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
