import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { fieldErrorText } from '@/lib/api-errors';
import type { CatalogOption } from '../api/salon-catalog';
import type { PlanFormValues } from './commission-model';

const percentAdornment = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/** Side by side from the small tablet up; stacked on a phone, where a select and a number do not fit a row. */
export const ROW_SX = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'flex-start' },
  gap: 1.5,
  mb: 1.5,
} as const;

type Kind = 'group' | 'service';

/** Overrides per service group or per service: a row per one, its percentage winning over the default. */
export function CommissionOverrides({
  form,
  kind,
  options,
  readOnly,
}: {
  form: UseFormReturn<PlanFormValues>;
  kind: Kind;
  options: CatalogOption[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const list = kind === 'group' ? 'group_overrides' : 'service_overrides';
  const idKey = kind === 'group' ? 'group_id' : 'service_id';
  const rows = useFieldArray({ control: form.control, name: list });
  const values = useWatch({ control: form.control, name: list }) as Record<string, unknown>[];
  const chosen = new Set(values.map((row) => String(row[idKey])));
  const listError = form.formState.errors[list];
  const listMessage = fieldErrorText(t, listError?.root?.message ?? listError?.message);
  const itemLabel = t(`employee.commission.${kind}`);

  const add = () => {
    const free = options.find((option) => !chosen.has(option._id));
    if (kind === 'group') rows.append({ group_id: free?._id ?? '', percent: '' } as never);
    else rows.append({ service_id: free?._id ?? '', percent: '' } as never);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t(`employee.commission.${kind}Overrides`)}
      </Typography>
      {rows.fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(`employee.commission.no${kind === 'group' ? 'Group' : 'Service'}Overrides`)}
        </Typography>
      ) : null}
      {rows.fields.map((row, index) => {
        const name = `${list}.${index}.${idKey}` as `group_overrides.${number}.group_id`;
        const current = String(values[index]?.[idKey] ?? '');
        const optionName = options.find((option) => option._id === current)?.name ?? '';
        return (
          <Box key={row.id} sx={ROW_SX}>
            <Controller
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={itemLabel}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldErrorText(t, fieldState.error?.message)}
                  disabled={readOnly}
                  sx={{ flex: 2, minWidth: 0 }}
                  slotProps={{ select: { native: true } }}
                >
                  <option value="">{t('employee.commission.choose')}</option>
                  {options.map((option) => (
                    <option
                      key={option._id}
                      value={option._id}
                      disabled={option._id !== field.value && chosen.has(option._id)}
                    >
                      {option.name}
                    </option>
                  ))}
                </TextField>
              )}
            />
            <FormNumberField
              form={form}
              name={`${list}.${index}.percent` as `group_overrides.${number}.percent`}
              label={t('employee.commission.percent')}
              disabled={readOnly}
              sx={{ flex: 1 }}
              slotProps={percentAdornment}
            />
            {readOnly ? null : (
              <IconButton
                onClick={() => rows.remove(index)}
                aria-label={t('employee.commission.removeRow', { name: optionName || itemLabel })}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <DeleteOutline />
              </IconButton>
            )}
          </Box>
        );
      })}
      {listMessage ? <FormHelperText error>{listMessage}</FormHelperText> : null}
      {readOnly ? null : (
        <Button
          startIcon={<AddOutlined aria-hidden="true" />}
          onClick={add}
          disabled={options.length === 0 || rows.fields.length >= options.length}
        >
          {t(`employee.commission.add${kind === 'group' ? 'Group' : 'Service'}`)}
        </Button>
      )}
    </Box>
  );
}

export { percentAdornment };
