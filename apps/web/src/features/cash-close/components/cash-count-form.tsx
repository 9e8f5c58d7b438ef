import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatLocalDay, formatMoney, type CashCloseWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormNumberField } from '@/components/form-number-field';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { i18n as i18next } from '@/lib/i18n';
import { useCloseCashDay, useSaveCashDraft } from '../api/cash-close-mutations';
import {
  countFieldName,
  countFormResolver,
  countFormValues,
  countOutput,
  isAmount,
  lineFigures,
  totalDifferenceUsd,
  type CountFormOutput,
  type CountFormValues,
} from './cash-close-model';
import { CashDaySummary } from './cash-day-summary';
import { CashLinesTable } from './cash-lines-table';

const COUNTED_MISSING = 'validation.cashClose.countedMissing';

interface CashCountFormProps {
  day: CashCloseWire;
  salonId: string;
}

/**
 * An open day: the opening float and the counted amounts, saved as a draft ("Guardar conteo") while the desk
 * counts, then closed ("Cerrar caja"): the count is saved first, since the server closes with what was last
 * saved. Every line must be counted before the question is even asked.
 */
export function CashCountForm({ day, salonId }: CashCountFormProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const save = useSaveCashDraft();
  const close = useCloseCashDay();
  const form = useForm<CountFormValues>({
    resolver: countFormResolver,
    defaultValues: countFormValues(day),
  });
  const typed = useWatch({ control: form.control }) as CountFormValues;
  const figures = day.lines.map((line) => lineFigures(line, typed, day.rate?.rate ?? null));
  const total = totalDifferenceUsd(figures);
  const fieldNames = [
    'opening.USD',
    'opening.VES',
    ...day.lines.map((line) => countFieldName(line.key)),
  ] as FieldPath<CountFormValues>[];

  /** The server's field errors on their fields; `counted` alone (some line not counted) on the empty ones. */
  const placeErrors = (error: unknown) => {
    const envelope = toErrorEnvelope(error);
    let placed = 0;
    for (const detail of envelope.details ?? []) {
      const message = i18next.exists(detail.code) ? detail.code : detail.message;
      const targets =
        detail.field === 'counted'
          ? day.lines
              .filter((line) => !isAmount(typed.counted[line.key]))
              .map((line) => countFieldName(line.key))
          : fieldNames.filter((name) => name === detail.field);
      for (const name of targets) {
        form.setError(
          name as FieldPath<CountFormValues>,
          { type: 'server', message },
          { shouldFocus: placed === 0 },
        );
        placed += 1;
      }
    }
    if (placed > 0) setFailure(null);
    // Closed or reopened meanwhile: the day is fetched again and this form leaves the screen with it, so
    // the reason is said where it stays.
    else if (String(envelope.code).startsWith('CASH_DAY_'))
      enqueueSnackbar(errorText(t, envelope), { variant: 'error' });
    else setFailure(errorText(t, envelope));
  };

  const draftBody = (output: CountFormOutput) => ({
    salon_id: salonId,
    date: day.date,
    opening: output.opening,
    // Every line is sent, an empty one as null: the draft says which lines are still to count.
    counted: Object.fromEntries(day.lines.map((line) => [line.key, output.counted[line.key] ?? null])),
  });

  const onSave = form.handleSubmit(async (values) => {
    const output = countOutput(values);
    setFailure(null);
    try {
      await save.mutateAsync(draftBody(output));
      enqueueSnackbar(t('cashClose.saved'), { variant: 'success' });
    } catch (error) {
      placeErrors(error);
    }
  });

  const onAskClose = form.handleSubmit((values) => {
    const output = countOutput(values);
    setFailure(null);
    const missing = day.lines.filter(
      (line) => output.counted[line.key] === null || output.counted[line.key] === undefined,
    );
    missing.forEach((line, index) =>
      form.setError(
        countFieldName(line.key),
        { type: 'required', message: COUNTED_MISSING },
        { shouldFocus: index === 0 },
      ),
    );
    if (missing.length === 0) setAsking(true);
  });

  const onClose = form.handleSubmit(async (values) => {
    const output = countOutput(values);
    try {
      await save.mutateAsync(draftBody(output));
      await close.mutateAsync({ salon_id: salonId, date: day.date });
      setAsking(false);
      enqueueSnackbar(t('cashClose.close.done'), { variant: 'success' });
    } catch (error) {
      // The question goes first, so that what went wrong shows on the screen behind it.
      setAsking(false);
      placeErrors(error);
    }
  });

  const busy = save.isPending || close.isPending;
  return (
    <Box component="form" noValidate onSubmit={onSave} sx={{ display: 'grid', gap: 3 }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('cashClose.opening.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('cashClose.opening.help')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' },
          }}
        >
          <FormNumberField form={form} name="opening.USD" label={t('cashClose.opening.USD')} />
          <FormNumberField form={form} name="opening.VES" label={t('cashClose.opening.VES')} />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="cash-lines-title">
        <Typography id="cash-lines-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('cashClose.lines.title')}
        </Typography>
        <CashLinesTable day={day} figures={figures} totalDifferenceUsd={total} form={form} />
      </Box>
      <CashDaySummary day={day} totalDifferenceUsd={total} />
      <Box data-print="hide" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" loading={save.isPending && !asking} disabled={busy}>
          {t('cashClose.save')}
        </Button>
        <Button variant="contained" onClick={() => void onAskClose()} disabled={busy}>
          {t('cashClose.close.button')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title={t('cashClose.close.title', { date: formatLocalDay(day.date, i18n.language) })}
        message={t('cashClose.close.message', {
          difference: total === null ? '—' : formatMoney(total, i18n.language, 'USD'),
        })}
        confirmLabel={t('cashClose.close.action')}
        busy={busy}
        onConfirm={() => void onClose()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
