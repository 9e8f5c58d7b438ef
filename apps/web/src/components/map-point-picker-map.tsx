import MyLocation from '@mui/icons-material/MyLocation';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BaseMap, CARACAS, FollowPoint, PinMarker, toLatLng, type LngLat } from './leaflet-map';

export interface MapPointPickerMapProps {
  value?: LngLat | null;
  defaultCenter?: LngLat;
  height: number;
  onPick: (coords: LngLat) => void;
}

/** The map of `MapPointPicker` with its pin and centring button: Leaflet, loaded when a picker is shown. */
export function MapPointPickerMap({ value, defaultCenter, height, onPick }: MapPointPickerMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [map, setMap] = useState<LeafletMap | null>(null);
  return (
    <>
      <BaseMap
        center={value ?? defaultCenter ?? CARACAS}
        zoom={value ? 15 : 12}
        height={height}
        label={t('mapPicker.map')}
        onMapClick={onPick}
        mapRef={setMap}
      >
        <FollowPoint point={value ?? null} />
        {value ? (
          <PinMarker
            position={value}
            onMove={onPick}
            label={t('mapPicker.pin')}
            color={theme.palette.primary.main}
          />
        ) : null}
      </BaseMap>
      <IconButton
        size="small"
        aria-label={t('mapPicker.centerPin')}
        onClick={() => value && map?.setView(toLatLng(value), Math.max(map.getZoom(), 15))}
        disabled={!value}
        sx={{
          position: 'absolute',
          top: 10,
          right: 10,
          zIndex: 1000,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <MyLocation />
      </IconButton>
    </>
  );
}
