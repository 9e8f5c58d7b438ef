import type { RouteObject } from 'react-router';

export const serviceRoutes: RouteObject[] = [];
