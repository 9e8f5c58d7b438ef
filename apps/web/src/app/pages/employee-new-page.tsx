import { EmployeeNewView } from '@/features/employee/components/employee-form-views';
import { usePageTitle } from '@/lib/use-page-title';

export function EmployeeNewPage() {
  usePageTitle('employee.pageTitles.new');
  return <EmployeeNewView />;
}
