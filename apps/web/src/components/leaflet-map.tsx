import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';

/** [longitude, latitude], as GeoJSON and the API order them. */
export type LngLat = [number, number];

export const CARACAS: LngLat = [-66.9036, 10.4806];

/** Tile URL template; an empty VITE_MAP_TILE_URL means no tiles at all (the map stays usable). */
export const MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const PIN_STEP_PX = 10;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A Leaflet position as [lng, lat], 6 decimals, longitude wrapped to [-180, 180]. */
export const toLngLat = (latLng: L.LatLng): LngLat => {
  const wrapped = latLng.wrap();
  return [round(wrapped.lng), round(wrapped.lat)];
};
export const toLatLng = ([lng, lat]: LngLat): L.LatLngTuple => [lat, lng];

interface BaseMapProps {
  /** Where the map opens. */
  center: LngLat;
  zoom: number;
  height: number;
  /** Accessible name of the map region. */
  label: string;
  /** Called on a click on the map (not on a marker or a control). */
  onMapClick?: (coords: LngLat) => void;
  mapRef?: Ref<L.Map>;
  children?: ReactNode;
}

/** MapContainer with the configured tiles (or none), translated zoom buttons, a labelled region, resize aware. */
export function BaseMap({ center, zoom, height, label, onMapClick, mapRef, children }: BaseMapProps) {
  const { t } = useTranslation();
  return (
    <MapContainer
      ref={mapRef}
      center={toLatLng(center)}
      zoom={zoom}
      zoomControl={false}
      style={{ height, width: '100%', background: 'rgba(128,128,128,.15)' }}
    >
      {MAP_TILE_URL ? <TileLayer url={MAP_TILE_URL} attribution={OSM_ATTRIBUTION} /> : null}
      <ZoomControl
        position="topleft"
        zoomInTitle={t('mapPicker.zoomIn')}
        zoomOutTitle={t('mapPicker.zoomOut')}
      />
      <MapRegion label={label} />
      {onMapClick ? <MapClicks onClick={onMapClick} /> : null}
      {children}
    </MapContainer>
  );
}

function MapRegion({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', label);
  }, [map, label]);
  // A map mounted in a hidden or resizing container (tabs, steppers, drawers) must learn its real size.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function MapClicks({ onClick }: { onClick: (coords: LngLat) => void }) {
  useMapEvents({ click: (event) => onClick(toLngLat(event.latlng)) });
  return null;
}

/** Keeps the map's view on a point chosen outside it (typed fields), without moving when it is visible. */
export function FollowPoint({ point }: { point: LngLat | null }) {
  const map = useMap();
  const key = point ? point.join(',') : '';
  useEffect(() => {
    if (!point) return;
    const latLng = L.latLng(toLatLng(point));
    if (!map.getBounds().pad(-0.1).contains(latLng)) map.panTo(latLng);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the point's value, not its identity
  }, [map, key]);
  return null;
}

const PIN_SVG =
  '<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false" style="filter:drop-shadow(0 1px 1px rgba(0,0,0,.5))">' +
  '<path fill="currentColor" d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5"/></svg>';

interface PinMarkerProps {
  position: LngLat;
  onMove: (coords: LngLat) => void;
  /** Accessible name of the pin (a focusable button). */
  label: string;
  color: string;
}

/** A draggable pin (no image files: an inline SVG icon); arrow keys move it by 10 px at the current zoom. */
export function PinMarker({ position, onMove, label, color }: PinMarkerProps) {
  const map = useMap();
  const marker = useRef<L.Marker>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });
  const icon = useMemo(
    () =>
      L.divIcon({
        html: `<span style="color:${color};display:block;line-height:0">${PIN_SVG}</span>`,
        className: 'salon-map-pin',
        iconSize: [36, 36],
        iconAnchor: [18, 36],
      }),
    [color],
  );

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    const onKey = (event: KeyboardEvent) => {
      const step = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[event.key];
      if (!step || !marker.current) return;
      event.preventDefault();
      event.stopPropagation(); // the map would pan with the same keys
      const zoom = map.getZoom();
      const point = map
        .project(marker.current.getLatLng(), zoom)
        .add([step[0]! * PIN_STEP_PX, step[1]! * PIN_STEP_PX]);
      onMoveRef.current(toLngLat(map.unproject(point, zoom)));
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [map, label, icon]);

  return (
    <Marker
      ref={marker}
      position={toLatLng(position)}
      icon={icon}
      draggable
      keyboard
      title={label}
      eventHandlers={{
        dragend: () => marker.current && onMoveRef.current(toLngLat(marker.current.getLatLng())),
      }}
    />
  );
}
