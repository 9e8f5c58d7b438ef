import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CASH_CLOSE_LIMITS,
  CASH_MOVEMENT_KINDS,
  cashMovementBodySchema,
  formatDateTime,
  formatMoney,
  PAYMENT_CURRENCIES,
  type CashCloseWire,
  type CashMovementBody,
  type CashMovementBodyInput,
  type CashMovementWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useAddCashMovement, useDeleteCashMovement } from '../api/cash-close-mutations';

const MOVEMENT_FIELDS = ['kind', 'currency', 'amount', 'reason'] as const;

interface CashMovementsProps {
  day: CashCloseWire;
  salonId: string;
  /** A closed day lists its movements without the form nor the delete buttons. */
  readOnly: boolean;
}

/** Cash taken out of the till that day (withdrawals and expenses), each with its reason. */
export function CashMovements({ day, salonId, readOnly }: CashMovementsProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const remove = useDeleteCashMovement();
  const lang = i18n.language;
  const describe = (movement: CashMovementWire) => ({
    kind: t(`cashClose.movements.kinds.${movement.kind}`),
    amount: formatMoney(movement.amount, lang, movement.currency),
    reason: movement.reason,
  });
  const onDelete = async (movement: CashMovementWire) => {
    try {
      await remove.mutateAsync({ salon_id: salonId, id: movement._id });
      enqueueSnackbar(t('cashClose.movements.deleted'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'errors.UPDATE'), { variant: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="cash-movements-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="cash-movements-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('cashClose.movements.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('cashClose.movements.help')}
      </Typography>
      {day.movements.length === 0 ? (
        <Typography variant="body2">{t('cashClose.movements.none')}</Typography>
      ) : (
        <List dense aria-label={t('cashClose.movements.listLabel')}>
          {day.movements.map((movement) => (
            <ListItem
              key={movement._id}
              secondaryAction={
                readOnly ? undefined : (
                  <IconButton
                    edge="end"
                    data-print="hide"
                    aria-label={t('cashClose.movements.delete', describe(movement))}
                    onClick={() => void onDelete(movement)}
                    disabled={remove.isPending}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={t('cashClose.movements.item', describe(movement))}
                secondary={t('cashClose.movements.meta', {
                  name: movement.by,
                  at: formatDateTime(movement.at, lang, timeZone),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {readOnly ? null : <MovementForm day={day} salonId={salonId} />}
    </Box>
  );
}

function MovementForm({ day, salonId }: { day: CashCloseWire; salonId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddCashMovement();
  const empty: CashMovementBodyInput = {
    salon_id: salonId,
    date: day.date,
    kind: 'withdrawal',
    currency: 'USD',
    amount: '',
    reason: '',
  };
  const form = useForm<CashMovementBodyInput, unknown, CashMovementBody>({
    resolver: zodResolver(cashMovementBodySchema),
    defaultValues: empty,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(values);
      enqueueSnackbar(t('cashClose.movements.added'), { variant: 'success' });
      form.reset(empty);
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, MOVEMENT_FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });
  const select = (
    name: 'kind' | 'currency',
    options: readonly string[],
    label: (value: string) => string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          label={t(`cashClose.movements.${name}`)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(t, fieldState.error?.message)}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {label(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      data-print="hide"
      aria-label={t('cashClose.movements.formLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr 1fr 1fr 2fr auto' },
        alignItems: 'start',
      }}
    >
      {failure ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      ) : null}
      {select('kind', CASH_MOVEMENT_KINDS, (kind) => t(`cashClose.movements.kinds.${kind}`))}
      {select('currency', PAYMENT_CURRENCIES, (currency) => t(`cashClose.currencies.${currency}`))}
      <FormNumberField
        form={form}
        name="amount"
        size="small"
        required
        label={t('cashClose.movements.amount')}
      />
      <FormTextField
        form={form}
        name="reason"
        size="small"
        required
        label={t('cashClose.movements.reason')}
        slotProps={{ htmlInput: { maxLength: CASH_CLOSE_LIMITS.reasonMax } }}
      />
      <Button type="submit" variant="outlined" loading={add.isPending}>
        {t('cashClose.movements.add')}
      </Button>
    </Box>
  );
}
