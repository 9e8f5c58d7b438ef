import { serviceAreaSchema, type ServiceArea } from '@salon/core';

export type AreaMode = ServiceArea['mode'];

/** The service area as the editor holds it: every value is a typed string. */
export interface ServiceAreaDraft {
  mode: AreaMode;
  baseLng: string;
  baseLat: string;
  radiusKm: string;
  city: string;
  /** One point per line: "longitude, latitude". */
  polygonText: string;
  travelFee: string;
}

export const emptyAreaDraft = (base?: readonly [number, number] | null, city = ''): ServiceAreaDraft => ({
  mode: 'radius',
  baseLng: base ? String(base[0]) : '',
  baseLat: base ? String(base[1]) : '',
  radiusKm: '5',
  city,
  polygonText: '',
  travelFee: '0',
});

const round = (value: number) => String(Math.round(value * 1e6) / 1e6);

export const formatPoints = (points: readonly (readonly number[])[]): string =>
  points.map(([lng, lat]) => `${round(lng!)}, ${round(lat!)}`).join('\n');

/** Typed lines to points; a line that is not two numbers makes the whole list invalid (null). */
export const parsePoints = (text: string): [number, number][] | null => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const points: [number, number][] = [];
  for (const line of lines) {
    const parts = line
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) return null;
    points.push([parts[0]!, parts[1]!]);
  }
  return points;
};

/** The ring to send: the typed points, closed by repeating the first one when the user did not. */
export const closeRing = (points: [number, number][]): [number, number][] => {
  if (points.length === 0) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] ? points : [...points, first];
};

/** The open list of a stored ring (without the repeated closing point), for editing. */
export const openRing = (ring: readonly (readonly number[])[]): [number, number][] => {
  const points = ring.map(([lng, lat]) => [lng!, lat!] as [number, number]);
  if (points.length > 1) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (first[0] === last[0] && first[1] === last[1]) points.pop();
  }
  return points;
};

export const areaToDraft = (
  area: ServiceArea | null,
  fallbackBase?: readonly [number, number] | null,
  city = '',
): ServiceAreaDraft => {
  if (!area) return emptyAreaDraft(fallbackBase, city);
  return {
    ...emptyAreaDraft(area.base_location, city),
    mode: area.mode,
    radiusKm: area.mode === 'radius' ? String(area.radius_km) : '5',
    city: area.mode === 'city' ? area.city : city,
    polygonText: area.mode === 'polygon' ? formatPoints(openRing(area.polygon)) : '',
    travelFee: String(area.travel_fee),
  };
};

export type AreaErrors = Partial<
  Record<'base' | 'radiusKm' | 'city' | 'polygon' | 'travelFee' | 'mode', string>
>;

const numberOrRaw = (value: string): unknown => (value.trim() === '' ? undefined : Number(value));

/** Validates with the shared serviceAreaSchema; returns the wire area or errors by field (locale keys). */
export const validateArea = (
  draft: ServiceAreaDraft,
): { area: ServiceArea; errors: null } | { area: null; errors: AreaErrors } => {
  const base = [numberOrRaw(draft.baseLng), numberOrRaw(draft.baseLat)];
  const common = { mode: draft.mode, base_location: base, travel_fee: numberOrRaw(draft.travelFee) };
  let candidate: Record<string, unknown>;
  const errors: AreaErrors = {};
  if (draft.mode === 'radius') candidate = { ...common, radius_km: numberOrRaw(draft.radiusKm) };
  else if (draft.mode === 'city') candidate = { ...common, city: draft.city };
  else {
    const points = parsePoints(draft.polygonText);
    if (!points) errors.polygon = 'validation.serviceArea.polygon';
    candidate = { ...common, polygon: closeRing(points ?? []) };
  }
  const result = serviceAreaSchema.safeParse(candidate);
  if (result.success && !errors.polygon) return { area: result.data, errors: null };
  for (const issue of result.success ? [] : result.error.issues) {
    const [first] = issue.path;
    const key: keyof AreaErrors =
      first === 'base_location'
        ? 'base'
        : first === 'radius_km'
          ? 'radiusKm'
          : first === 'travel_fee'
            ? 'travelFee'
            : first === 'city' || first === 'polygon'
              ? first
              : 'mode';
    errors[key] ??= issue.message;
  }
  return { area: null, errors };
};
