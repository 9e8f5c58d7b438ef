import { useParams } from 'react-router';
import { EmployeeProfileView } from '@/features/employee/components/employee-profile-view';
import { usePageTitle } from '@/lib/use-page-title';

export function EmployeeViewPage() {
  usePageTitle('employee.pageTitles.view');
  const { id = '' } = useParams();
  return <EmployeeProfileView key={id} id={id} />;
}
