import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LngLat } from './leaflet-map';
import { OutlinedTextField } from './outlined-text-field';

export type { LngLat } from './leaflet-map';

// Leaflet and its styles load with the first picker shown, not with every form that can show one.
const MapPointPickerMap = lazy(async () => ({
  default: (await import('./map-point-picker-map')).MapPointPickerMap,
}));

export interface MapPointPickerProps {
  value?: LngLat | null;
  onChange: (coords: LngLat) => void;
  label: string;
  height?: number;
  /** A translated error shown under the picker. */
  error?: string;
  /** Where the map opens when there is no value yet (Caracas). */
  defaultCenter?: LngLat;
}

const parseCoordinate = (text: string, limit: number): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/**
 * A Leaflet map with one pin: click the map or drag the pin to place it, arrow keys move the focused pin, and
 * latitude and longitude can be typed (the keyboard and offline path). Tiles come from VITE_MAP_TILE_URL;
 * without them the map still takes clicks.
 */
export function MapPointPicker({
  value,
  onChange,
  label,
  height = 320,
  error,
  defaultCenter,
}: MapPointPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [lat, setLat] = useState(value ? String(value[1]) : '');
  const [lng, setLng] = useState(value ? String(value[0]) : '');
  // Typed fields follow a value chosen elsewhere (click, drag, parent reset).
  const valueKey = value ? `${value[0]},${value[1]}` : '';
  const [shownKey, setShownKey] = useState(valueKey);
  if (shownKey !== valueKey) {
    setShownKey(valueKey);
    if (value) {
      if (parseCoordinate(lat, 90) !== value[1]) setLat(String(value[1]));
      if (parseCoordinate(lng, 180) !== value[0]) setLng(String(value[0]));
    }
  }

  const commit = (coords: LngLat) => {
    onChange(coords);
    setLat(String(coords[1]));
    setLng(String(coords[0]));
  };

  const typed = (nextLat: string, nextLng: string) => {
    setLat(nextLat);
    setLng(nextLng);
    const la = parseCoordinate(nextLat, 90);
    const lo = parseCoordinate(nextLng, 180);
    if (la !== null && lo !== null) onChange([lo, la]);
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} error={Boolean(error)} sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        {label}
      </FormLabel>
      <Paper
        variant="outlined"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderColor: error ? 'error.main' : undefined,
          '& .leaflet-container': { cursor: 'crosshair', fontFamily: 'inherit' },
        }}
      >
        <Suspense fallback={<Box aria-hidden="true" sx={{ height }} />}>
          <MapPointPickerMap value={value} defaultCenter={defaultCenter} height={height} onPick={commit} />
        </Suspense>
      </Paper>
      <FormHelperText id={`${id}-help`}>{t('mapPicker.help')}</FormHelperText>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 6 }}>
          <OutlinedTextField
            label={t('mapPicker.latitude')}
            value={lat}
            onChange={(event) => typed(event.target.value, lng)}
            fullWidth
            size="small"
            error={Boolean(error) || (lat !== '' && parseCoordinate(lat, 90) === null)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <OutlinedTextField
            label={t('mapPicker.longitude')}
            value={lng}
            onChange={(event) => typed(lat, event.target.value)}
            fullWidth
            size="small"
            error={Boolean(error) || (lng !== '' && parseCoordinate(lng, 180) === null)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
      </Grid>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
