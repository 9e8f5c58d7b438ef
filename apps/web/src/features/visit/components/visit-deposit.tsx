import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEPOSIT_METHODS,
  OPEN_DEPOSIT_STATUSES,
  depositReportBodySchema,
  type DepositMethod,
  type DepositReportBody,
  type DepositStatus,
  type DepositWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DepositPayTo } from '@/components/deposit-pay-to';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useReportDeposit } from '../api/report-deposit';

const STATUS_COLOR: Record<DepositStatus, 'default' | 'warning' | 'info' | 'error' | 'success'> = {
  awaiting: 'warning',
  reported: 'info',
  rejected: 'error',
  confirmed: 'success',
  released: 'default',
  waived: 'default',
  kept: 'default',
  returned: 'info',
};

const PAY_TO_KEY = { pagoMovil: 'pago_movil', zelle: 'zelle', binance: 'binance' } as const;

/** The methods the salon takes (the ones with details), in the usual order. */
export const takenMethods = (deposit: DepositWire): DepositMethod[] =>
  DEPOSIT_METHODS.filter((method) => deposit.pay_to[PAY_TO_KEY[method]] !== null);

/** The client reports how they paid: the method (of those the salon takes) and the reference. */
function DepositReportForm({ token, deposit }: { token: string; deposit: DepositWire }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const send = useReportDeposit(token);
  const titleId = useId();
  const legendId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const methods = takenMethods(deposit);
  const form = useForm<DepositReportBody>({
    resolver: zodResolver(depositReportBodySchema),
    // One method: nothing to choose.
    defaultValues: {
      method: (methods.length === 1 ? methods[0] : (deposit.method ?? '')) as DepositMethod,
      reference: '',
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send.mutateAsync(body);
      enqueueSnackbar(t('visit.deposit.form.done'), { variant: 'success' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, ['method', 'reference']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const methodError = fieldErrorText(t, form.formState.errors.method?.message);
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {t('visit.deposit.form.title')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormControl component="fieldset" error={Boolean(methodError)}>
        <FormLabel component="legend" id={legendId}>
          {t('visit.deposit.form.method')}
        </FormLabel>
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={legendId}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {methods.map((method) => (
                <FormControlLabel
                  key={method}
                  value={method}
                  control={<Radio />}
                  label={t(
                    method === 'binance' ? 'depositPay.binance' : `reportSheet.paymentMethods.${method}`,
                  )}
                />
              ))}
            </RadioGroup>
          )}
        />
        {methodError ? <FormHelperText>{methodError}</FormHelperText> : null}
      </FormControl>
      <FormTextField
        form={form}
        name="reference"
        label={t('visit.deposit.form.reference')}
        helperText={t('visit.deposit.form.referenceHelp')}
        autoComplete="off"
        required
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('visit.deposit.form.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The visit's deposit: its state, the amount and the hold, where to pay, and while it is unpaid
 * (awaiting, or refused by the salon) the form to report the payment.
 */
export function VisitDeposit({
  token,
  deposit,
  timeZone,
}: {
  token: string;
  deposit: DepositWire;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const open = deposit.status === 'awaiting' || deposit.status === 'rejected';
  const unpaid = OPEN_DEPOSIT_STATUSES.includes(deposit.status);
  const methodName = deposit.method
    ? t(deposit.method === 'binance' ? 'depositPay.binance' : `reportSheet.paymentMethods.${deposit.method}`)
    : '';
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('visit.deposit.title')}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOR[deposit.status]}
          label={t(`visit.deposit.status.${deposit.status}`)}
          aria-label={`${t('visit.deposit.statusLabel')}: ${t(`visit.deposit.status.${deposit.status}`)}`}
        />
      </Box>
      <Alert
        severity={
          deposit.status === 'rejected' ? 'error' : deposit.status === 'confirmed' ? 'success' : 'info'
        }
      >
        {t(`visit.deposit.text.${deposit.status}`, {
          method: methodName,
          reference: deposit.reference ?? '',
          reason: deposit.reason ?? '',
        })}
      </Alert>
      <DepositPayTo deposit={deposit} timeZone={timeZone} headingLevel="h3" showPayTo={unpaid} />
      {open ? <DepositReportForm token={token} deposit={deposit} /> : null}
    </Box>
  );
}
