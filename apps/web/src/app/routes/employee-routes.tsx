import type { RouteObject } from 'react-router';
import { allowedTo } from '../guards/allowed-to';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const employeeList = allowedTo(
  'employee.read',
  async () => (await import('../pages/employee-list-page')).EmployeeListPage,
);

/**
 * Dashboard routes of the employee area (docs/product.md "Screens and routes": employee, employee/list,
 * employee/new, employee/{id}/edit, employee/{id}), relative to `/:langCode/dashboard`.
 */
export const employeeRoutes: RouteObject[] = [
  { path: 'employee', errorElement: screenErrorElement, lazy: employeeList },
  { path: 'employee/list', errorElement: screenErrorElement, lazy: employeeList },
  {
    path: 'employee/new',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'employee.manage',
      async () => (await import('../pages/employee-new-page')).EmployeeNewPage,
    ),
  },
  {
    path: 'employee/:id/edit',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'employee.manage',
      async () => (await import('../pages/employee-edit-page')).EmployeeEditPage,
    ),
  },
  {
    path: 'employee/:id',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'employee.read',
      async () => (await import('../pages/employee-view-page')).EmployeeViewPage,
    ),
  },
];
