import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import L from 'leaflet';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { BaseMap, toLatLng, type LngLat } from '@/components/leaflet-map';

/** The salon's point on a map, read-only. Loaded lazily: it brings Leaflet with it. */
export function SalonMap({ point, label }: { point: LngLat; label: string }) {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const icon = useMemo(
    () =>
      L.divIcon({
        html: `<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false"><path fill="${color}" d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5"/></svg>`,
        className: 'salon-map-pin',
        iconSize: [36, 36],
        iconAnchor: [18, 36],
      }),
    [color],
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <BaseMap center={point} zoom={16} height={240} label={label}>
        <Marker position={toLatLng(point)} icon={icon} keyboard={false} interactive={false} />
      </BaseMap>
    </Paper>
  );
}
