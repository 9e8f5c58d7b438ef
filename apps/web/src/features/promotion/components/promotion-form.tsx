import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import {
  formatCents,
  localDateAt,
  PROMOTION_MODES,
  toDollars,
  type PromotionFields,
  type PromotionWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { ChoiceRadios } from '@/components/choice-radios';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { ServicePicker } from '@/components/service-picker';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useLangPath } from '@/lib/use-lang-path';
import { useCreatePromotion } from '../api/create-promotion';
import { usePromotableServices } from '../api/list-promotable-services';
import { useUpdatePromotion } from '../api/update-promotion';
import {
  emptyPromotionForm,
  formPath,
  linePriceCents,
  promotableServices,
  promotionResolver,
  promotionToForm,
  type PromotionFormValues,
} from './promotion-form-model';
import { PromotionPriceLines } from './promotion-price-lines';

const SIMPLE_FIELDS = ['title', 'start', 'end', 'mode', 'services', 'discount', 'is_dollars'] as const;

interface PromotionFormProps {
  salonId: string;
  /** The promotion being edited; absent for a new one. */
  promotion?: PromotionWire;
}

/**
 * New and edit promotion: title, the salon's local days, the services, and either one discount or a price per
 * service, with every chosen service's resulting price shown as it is typed. The shared rules check it first;
 * the server's field errors land under the same fields.
 */
export function PromotionForm({ salonId, promotion }: PromotionFormProps) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const services = usePromotableServices(salonId);
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const [failure, setFailure] = useState<string | null>(null);
  const servicesInput = useRef<HTMLInputElement>(null);

  const options = useMemo(
    () => promotableServices(services.data ?? [], promotion),
    [services.data, promotion],
  );
  const byId = useMemo(() => new Map(options.map((option) => [option._id, option])), [options]);
  // The price rules need the services' prices, which arrive after the form is made.
  const resolver = useMemo(
    () => promotionResolver(() => new Map(options.map((option) => [option._id, option.originalCents]))),
    [options],
  );
  const form = useForm<PromotionFormValues, unknown, PromotionFields>({
    resolver,
    defaultValues: promotion
      ? promotionToForm(promotion)
      : emptyPromotionForm(localDateAt(new Date(), timeZone)),
  });
  // FormTextField only registers and reads errors; the schema's output type is no concern of it.
  const fieldForm = form as unknown as UseFormReturn<PromotionFormValues>;
  const lines = useFieldArray({ control: form.control, name: 'services' });
  const values = useWatch({ control: form.control }) as PromotionFormValues;
  const chosen = values.services ?? [];
  const servicesError = form.formState.errors.services;
  const servicesMessage = servicesError?.root?.message ?? servicesError?.message;

  // react-hook-form re-checks only the field that changed; these choices decide other fields' errors too.
  const recheckAll = () => {
    if (form.formState.isSubmitted) void form.trigger();
  };

  const chooseServices = (ids: string[]) => {
    const prices = new Map(chosen.map((line) => [line.service, line.price]));
    lines.replace(ids.map((service) => ({ service, price: prices.get(service) ?? '' })));
    recheckAll();
  };

  // Switching to a price per service starts each empty price at what the discount gave it.
  const switchMode = (mode: PromotionFormValues['mode']) => {
    if (mode === 'per_service') {
      chosen.forEach((line, index) => {
        const original = byId.get(line.service)?.originalCents;
        const cents = original === undefined ? null : linePriceCents(values, line, original);
        if (line.price === '' && cents !== null)
          form.setValue(`services.${index}.price`, String(toDollars(cents)));
      });
    }
    form.setValue('mode', mode);
    recheckAll();
  };

  const save = async (fields: PromotionFields) => {
    setFailure(null);
    try {
      if (promotion) await update.mutateAsync({ id: promotion._id, fields });
      else await create.mutateAsync({ salonId, fields });
      enqueueSnackbar(t(promotion ? 'promotion.form.updated' : 'promotion.form.created'), {
        variant: 'success',
      });
      navigate(to('/dashboard/promotion/list'));
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      if (envelope.code === 'NO_CHANGES') {
        enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
        return;
      }
      if (envelope.code === 'PROMOTION_OVERLAP') {
        // The other promotion's title comes in the detail's message: name it.
        const title = envelope.details?.[0]?.message ?? '';
        form.setError('services', { type: 'server', message: t('errors.PROMOTION_OVERLAP', { title }) });
        servicesInput.current?.focus();
        return;
      }
      const fields: Path<PromotionFormValues>[] = [
        ...SIMPLE_FIELDS,
        ...chosen.map((_line, index) => `services.${index}.price` as const),
      ];
      const details = envelope.details?.map((detail) => ({ ...detail, field: formPath(detail.field) }));
      const unplaced = applyServerFieldErrors({ ...envelope, details }, form.setError, fields);
      if (unplaced) setFailure(errorText(t, unplaced, promotion ? 'errors.UPDATE' : 'errors.INTERNAL'));
    }
  };
  // Made at submit time: the handler reads the services input's ref, which rendering must not.
  const onSubmit = (event: FormEvent) => form.handleSubmit(save)(event);

  const money = (cents: number) => formatCents(cents, i18n.language);
  const isDollars = values.is_dollars;
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ maxWidth: 860 }}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <FormTextField
            form={fieldForm}
            name="title"
            label={t('promotion.form.title')}
            required
            fullWidth
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={fieldForm}
            name="start"
            type="date"
            label={t('promotion.form.start')}
            helperText={t('promotion.form.datesHelp', { zone: timeZone })}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            form={fieldForm}
            name="end"
            type="date"
            label={t('promotion.form.end')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.start || undefined } }}
          />
        </Grid>
        <Grid size={12}>
          <ChoiceRadios
            id="promotion-mode"
            label={t('promotion.form.mode')}
            value={values.mode}
            onChange={switchMode}
            options={PROMOTION_MODES.map((mode) => ({
              value: mode,
              label: t(`promotion.form.modes.${mode}`),
            }))}
          />
        </Grid>
        <Grid size={12}>
          <ServicePicker
            options={options}
            value={chosen.map((line) => line.service)}
            onChange={chooseServices}
            inputRef={servicesInput}
            label={t('promotion.form.services')}
            error={Boolean(servicesMessage)}
            helperText={fieldErrorText(t, servicesMessage) ?? t('promotion.form.servicesHelp')}
            loading={services.isPending}
            failedText={services.isError ? t('promotion.form.servicesError') : undefined}
            noOptionsText={t('promotion.form.servicesEmpty')}
            loadingText={t('promotion.common.loading')}
            optionLabel={(option) => `${option.name} · ${money(option.originalCents)}`}
          />
        </Grid>
        {values.mode === 'discount' ? (
          <>
            <Grid size={{ xs: 12, sm: 5 }}>
              <FormNumberField
                form={fieldForm}
                name="discount"
                label={t('promotion.form.discount')}
                required
                fullWidth
                example={isDollars ? 5 : 10.5}
                slotProps={{
                  input: isDollars
                    ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                    : { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <Controller
                control={form.control}
                name="is_dollars"
                render={({ field }) => (
                  <ChoiceRadios
                    id="promotion-unit"
                    label={t('promotion.form.unit')}
                    name={field.name}
                    value={field.value ? 'dollars' : 'percent'}
                    onChange={(unit) => {
                      field.onChange(unit === 'dollars');
                      recheckAll();
                    }}
                    options={(['percent', 'dollars'] as const).map((unit) => ({
                      value: unit,
                      label: t(`promotion.form.units.${unit}`),
                    }))}
                  />
                )}
              />
            </Grid>
          </>
        ) : null}
        <Grid size={12} component="section" aria-labelledby="promotion-prices">
          <Typography variant="h2" id="promotion-prices" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
            {t('promotion.form.pricesHeading')}
          </Typography>
          <PromotionPriceLines
            form={fieldForm}
            values={{ ...values, services: chosen }}
            keys={lines.fields.map((line) => line.id)}
            services={byId}
          />
        </Grid>
      </Grid>
      <FormActions
        cancelTo={to('/dashboard/promotion/list')}
        submitLabel={t(promotion ? 'promotion.form.save' : 'promotion.form.create')}
        submitting={form.formState.isSubmitting}
      />
    </Box>
  );
}
