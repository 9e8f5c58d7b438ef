import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const employeeList = async () => ({
  Component: (await import('../pages/employee-list-page')).EmployeeListPage,
});

/**
 * Dashboard routes of the employee area (SPEC.md section 2: employee, employee/list, employee/new,
 * employee/{id}/edit, employee/{id}), relative to `/:langCode/dashboard`.
 */
export const employeeRoutes: RouteObject[] = [
  { path: 'employee', errorElement: screenErrorElement, lazy: employeeList },
  { path: 'employee/list', errorElement: screenErrorElement, lazy: employeeList },
  {
    path: 'employee/new',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/employee-new-page')).EmployeeNewPage }),
  },
  {
    path: 'employee/:id/edit',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/employee-edit-page')).EmployeeEditPage }),
  },
  {
    path: 'employee/:id',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/employee-view-page')).EmployeeViewPage }),
  },
];
