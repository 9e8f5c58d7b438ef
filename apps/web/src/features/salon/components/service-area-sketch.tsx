import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePoints, type ServiceAreaDraft } from './service-area-model';

const SIZE = 300;
const KM_PER_DEG_LAT = 110.574;
const kmPerDegLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

interface ServiceAreaSketchProps {
  draft: ServiceAreaDraft;
  /** Polygon mode: a click adds this point ([lng, lat]). */
  onAddPoint: (point: [number, number]) => void;
}

/**
 * A map-less sketch of the area around the base location (no tiles are needed): the radius circle or the
 * drawn polygon, to scale. In polygon mode a click adds a corner; the typed list stays the source of truth.
 */
export function ServiceAreaSketch({ draft, onAddPoint }: ServiceAreaSketchProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const baseLng = Number(draft.baseLng);
  const baseLat = Number(draft.baseLat);
  const hasBase =
    draft.baseLng.trim() !== '' &&
    draft.baseLat.trim() !== '' &&
    Number.isFinite(baseLng) &&
    Number.isFinite(baseLat) &&
    Math.abs(baseLat) < 85;

  if (!hasBase) {
    return (
      <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('salon.area.sketchNeedsBase')}
        </Typography>
      </Box>
    );
  }

  const toKm = ([lng, lat]: [number, number]) => [
    (lng - baseLng) * kmPerDegLng(baseLat),
    (lat - baseLat) * KM_PER_DEG_LAT,
  ];
  const points = draft.mode === 'polygon' ? (parsePoints(draft.polygonText) ?? []) : [];
  const radius = draft.mode === 'radius' ? Math.max(Number(draft.radiusKm) || 0, 0) : 0;
  const extent = Math.max(
    radius * 1.2,
    ...points.map((point) => Math.max(...toKm(point).map(Math.abs)) * 1.25),
    5,
  );
  const scale = SIZE / 2 / extent; // px per km
  const toPx = (point: [number, number]) => {
    const [x, y] = toKm(point);
    return [SIZE / 2 + x! * scale, SIZE / 2 - y! * scale];
  };

  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    if (draft.mode !== 'polygon') return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (!rect.width) return;
    const px = ((event.clientX - rect.left) * SIZE) / rect.width;
    const py = ((event.clientY - rect.top) * SIZE) / rect.height;
    const kmX = (px - SIZE / 2) / scale;
    const kmY = (SIZE / 2 - py) / scale;
    onAddPoint([baseLng + kmX / kmPerDegLng(baseLat), baseLat + kmY / KM_PER_DEG_LAT]);
  };

  const stroke = theme.palette.primary.main;
  return (
    <Box sx={{ maxWidth: 360, mx: 'auto' }}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width="100%"
        role="img"
        aria-label={t('salon.area.sketchLabel')}
        onClick={handleClick}
        style={{
          display: 'block',
          background: theme.palette.action.hover,
          borderRadius: 8,
          cursor: draft.mode === 'polygon' ? 'crosshair' : 'default',
        }}
      >
        <line x1={SIZE / 2} y1={0} x2={SIZE / 2} y2={SIZE} stroke={theme.palette.divider} />
        <line x1={0} y1={SIZE / 2} x2={SIZE} y2={SIZE / 2} stroke={theme.palette.divider} />
        {radius > 0 ? (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={radius * scale}
            fill={stroke}
            fillOpacity={0.15}
            stroke={stroke}
            strokeWidth={2}
          />
        ) : null}
        {points.length > 1 ? (
          <polygon
            points={points.map((point) => toPx(point).join(',')).join(' ')}
            fill={stroke}
            fillOpacity={0.15}
            stroke={stroke}
            strokeWidth={2}
          />
        ) : null}
        {points.map((point, index) => {
          const [x, y] = toPx(point);
          return <circle key={index} cx={x} cy={y} r={4} fill={stroke} />;
        })}
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={6}
          fill={theme.palette.text.primary}
          stroke={theme.palette.background.paper}
          strokeWidth={2}
        />
      </svg>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {draft.mode === 'polygon'
          ? t('salon.area.sketchPolygonHelp')
          : t('salon.area.sketchHelp', { km: Math.round(extent * 2) })}
      </Typography>
    </Box>
  );
}
