import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { fieldErrorText } from '@/lib/api-errors';
import { categoryName, useCategories } from '../api/get-categories';
import type { SalonFormInput, SalonFormValues } from './salon-form-schema';

export type SalonForm = UseFormReturn<SalonFormInput, unknown, SalonFormValues>;

/** Name, description (with a counter) and categories in the interface language. */
export function SalonDetailsFields({ form }: { form: SalonForm }) {
  const { t, i18n } = useTranslation();
  const { register, formState, control, watch } = form;
  const categories = useCategories();
  const description = watch('description') ?? '';
  const names = new Map(
    (categories.data ?? []).map((category) => [category._id, categoryName(category, i18n.language)]),
  );
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <FormTextField
          form={form}
          name="title"
          label={t('salon.fields.title')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...register('description')}
          label={t('salon.fields.description')}
          fullWidth
          multiline
          minRows={3}
          error={Boolean(formState.errors.description)}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>
                {fieldErrorText(t, formState.errors.description?.message) ??
                  t('salon.fields.descriptionHelp')}
              </span>
              <span>{t('salon.fields.counter', { length: description.length, max: 500 })}</span>
            </Box>
          }
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="categories"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('salon.fields.categories')}
              fullWidth
              value={field.value ?? []}
              onChange={(event) => {
                const selected = event.target.value as unknown;
                field.onChange(typeof selected === 'string' ? selected.split(',') : selected);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldErrorText(t, fieldState.error?.message) ??
                (categories.isError ? t('salon.fields.categoriesError') : undefined)
              }
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {(selected as string[]).map((id) => (
                        <Chip key={id} size="small" label={names.get(id) ?? id} />
                      ))}
                    </Box>
                  ),
                },
              }}
            >
              {(categories.data ?? []).map((category) => (
                <MenuItem key={category._id} value={category._id}>
                  {names.get(category._id)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
}

const HANDLES = ['instagram', 'tiktok', 'facebook'] as const;

/** E-mail, phone, social handles (without @) and website. */
export function SalonContactFields({ form }: { form: SalonForm }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          form={form}
          name="email"
          label={t('salon.fields.email')}
          type="email"
          autoComplete="email"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          form={form}
          name="phone"
          label={t('salon.fields.phone')}
          type="tel"
          autoComplete="tel"
          fullWidth
        />
      </Grid>
      {HANDLES.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={form}
            name={name}
            label={t(`salon.fields.${name}`)}
            fullWidth
            helperText={t('salon.fields.handleHelp')}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } }}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          form={form}
          name="site"
          label={t('salon.fields.site')}
          type="url"
          placeholder="https://example.com"
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
