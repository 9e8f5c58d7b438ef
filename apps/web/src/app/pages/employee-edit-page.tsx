import { useParams } from 'react-router';
import { EmployeeEditView } from '@/features/employee/components/employee-form-views';
import { usePageTitle } from '@/lib/use-page-title';

export function EmployeeEditPage() {
  usePageTitle('employee.pageTitles.edit');
  const { id = '' } = useParams();
  // Keyed by id, so moving between employees never shows the previous one's form.
  return <EmployeeEditView key={id} id={id} />;
}
