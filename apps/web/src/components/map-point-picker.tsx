import Add from '@mui/icons-material/Add';
import MyLocation from '@mui/icons-material/MyLocation';
import Place from '@mui/icons-material/Place';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** [longitude, latitude], as GeoJSON and the API order them. */
export type LngLat = [number, number];

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

const TILE = 256;
const MIN_ZOOM = 2;
const MAX_ZOOM = 18;
const CARACAS: LngLat = [-66.9036, 10.4806];
export const MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Web Mercator: a point to world pixels at a zoom, and back. */
export const project = ([lng, lat]: LngLat, zoom: number): [number, number] => {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
};
export const unproject = ([x, y]: [number, number], zoom: number): LngLat => {
  const size = TILE * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [round(((((lng + 180) % 360) + 360) % 360) - 180), round(lat)];
};
const round = (n: number) => Math.round(n * 1e6) / 1e6;

const parseCoordinate = (text: string, limit: number): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/**
 * A map with one pin: click or drag to place it, arrow keys move it, and latitude and longitude can be typed.
 * Tiles come from VITE_MAP_TILE_URL; without them (offline) the grid stays usable.
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
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [zoom, setZoom] = useState(value ? 15 : 12);
  const [center, setCenter] = useState<LngLat>(value ?? defaultCenter ?? CARACAS);
  const [lat, setLat] = useState(value ? String(value[1]) : '');
  const [lng, setLng] = useState(value ? String(value[0]) : '');
  const drag = useRef<{
    kind: 'map' | 'pin';
    x: number;
    y: number;
    moved: boolean;
    center: [number, number];
  } | null>(null);
  const [pinOffset, setPinOffset] = useState<[number, number] | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width || 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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

  const centerPx = project(center, zoom);
  const origin: [number, number] = [centerPx[0] - width / 2, centerPx[1] - height / 2];
  const toLngLat = (clientX: number, clientY: number): LngLat => {
    const rect = box.current!.getBoundingClientRect();
    return unproject([origin[0] + clientX - rect.left, origin[1] + clientY - rect.top], zoom);
  };

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
    if (la !== null && lo !== null) {
      onChange([lo, la]);
      setCenter([lo, la]);
    }
  };

  const onPointerDown = (event: PointerEvent, kind: 'map' | 'pin') => {
    if (event.button !== 0) return;
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    drag.current = { kind, x: event.clientX, y: event.clientY, moved: false, center: centerPx };
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) current.moved = true;
    if (!current.moved) return;
    if (current.kind === 'map') setCenter(unproject([current.center[0] - dx, current.center[1] - dy], zoom));
    else setPinOffset([dx, dy]);
  };
  const onPointerUp = (event: PointerEvent) => {
    const current = drag.current;
    drag.current = null;
    setPinOffset(null);
    if (!current) return;
    if (current.kind === 'pin' ? current.moved : !current.moved)
      commit(toLngLat(event.clientX, event.clientY));
  };

  const pinPx = value ? project(value, zoom) : null;
  const onPinKey = (event: KeyboardEvent) => {
    const step = { ArrowUp: [0, -10], ArrowDown: [0, 10], ArrowLeft: [-10, 0], ArrowRight: [10, 0] }[
      event.key
    ];
    if (!step || !pinPx) return;
    event.preventDefault();
    commit(unproject([pinPx[0] + step[0]!, pinPx[1] + step[1]!], zoom));
  };

  const tiles: { key: string; url: string; left: number; top: number }[] = [];
  const count = 2 ** zoom;
  for (let ty = Math.floor(origin[1] / TILE); ty <= Math.floor((origin[1] + height) / TILE); ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(origin[0] / TILE); tx <= Math.floor((origin[0] + width) / TILE); tx += 1) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        url: MAP_TILE_URL.replace('{z}', String(zoom))
          .replace('{x}', String(wrapped))
          .replace('{y}', String(ty)),
        left: tx * TILE - origin[0],
        top: ty * TILE - origin[1],
      });
    }
  }

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} error={Boolean(error)} sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        {label}
      </FormLabel>
      <Paper
        variant="outlined"
        ref={box}
        onPointerDown={(event) => onPointerDown(event, 'map')}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        sx={{
          position: 'relative',
          height,
          overflow: 'hidden',
          cursor: 'crosshair',
          touchAction: 'none',
          userSelect: 'none',
          borderColor: error ? 'error.main' : undefined,
          bgcolor: 'action.hover',
          backgroundImage:
            'linear-gradient(rgba(128,128,128,.15) 1px, transparent 1px), linear-gradient(90deg, rgba(128,128,128,.15) 1px, transparent 1px)',
          backgroundSize: '32px 32px',
        }}
      >
        {tiles.map((tile) => (
          <Box
            key={tile.key}
            component="img"
            src={tile.url}
            alt=""
            draggable={false}
            onError={(event) => ((event.currentTarget as HTMLImageElement).style.visibility = 'hidden')}
            sx={{
              position: 'absolute',
              left: tile.left,
              top: tile.top,
              width: TILE,
              height: TILE,
              pointerEvents: 'none',
            }}
          />
        ))}
        {pinPx ? (
          <Box
            component="button"
            type="button"
            aria-label={t('mapPicker.pin')}
            onKeyDown={onPinKey}
            onPointerDown={(event) => onPointerDown(event, 'pin')}
            sx={{
              position: 'absolute',
              left: pinPx[0] - origin[0] + (pinOffset?.[0] ?? 0) - 18,
              top: pinPx[1] - origin[1] + (pinOffset?.[1] ?? 0) - 36,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              color: 'primary.main',
              cursor: 'grab',
              lineHeight: 0,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', borderRadius: 1 },
            }}
          >
            <Place
              sx={{ fontSize: 36, filter: 'drop-shadow(0 1px 1px rgba(0,0,0,.5))' }}
              aria-hidden="true"
            />
          </Box>
        ) : null}
        <Box
          onPointerDown={(event) => event.stopPropagation()}
          sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexDirection: 'column', gap: 0.5 }}
        >
          {[
            { key: 'zoomIn', icon: <Add />, onClick: () => setZoom((z) => Math.min(MAX_ZOOM, z + 1)) },
            { key: 'zoomOut', icon: <Remove />, onClick: () => setZoom((z) => Math.max(MIN_ZOOM, z - 1)) },
            { key: 'centerPin', icon: <MyLocation />, onClick: () => value && setCenter(value) },
          ].map((button) => (
            <IconButton
              key={button.key}
              size="small"
              aria-label={t(`mapPicker.${button.key}`)}
              onClick={button.onClick}
              sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
            >
              {button.icon}
            </IconButton>
          ))}
        </Box>
        <Typography
          variant="caption"
          onPointerDown={(event) => event.stopPropagation()}
          sx={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            px: 0.5,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          ©{' '}
          <Link
            href="https://www.openstreetmap.org/copyright"
            target="_blank"
            rel="noreferrer"
            color="inherit"
          >
            OpenStreetMap
          </Link>
        </Typography>
      </Paper>
      <FormHelperText id={`${id}-help`}>{t('mapPicker.help')}</FormHelperText>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 6 }}>
          <TextField
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
          <TextField
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
