import type { RouteObject } from 'react-router';

export const clientRoutes: RouteObject[] = [];
