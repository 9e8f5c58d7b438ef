import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';
import { instantFromParts, localParts } from './wall-clock';

type AppointmentForm = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/**
 * A new start keeps the appointment's length: an end that is filled in moves by as much as the start did
 * (docs/decisions.md "Moving in the dialog"). An end left behind would read as a shorter appointment, or as
 * one that ends before it starts, which the form then refuses. An empty end stays empty (the service's
 * duration decides it); an end that would fall on another day is emptied for the same reason.
 */
export function useEndFollowsStart(form: AppointmentForm, timeZone: string): void {
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });
  const startAt = instantFromParts(date, time, timeZone)?.getTime() ?? null;
  const last = useRef<{ at: number; date: string } | null>(null);
  useEffect(() => {
    if (startAt === null) return;
    const previous = last.current;
    last.current = { at: startAt, date };
    const endTime = form.getValues('endTime');
    if (!previous || startAt === previous.at || !endTime) return;
    const end = instantFromParts(previous.date, endTime, timeZone);
    if (!end) return;
    const next = localParts(new Date(end.getTime() + startAt - previous.at), timeZone);
    form.setValue('endTime', next.date === date ? next.time : '', {
      shouldValidate: form.formState.isSubmitted,
    });
  }, [startAt, date, timeZone, form]);
}
