import type { RouteObject } from 'react-router';

export const employeeRoutes: RouteObject[] = [];
