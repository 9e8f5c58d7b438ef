import { EmployeeListView } from '@/features/employee/components/employee-list-view';
import { usePageTitle } from '@/lib/use-page-title';

export function EmployeeListPage() {
  usePageTitle('employee.pageTitles.list');
  return <EmployeeListView />;
}
