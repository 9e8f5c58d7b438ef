import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_RATE_SOURCE,
  formatDateTime,
  formatRate,
  formatLocalDay,
  localDateAt,
  RATE_DECIMALS,
  type SetExchangeRateBody,
  setExchangeRateBodySchema,
  VENEZUELA_TIME_ZONE,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { ListTable } from '@/components/list-table';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { usePaging } from '@/lib/use-paging';
import { useExchangeRates } from '../api/list-exchange-rates';
import { useSetExchangeRate } from '../api/set-exchange-rate';

const FIELDS = ['date', 'rate', 'source'] as const;
const COLUMNS = ['date', 'rate', 'source', 'entered_by', 'entered_at'] as const;

/** The inputs hold text (the rate a number once typed); the shared schema checks them. */
type RateFormValues = { date: string; rate: number | string; source: string };

const resolver = zodResolver(setExchangeRateBodySchema) as unknown as Resolver<
  RateFormValues,
  unknown,
  SetExchangeRateBody
>;

const blankForm = (): RateFormValues => ({
  date: localDateAt(new Date(), VENEZUELA_TIME_ZONE),
  rate: '',
  source: DEFAULT_RATE_SOURCE,
});

/**
 * The day's official rate (docs/product.md "Plans and subscription"): a form for a date's rate (entering a date
 * again replaces it) and the rates entered, newest date first. Owners' bolívar payments are worked out with it.
 */
export function ExchangeRatePanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const paging = usePaging('exchange-rates');
  const rates = useExchangeRates(paging.page, paging.limit);
  const rows = rates.data?.data ?? [];
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('admin.exchangeRate.hint')}</Typography>
      <RateForm />
      <ListTable
        label={t('admin.exchangeRate.tableLabel')}
        columns={COLUMNS.map((key) => ({ key, label: t(`admin.exchangeRate.columns.${key}`) }))}
        query={rates}
        rowCount={rows.length}
        emptyText={t('admin.exchangeRate.empty')}
        paging={{ total: rates.data?.meta.total ?? 0, ...paging }}
      >
        {rows.map((rate) => (
          <TableRow key={rate.date}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              {formatLocalDay(rate.date, lang)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRate(rate.rate, lang)}</TableCell>
            <TableCell>{rate.source}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {rate.origin === 'feed' ? t('admin.exchangeRate.feed') : (rate.entered_by?.email ?? '—')}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(rate.entered_at, lang, VENEZUELA_TIME_ZONE)}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </>
  );
}

/** A date's rate and its source; the server's field errors show under the fields. */
function RateForm() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetExchangeRate();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RateFormValues, unknown, SetExchangeRateBody>({
    resolver,
    defaultValues: blankForm(),
  });
  const fieldForm = form as unknown as UseFormReturn<RateFormValues>;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ ...blankForm(), date: saved.date, source: saved.source });
      enqueueSnackbar(
        t('admin.exchangeRate.saved', {
          date: formatLocalDay(saved.date, i18n.language),
          rate: formatRate(saved.rate, i18n.language),
        }),
        { variant: 'success' },
      );
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', mb: 2 }}>
        {t('admin.exchangeRate.formTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              form={fieldForm}
              name="date"
              type="date"
              label={t('admin.exchangeRate.fields.date')}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormNumberField
              form={fieldForm}
              name="rate"
              label={t('admin.exchangeRate.fields.rate')}
              required
              fullWidth
              decimals={RATE_DECIMALS}
              example={36.4012}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">Bs./$</InputAdornment> } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              form={fieldForm}
              name="source"
              label={t('admin.exchangeRate.fields.source')}
              fullWidth
              autoComplete="off"
            />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={form.formState.isSubmitting}>
          {t('admin.exchangeRate.save')}
        </Button>
      </Box>
    </Paper>
  );
}
