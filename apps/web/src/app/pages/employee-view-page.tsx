import { useParams } from 'react-router';
import { EmployeeCalendarFeedHint } from '@/features/calendar-feed/components/employee-calendar-feed-hint';
import { EmployeeProfileView } from '@/features/employee/components/employee-profile-view';
import { useSession } from '@/lib/session/session-context';
import { usePageTitle } from '@/lib/use-page-title';

export function EmployeeViewPage() {
  usePageTitle('employee.pageTitles.view');
  const { id = '' } = useParams();
  const session = useSession();
  // One login per e-mail and type: the employee login with this profile's e-mail is this employee.
  const signedInAs = session.account_type === 'employee' ? session.user?.email.toLowerCase() : undefined;
  return (
    <EmployeeProfileView
      key={id}
      id={id}
      calendarPanel={(employee) => (
        <EmployeeCalendarFeedHint
          firstName={employee.firstName}
          own={!!signedInAs && employee.email.toLowerCase() === signedInAs}
        />
      )}
    />
  );
}
