import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/form-number-field';
import {
  formatPoints,
  parsePoints,
  type AreaErrors,
  type AreaMode,
  type ServiceAreaDraft,
} from './service-area-model';
import { ServiceAreaMap } from './service-area-map';

const MODES: AreaMode[] = ['radius', 'city', 'polygon'];

interface ServiceAreaEditorProps {
  value: ServiceAreaDraft;
  onChange: (draft: ServiceAreaDraft) => void;
  errors?: AreaErrors | null;
}

/** Freelancer service area: base location, then a radius, the entire city or a drawn area, and a travel fee. */
export function ServiceAreaEditor({ value, onChange, errors }: ServiceAreaEditorProps) {
  const { t } = useTranslation();
  const modeLabelId = useId();
  const set = (patch: Partial<ServiceAreaDraft>) => onChange({ ...value, ...patch });
  const message = (key: keyof AreaErrors) => (errors?.[key] ? t(errors[key]!) : undefined);

  const undoPoint = () => {
    const points = parsePoints(value.polygonText) ?? [];
    set({ polygonText: formatPoints(points.slice(0, -1)) });
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2.5}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('salon.area.baseLat')}
                value={value.baseLat}
                onChange={(event) => set({ baseLat: event.target.value })}
                fullWidth
                inputMode="decimal"
                error={Boolean(errors?.base)}
                helperText={message('base') ?? t('salon.area.baseHelp')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('salon.area.baseLng')}
                value={value.baseLng}
                onChange={(event) => set({ baseLng: event.target.value })}
                fullWidth
                inputMode="decimal"
                error={Boolean(errors?.base)}
              />
            </Grid>
          </Grid>
          <FormControl error={Boolean(errors?.mode)}>
            <FormLabel id={modeLabelId}>{t('salon.area.mode')}</FormLabel>
            <RadioGroup
              aria-labelledby={modeLabelId}
              value={value.mode}
              onChange={(event) => set({ mode: event.target.value as AreaMode })}
            >
              {MODES.map((mode) => (
                <FormControlLabel
                  key={mode}
                  value={mode}
                  control={<Radio />}
                  label={t(`salon.area.modes.${mode}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {value.mode === 'radius' ? (
            <NumberField
              label={t('salon.area.radius')}
              value={value.radiusKm}
              onValueChange={(radius) => set({ radiusKm: String(radius) })}
              fullWidth
              decimals={1}
              example={7.5}
              error={message('radiusKm')}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">km</InputAdornment> } }}
            />
          ) : null}
          {value.mode === 'city' ? (
            <TextField
              label={t('salon.area.city')}
              value={value.city}
              onChange={(event) => set({ city: event.target.value })}
              fullWidth
              error={Boolean(errors?.city)}
              helperText={message('city')}
            />
          ) : null}
          {value.mode === 'polygon' ? (
            <>
              <TextField
                label={t('salon.area.points')}
                value={value.polygonText}
                onChange={(event) => set({ polygonText: event.target.value })}
                fullWidth
                multiline
                minRows={4}
                error={Boolean(errors?.polygon)}
                helperText={message('polygon') ?? t('salon.area.pointsHelp')}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={undoPoint}
                  disabled={!value.polygonText.trim()}
                >
                  {t('salon.area.undoPoint')}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => set({ polygonText: '' })}
                  disabled={!value.polygonText.trim()}
                >
                  {t('salon.area.clearPoints')}
                </Button>
              </Stack>
            </>
          ) : null}
          <NumberField
            label={t('salon.area.travelFee')}
            value={value.travelFee}
            onValueChange={(fee) => set({ travelFee: String(fee) })}
            fullWidth
            example={3.5}
            error={message('travelFee')}
            helperText={t('salon.area.travelFeeHelp')}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ServiceAreaMap
          draft={value}
          onBaseChange={([lng, lat]) => set({ baseLng: String(lng), baseLat: String(lat) })}
          onPolygonChange={(points) => set({ polygonText: formatPoints(points) })}
        />
      </Grid>
    </Grid>
  );
}
