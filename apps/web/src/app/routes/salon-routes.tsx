import type { RouteObject } from 'react-router';

/**
 * Dashboard routes of the salon area (SPEC.md section 2: salon, salon/profile,
 * salon/create_salon_stepper, gallery/edit), relative to `/:langCode/dashboard`.
 */
export const salonRoutes: RouteObject[] = [];
