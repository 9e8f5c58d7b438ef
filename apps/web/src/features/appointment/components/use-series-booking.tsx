import { formatDate, type SeriesBodyInput, type SeriesOccurrenceWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { useCheckSeries, useCreateSeries } from '../api/appointment-series';
import { toCreateBody, type AppointmentFormValues } from './appointment-form-schema';
import { SeriesCheckDialog } from './series-check-dialog';
import {
  choicesToBody,
  repeatDefaults,
  repeatErrorsOf,
  toRepeat,
  type Choices,
  type RepeatErrors,
} from './series-model';
import { SeriesRepeatFields } from './series-repeat-fields';

/**
 * A new appointment that repeats: the dialog's "Repeat" fields, then, on "Create", the check of every
 * date, the list to decide the taken ones, and the save. A date taken meanwhile (409 SERIES_CONFLICT) checks
 * again and shows the list anew. `onFailure` shows any other failure as the dialog shows its own.
 */
export function useSeriesBooking(props: {
  salonId: string;
  timeZone: string;
  canOverride: boolean;
  /** The visit has more services: a series repeats one, so repeating is not offered. */
  onSaved: () => void;
  onFailure: (error: unknown, values: AppointmentFormValues) => void;
}) {
  const { salonId, timeZone, canOverride, onSaved, onFailure } = props;
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState(repeatDefaults);
  const [attempted, setAttempted] = useState<{ date: string } | null>(null);
  const [serverErrors, setServerErrors] = useState<RepeatErrors>({});
  const [checked, setChecked] = useState<{
    body: SeriesBodyInput;
    values: AppointmentFormValues;
    occurrences: SeriesOccurrenceWire[];
  } | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [message, setMessage] = useState<string | null>(null);
  const check = useCheckSeries();
  const create = useCreateSeries();
  const active = state.on;
  const errors = attempted ? { ...(toRepeat(state, attempted.date).errors ?? {}), ...serverErrors } : {};

  /** Fails with the repeat's own field errors when the server names them; else as the dialog does. */
  const failed = (error: unknown, values: AppointmentFormValues) => {
    const repeatErrors = repeatErrorsOf(toErrorEnvelope(error).details, (key) => i18n.exists(key));
    if (Object.keys(repeatErrors).length > 0) setServerErrors(repeatErrors);
    else onFailure(error, values);
  };

  const runCheck = async (body: SeriesBodyInput, values: AppointmentFormValues, note: string | null) => {
    try {
      const { occurrences, closed_dates: closed = [] } = await check.mutateAsync(body);
      setChoices({});
      // The salon's closed days are left out of the series: the list says which.
      const skipped = closed.length
        ? t('appointment.series.closedSkipped', {
            count: closed.length,
            dates: closed.map((date) => formatDate(`${date}T12:00:00Z`, i18n.language, timeZone)).join(', '),
          })
        : null;
      setMessage([note, skipped].filter(Boolean).join(' ') || null);
      setChecked({ body, values, occurrences });
    } catch (error) {
      setChecked(null);
      failed(error, values);
    }
  };

  /** "Create" with Repeat on: the repeat checked here, then every date asked of the server. */
  const start = async (values: AppointmentFormValues) => {
    setAttempted({ date: values.date });
    setServerErrors({});
    const { repeat } = toRepeat(state, values.date);
    if (!repeat) return;
    // A visit of several services repeats whole (docs/decisions.md "Repeating appointments").
    const body = toCreateBody(values, timeZone, { salonId, canOverride });
    await runCheck({ ...body, repeat }, values, null);
  };

  const save = async () => {
    if (!checked) return;
    try {
      const saved = await create.mutateAsync({
        ...checked.body,
        ...choicesToBody(checked.occurrences, choices),
      });
      enqueueSnackbar(t('appointment.series.created', { count: saved.appointment_ids.length }), {
        variant: 'success',
      });
      setChecked(null);
      onSaved();
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      if (envelope.code === 'SERIES_CONFLICT')
        await runCheck(checked.body, checked.values, errorText(t, error));
      else setMessage(errorText(t, error));
    }
  };

  const section = (
    <SeriesRepeatFields
      value={state}
      onChange={(next) => {
        setState(next);
        setServerErrors({});
      }}
      errors={errors}
      disabledReason={null}
    />
  );
  const dialog = checked ? (
    <SeriesCheckDialog
      occurrences={checked.occurrences}
      choices={choices}
      onChoose={(date, choice) => setChoices((current) => ({ ...current, [date]: choice }))}
      timeZone={timeZone}
      message={message}
      busy={create.isPending || check.isPending}
      onSave={() => void save()}
      onClose={() => setChecked(null)}
    />
  ) : null;
  return { active, start, section, dialog, busy: check.isPending || create.isPending };
}
