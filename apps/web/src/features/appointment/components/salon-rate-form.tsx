import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  setCompanyExchangeRateBodySchema,
  type SetCompanyExchangeRateBody,
  type SetCompanyExchangeRateBodyInput,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useSetCompanyExchangeRate } from '../api/set-company-exchange-rate';

/**
 * While no official rate of today is published, the owner or a manager types today's BCV rate for the
 * salon (docs/decisions.md "A company's own rate"); bolívares are then taken at it until the official one
 * comes. Inside the appointment dialog's form: the button sends it, Enter in the field too.
 */
export function SalonRateForm() {
  const { t } = useTranslation();
  const { salonId } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetCompanyExchangeRate();
  const form = useForm<SetCompanyExchangeRateBodyInput, unknown, SetCompanyExchangeRateBody>({
    resolver: zodResolver(setCompanyExchangeRateBodySchema),
    defaultValues: { salon_id: salonId ?? undefined, rate: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      enqueueSnackbar(t('appointment.payments.salonRateSaved'), { variant: 'success' });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['rate']))
        enqueueSnackbar(errorText(t, error), { variant: 'error' });
    }
  });

  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        if (!save.isPending) void submit();
      }}
    >
      <FormNumberField
        form={form}
        name="rate"
        size="small"
        decimals={4}
        example={36.5}
        label={t('appointment.payments.salonRate')}
        helperText={t('appointment.payments.salonRateHelp')}
      />
      <Button variant="outlined" onClick={() => void submit()} loading={save.isPending}>
        {t('appointment.payments.salonRateSave')}
      </Button>
    </Box>
  );
}
