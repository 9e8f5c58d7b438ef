import { useTranslation } from 'react-i18next';
import { DiagnosticsReport } from '@/components/diagnostics-report';
import { errorText } from '@/lib/api-errors';
import { useAdminDiagnostics, useAdminTestMail } from '../api/admin-diagnostics';

/** The administrator's Diagnostics tab: the same report as the owner's page, for the whole platform. */
export function DiagnosticsPanel() {
  const { t } = useTranslation();
  const query = useAdminDiagnostics();
  const testMail = useAdminTestMail();
  return (
    <DiagnosticsReport
      data={query.data}
      loading={query.isPending}
      failure={query.isError ? errorText(t, query.error) : undefined}
      onTestMail={() => testMail.mutate()}
      testMail={{
        pending: testMail.isPending,
        result: testMail.data,
        failure: testMail.isError ? errorText(t, testMail.error) : undefined,
      }}
    />
  );
}
