import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import L from 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, useMap } from 'react-leaflet';
import {
  BaseMap,
  CARACAS,
  FollowPoint,
  PinMarker,
  toLatLng,
  toLngLat,
  type LngLat,
} from '@/components/leaflet-map';
import { formatPoints, parsePoints, type ServiceAreaDraft } from './service-area-model';

type Tool = 'draw' | 'edit' | null;

interface ServiceAreaMapProps {
  draft: ServiceAreaDraft;
  /** The base pin was dragged, moved with the keys, or placed by a click (radius and city modes). */
  onBaseChange: (base: LngLat) => void;
  /** Polygon mode: the area was drawn or its corners edited on the map ([lng, lat], open ring). */
  onPolygonChange: (points: LngLat[]) => void;
}

const parseBase = (draft: ServiceAreaDraft): LngLat | null => {
  const lng = Number(draft.baseLng);
  const lat = Number(draft.baseLat);
  return draft.baseLng.trim() !== '' &&
    draft.baseLat.trim() !== '' &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lat) <= 85 &&
    Math.abs(lng) <= 180
    ? [lng, lat]
    : null;
};

const hasSize = (map: L.Map) => map.getSize().x > 0 && map.getSize().y > 0;

/**
 * The service area on a Leaflet map: the base location as a draggable pin, the radius as a circle, and in
 * polygon mode an area drawn and edited with geoman. The typed fields stay the source of truth.
 */
export function ServiceAreaMap({ draft, onBaseChange, onPolygonChange }: ServiceAreaMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [tool, setTool] = useState<Tool>(null);
  const base = parseBase(draft);
  const radiusKm = Number(draft.radiusKm);
  const radius = draft.mode === 'radius' && radiusKm > 0 && radiusKm <= 1000 ? radiusKm * 1000 : null;
  const color = theme.palette.primary.main;
  const polygon = draft.mode === 'polygon';
  const corners = polygon ? (parsePoints(draft.polygonText)?.length ?? 0) : 0;
  const activeTool: Tool = tool === 'edit' && corners < 3 ? null : tool;
  const toggle = (next: Exclude<Tool, null>) => setTool(activeTool === next ? null : next);

  return (
    <Box>
      <Paper
        variant="outlined"
        sx={{ overflow: 'hidden', '& .leaflet-container': { fontFamily: 'inherit' } }}
      >
        <BaseMap
          center={base ?? CARACAS}
          zoom={12}
          height={340}
          label={t('salon.area.mapLabel')}
          onMapClick={polygon ? undefined : onBaseChange}
        >
          <FollowPoint point={base} />
          {base ? (
            <PinMarker position={base} onMove={onBaseChange} label={t('salon.area.basePin')} color={color} />
          ) : null}
          {base && radius ? (
            <>
              <Circle
                center={toLatLng(base)}
                radius={radius}
                interactive={false}
                pathOptions={{ color, weight: 2, fillOpacity: 0.15 }}
              />
              <FitCircle base={base} radius={radius} />
            </>
          ) : null}
          {polygon ? (
            <DrawnPolygon
              text={draft.polygonText}
              onChange={onPolygonChange}
              tool={activeTool}
              onToolEnd={() => setTool(null)}
              color={color}
            />
          ) : null}
        </BaseMap>
      </Paper>
      {polygon ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            variant={activeTool === 'draw' ? 'contained' : 'outlined'}
            aria-pressed={activeTool === 'draw'}
            onClick={() => toggle('draw')}
          >
            {t('salon.area.draw')}
          </Button>
          <Button
            size="small"
            variant={activeTool === 'edit' ? 'contained' : 'outlined'}
            aria-pressed={activeTool === 'edit'}
            onClick={() => toggle('edit')}
            disabled={corners < 3}
          >
            {t('salon.area.edit')}
          </Button>
        </Stack>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {polygon ? t('salon.area.mapPolygonHelp') : t('salon.area.mapHelp')}
      </Typography>
    </Box>
  );
}

/** Shows the whole circle when the radius or the base changes. */
function FitCircle({ base, radius }: { base: LngLat; radius: number }) {
  const map = useMap();
  const [lng, lat] = base;
  useEffect(() => {
    if (hasSize(map)) map.fitBounds(L.latLng(lat, lng).toBounds(radius * 2), { padding: [16, 16] });
  }, [map, lng, lat, radius]);
  return null;
}

interface DrawnPolygonProps {
  text: string;
  onChange: (points: LngLat[]) => void;
  tool: Tool;
  onToolEnd: () => void;
  color: string;
}

const ringOf = (layer: L.Polygon): LngLat[] => {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map(toLngLat);
};

/** The typed polygon as a Leaflet layer that geoman draws and edits; changes go back as typed lines. */
function DrawnPolygon({ text, onChange, tool, onToolEnd, color }: DrawnPolygonProps) {
  const map = useMap();
  const layer = useRef<L.Polygon | null>(null);
  /** The last text this layer produced: when it comes back as the prop, the layer is already up to date. */
  const emitted = useRef<string | null>(null);
  const callbacks = useRef({ onChange, onToolEnd });
  useEffect(() => {
    callbacks.current = { onChange, onToolEnd };
  });

  useEffect(() => {
    const polygon = L.polygon([], { color, weight: 2, fillOpacity: 0.15 }).addTo(map);
    layer.current = polygon;
    emitted.current = null;
    const emit = (points: LngLat[]) => {
      emitted.current = formatPoints(points);
      callbacks.current.onChange(points);
    };
    const onEdit = () => emit(ringOf(polygon));
    const onCreate = ({ layer: created }: { layer: L.Layer }) => {
      const points = ringOf(created as L.Polygon);
      map.removeLayer(created);
      polygon.setLatLngs(points.map(toLatLng));
      emit(points);
    };
    polygon.on('pm:edit', onEdit);
    map.on('pm:create', onCreate);
    return () => {
      map.off('pm:create', onCreate);
      polygon.off('pm:edit', onEdit);
      polygon.remove();
      layer.current = null;
    };
  }, [map, color]);

  useEffect(() => {
    const polygon = layer.current;
    if (!polygon || text === emitted.current) return;
    emitted.current = null;
    const points = parsePoints(text) ?? [];
    polygon.setLatLngs(points.map(toLatLng));
    if (polygon.pm.enabled()) {
      polygon.pm.disable();
      if (points.length > 2) polygon.pm.enable({ allowSelfIntersection: false });
    }
    if (points.length > 1 && hasSize(map) && !map.getBounds().contains(polygon.getBounds()))
      map.fitBounds(polygon.getBounds(), { padding: [16, 16] });
  }, [map, text, color]);

  useEffect(() => {
    const polygon = layer.current;
    if (!polygon || !tool) return;
    if (tool === 'draw') {
      const end = () => callbacks.current.onToolEnd();
      map.on('pm:drawend', end);
      map.pm.enableDraw('Polygon', {
        allowSelfIntersection: false,
        pathOptions: { color, weight: 2, fillOpacity: 0.15 },
        templineStyle: { color },
        hintlineStyle: { color, dashArray: [5, 5] },
      });
      return () => {
        map.off('pm:drawend', end);
        map.pm.disableDraw();
      };
    }
    polygon.pm.enable({ allowSelfIntersection: false });
    return () => polygon.pm.disable();
  }, [map, tool, color]);

  return null;
}
