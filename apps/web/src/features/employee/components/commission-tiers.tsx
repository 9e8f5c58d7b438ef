import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { COMMISSION_LIMITS, COMMISSION_TIER_MODES } from '@salon/core';
import { useId } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { fieldErrorText } from '@/lib/api-errors';
import { percentAdornment, ROW_SX } from './commission-overrides';
import type { PlanFormValues } from './commission-model';

const dollarAdornment = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

/**
 * Optional bands of the month's service income ("from $X at Y %") and how they apply. The first band starts
 * at 0, so the first row added is filled with it.
 */
export function CommissionTiers({
  form,
  readOnly,
}: {
  form: UseFormReturn<PlanFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const modeLabelId = useId();
  const rows = useFieldArray({ control: form.control, name: 'tiers' });
  const error = form.formState.errors.tiers;
  const message = fieldErrorText(t, error?.root?.message ?? error?.message);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {t('employee.commission.tiers')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('employee.commission.tiersHint')}
      </Typography>
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          sx={ROW_SX}
          role="group"
          aria-label={t('employee.commission.tier', { n: index + 1 })}
        >
          <FormNumberField
            form={form}
            name={`tiers.${index}.from`}
            label={t('employee.commission.tierFrom')}
            disabled={readOnly}
            sx={{ flex: 1 }}
            slotProps={dollarAdornment}
          />
          <FormNumberField
            form={form}
            name={`tiers.${index}.percent`}
            label={t('employee.commission.tierPercent')}
            disabled={readOnly}
            sx={{ flex: 1 }}
            slotProps={percentAdornment}
          />
          {readOnly ? null : (
            <IconButton
              onClick={() => rows.remove(index)}
              aria-label={t('employee.commission.removeTier', { n: index + 1 })}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
            >
              <DeleteOutline />
            </IconButton>
          )}
        </Box>
      ))}
      {message ? (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      ) : null}
      {readOnly ? null : (
        <Button
          startIcon={<AddOutlined aria-hidden="true" />}
          onClick={() => rows.append({ from: rows.fields.length === 0 ? 0 : '', percent: '' })}
          disabled={rows.fields.length >= COMMISSION_LIMITS.tiers}
        >
          {t('employee.commission.addTier')}
        </Button>
      )}
      {rows.fields.length > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography id={modeLabelId} variant="body2" sx={{ fontWeight: 600 }}>
            {t('employee.commission.tierMode')}
          </Typography>
          <Controller
            control={form.control}
            name="tier_mode"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={modeLabelId}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {COMMISSION_TIER_MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    disabled={readOnly}
                    control={<Radio />}
                    label={t(`employee.commission.modes.${mode}`)}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </Box>
      ) : null}
    </Box>
  );
}
