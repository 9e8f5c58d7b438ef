import { z } from 'zod';
import { hasWholeCents } from '../money.js';
import { coordinatesSchema } from './company.js';
import { formNumber } from './json-field.js';

/** Money on the wire: dollars with at most 2 decimals (`money.ts`). */
export const dollarsSchema = (key = 'validation.money.invalid') =>
  formNumber(key).pipe(z.number(key).min(0, key).max(100_000, key)).refine(hasWholeCents, key);

const pointsEqual = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** Whether segments p1-p2 and p3-p4 properly cross (shared end points do not count). */
function segmentsCross(p1: number[], p2: number[], p3: number[], p4: number[]): boolean {
  const d = (a: number[], b: number[], c: number[]) =>
    (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** A closed ring (first point repeated last), at least a triangle, that does not cross itself. */
function isSimpleClosedRing(ring: readonly (readonly number[])[]): boolean {
  if (ring.length < 4 || !pointsEqual(ring[0]!, ring[ring.length - 1]!)) return false;
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    for (let j = i + 2; j < edges; j++) {
      if (i === 0 && j === edges - 1) continue; // neighbours through the closing point
      if (segmentsCross([...ring[i]!], [...ring[i + 1]!], [...ring[j]!], [...ring[j + 1]!])) return false;
    }
  }
  return true;
}

/** Freelancer service area: a base location and one of a radius, the entire city, or a drawn polygon. */
export const serviceAreaSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('radius'),
      base_location: coordinatesSchema,
      radius_km: formNumber('validation.serviceArea.radius').pipe(
        z.number().min(0.5, 'validation.serviceArea.radius').max(200, 'validation.serviceArea.radius'),
      ),
      travel_fee: dollarsSchema(),
    }),
    z.object({
      mode: z.literal('city'),
      base_location: coordinatesSchema,
      city: z.string().trim().min(2, 'validation.serviceArea.city').max(80, 'validation.serviceArea.city'),
      travel_fee: dollarsSchema(),
    }),
    z.object({
      mode: z.literal('polygon'),
      base_location: coordinatesSchema,
      polygon: z
        .array(coordinatesSchema, 'validation.serviceArea.polygon')
        .max(500, 'validation.serviceArea.polygon')
        .refine(isSimpleClosedRing, 'validation.serviceArea.polygon'),
      travel_fee: dollarsSchema(),
    }),
  ],
  { error: 'validation.serviceArea.mode' },
);
export type ServiceArea = z.output<typeof serviceAreaSchema>;

/** The same shape as it leaves the server: plain numbers, nothing to coerce (responses are encoded). */
const wirePoint = z.tuple([z.number(), z.number()]);
export const serviceAreaWireSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('radius'),
    base_location: wirePoint,
    radius_km: z.number(),
    travel_fee: z.number(),
  }),
  z.object({ mode: z.literal('city'), base_location: wirePoint, city: z.string(), travel_fee: z.number() }),
  z.object({
    mode: z.literal('polygon'),
    base_location: wirePoint,
    polygon: z.array(wirePoint),
    travel_fee: z.number(),
  }),
]);

/** Great-circle distance in km between two [lng, lat] points. */
function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting on [lng, lat] pairs; fine at city scale, where the earth's curvature does not matter. */
function pointInRing(point: readonly [number, number], ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** Does a client's address fall inside the area, and at what fee. */
export function serviceAreaCovers(
  area: ServiceArea,
  address: { coordinates: [number, number]; city?: string },
): { inside: boolean; travel_fee: number } {
  const normalise = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase();
  let inside: boolean;
  if (area.mode === 'radius') inside = distanceKm(area.base_location, address.coordinates) <= area.radius_km;
  else if (area.mode === 'city') inside = !!address.city && normalise(address.city) === normalise(area.city);
  else inside = pointInRing(address.coordinates, area.polygon);
  return { inside, travel_fee: inside ? area.travel_fee : 0 };
}
