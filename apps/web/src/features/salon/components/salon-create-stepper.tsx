import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CompanyRequiredNotice, useCompanyMissing } from '@/components/company-required-notice';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useLangPath } from '@/lib/use-lang-path';
import { useCreateSalon } from '../api/create-salon';
import { useSalonSessionSync } from '../api/session-sync';
import { ImageField } from '@/components/image-field';
import { OpeningHoursEditor } from '@/components/opening-hours-editor/opening-hours-editor';
import {
  toHoursDraft,
  validateHours,
  type HoursErrors,
} from '@/components/opening-hours-editor/opening-hours-model';
import { SalonAddressFields } from './salon-address-fields';
import { SalonContactFields, SalonDetailsFields } from './salon-fields';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  DETAILS_FIELDS,
  emptySalonForm,
  formToAddress,
  salonFormSchema,
  type SalonFormInput,
  type SalonFormValues,
} from './salon-form-schema';
import { SalonReview } from './salon-review';
import { ServiceAreaEditor } from './service-area-editor';
import { emptyAreaDraft, validateArea, type AreaErrors } from './service-area-model';

type Kind = 'salon' | 'freelancer';
type StepName = 'kind' | 'details' | 'contact' | 'address' | 'hours' | 'area' | 'images' | 'review';

const FIELD_STEPS: Record<string, StepName> = {
  ...Object.fromEntries(DETAILS_FIELDS.map((name) => [name, 'details'])),
  ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, 'contact'])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, 'address'])),
};
const FORM_FIELDS = [...DETAILS_FIELDS, ...CONTACT_FIELDS, ...ADDRESS_FIELDS];

/** Create a salon or a freelancer profile, step by step; the kind may come preset as `?type=`. */
export function SalonCreateStepper() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLangPath();
  const [params] = useSearchParams();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const companyMissing = useCompanyMissing();
  const createSalon = useCreateSalon();
  const sync = useSalonSessionSync();
  const heading = useRef<HTMLHeadingElement>(null);

  const [kind, setKind] = useState<Kind>(params.get('type') === 'freelancer' ? 'freelancer' : 'salon');
  const [active, setActive] = useState(0);
  const [hours, setHours] = useState(() => toHoursDraft(null));
  const [hoursErrors, setHoursErrors] = useState<HoursErrors | null>(null);
  const [area, setArea] = useState(() => emptyAreaDraft());
  const [areaErrors, setAreaErrors] = useState<AreaErrors | null>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [imageErrors, setImageErrors] = useState<{ avatar?: string; cover?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<SalonFormInput, unknown, SalonFormValues>({
    resolver: zodResolver(salonFormSchema),
    defaultValues: emptySalonForm(),
  });

  const steps: StepName[] = [
    'kind',
    'details',
    'contact',
    'address',
    'hours',
    ...(kind === 'freelancer' ? (['area'] as const) : []),
    'images',
    'review',
  ];
  const step = steps[Math.min(active, steps.length - 1)]!;

  const goTo = (index: number) => {
    setActive(index);
    // Move focus to the new step's heading, so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const checkStep = async (name: StepName): Promise<boolean> => {
    if (name === 'details') return form.trigger([...DETAILS_FIELDS], { shouldFocus: true });
    if (name === 'contact') return form.trigger([...CONTACT_FIELDS], { shouldFocus: true });
    if (name === 'address') return form.trigger([...ADDRESS_FIELDS], { shouldFocus: true });
    if (name === 'hours') {
      const result = validateHours(hours);
      setHoursErrors(result.errors);
      return !result.errors;
    }
    if (name === 'area') {
      const result = validateArea(area);
      setAreaErrors(result.errors);
      return !result.errors;
    }
    if (name === 'images') {
      const errors = {
        avatar: avatar ? undefined : 'validation.salon.avatarRequired',
        cover: cover ? undefined : 'validation.salon.coverRequired',
      };
      setImageErrors(errors);
      return !errors.avatar && !errors.cover;
    }
    return true;
  };

  const next = async () => {
    if (step === 'address' && !area.baseLat && !area.baseLng) {
      const { lat, lng, city } = form.getValues();
      setArea((current) => ({ ...current, baseLat: lat, baseLng: lng, city: current.city || city }));
    }
    if (await checkStep(step)) goTo(active + 1);
  };

  const submit = async () => {
    setFailure(null);
    const values = salonFormSchema.safeParse(form.getValues());
    const days = validateHours(hours);
    const serviceArea = kind === 'freelancer' ? validateArea(area) : null;
    if (!values.success || !days.days || (serviceArea && !serviceArea.area) || !avatar || !cover) {
      const firstBad = steps.findIndex((name) =>
        name === 'details' || name === 'contact' || name === 'address'
          ? values.error?.issues.some((issue) => FIELD_STEPS[String(issue.path[0])] === name)
          : (name === 'hours' && !days.days) ||
            (name === 'area' && serviceArea && !serviceArea.area) ||
            (name === 'images' && (!avatar || !cover)),
      );
      goTo(Math.max(firstBad, 1));
      return;
    }
    const { address, reference_point, additional_information, city, lat, lng, ...rest } = values.data;
    try {
      const salon = await createSalon.mutateAsync({
        ...rest,
        address: formToAddress({
          ...values.data,
          address,
          reference_point,
          additional_information,
          city,
          lat,
          lng,
        }),
        service_type: kind,
        service_area: serviceArea?.area ?? undefined,
        days: days.days,
        avatar,
        cover,
      });
      enqueueSnackbar(t('salon.create.verificationRequested'), { variant: 'success' });
      await sync.added(salon);
      form.reset(emptySalonForm());
      navigate(to('/dashboard/salon/profile'));
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      const details = envelope.details ?? [];
      const unplaced = applyServerFieldErrors(error, form.setError, FORM_FIELDS);
      const stepOf = (field: string): StepName | undefined =>
        FIELD_STEPS[field] ??
        (field.startsWith('address')
          ? 'address'
          : field === 'days'
            ? 'hours'
            : field === 'service_area'
              ? 'area'
              : field === 'avatar' || field === 'cover'
                ? 'images'
                : undefined);
      const target = details.map((detail) => stepOf(detail.field)).find(Boolean);
      if (target && steps.includes(target)) goTo(steps.indexOf(target));
      if (unplaced || !target) setFailure(errorText(t, envelope, 'errors.INTERNAL'));
    }
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t(kind === 'freelancer' ? 'salon.create.titleFreelancer' : 'salon.create.titleSalon')}
      </Typography>
      <CompanyRequiredNotice />
      {compact ? (
        // Small screens: the step's name and a bar instead of eight labels.
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('salon.create.stepOf', {
              number: active + 1,
              total: steps.length,
              name: t(`salon.create.steps.${step}`),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((active + 1) / steps.length) * 100}
            aria-label={t('salon.create.progress')}
          />
        </Box>
      ) : (
        <Stepper activeStep={active} alternativeLabel aria-label={t('salon.create.progress')} sx={{ mb: 3 }}>
          {steps.map((name, index) => (
            <Step key={name} completed={index < active} aria-current={index === active ? 'step' : undefined}>
              <StepLabel>{t(`salon.create.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" sx={{ mb: 3, outline: 'none' }} tabIndex={-1} ref={heading}>
          {t(`salon.create.headings.${step}`)}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 3 }}>
            {failure}
          </Alert>
        ) : null}
        {step === 'kind' ? (
          <RadioGroup
            aria-label={t('salon.create.kindLabel')}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            {(['salon', 'freelancer'] as const).map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={
                  <Box sx={{ py: 1 }}>
                    <Typography variant="subtitle1">{t(`salon.kind.${value}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`salon.kind.${value}Help`)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        ) : null}
        {step === 'details' ? <SalonDetailsFields form={form} /> : null}
        {step === 'contact' ? <SalonContactFields form={form} /> : null}
        {step === 'address' ? <SalonAddressFields form={form} /> : null}
        {step === 'hours' ? (
          <OpeningHoursEditor value={hours} onChange={setHours} errors={hoursErrors} />
        ) : null}
        {step === 'area' ? <ServiceAreaEditor value={area} onChange={setArea} errors={areaErrors} /> : null}
        {step === 'images' ? (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <ImageField
                name="avatar"
                label={t('salon.images.avatar')}
                file={avatar}
                onChange={setAvatar}
                error={imageErrors.avatar}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <ImageField
                name="cover"
                label={t('salon.images.cover')}
                file={cover}
                onChange={setCover}
                error={imageErrors.cover}
              />
            </Grid>
          </Grid>
        ) : null}
        {step === 'review' ? (
          <SalonReview
            kind={kind}
            values={form.getValues()}
            hours={hours}
            area={kind === 'freelancer' ? area : null}
            avatar={avatar}
            cover={cover}
          />
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
          <Button onClick={() => goTo(active - 1)} disabled={active === 0 || createSalon.isPending}>
            {t('salon.create.back')}
          </Button>
          {step === 'review' ? (
            <Button
              variant="contained"
              size="large"
              onClick={() => void submit()}
              loading={createSalon.isPending}
              disabled={companyMissing}
            >
              {t(kind === 'freelancer' ? 'salon.create.submitFreelancer' : 'salon.create.submitSalon')}
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={() => void next()} disabled={companyMissing}>
              {t('salon.create.next')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
