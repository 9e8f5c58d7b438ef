import { VENEZUELA_TIME_ZONE } from '@salon/core';
import { QueriedDiagnosticsReport } from '@/components/diagnostics-report';
import { useAdminDiagnostics, useAdminTestMail } from '../api/admin-diagnostics';

/** The administrator's Diagnostics tab: the same report as the owner's page, for the whole platform. */
export function DiagnosticsPanel() {
  return (
    <QueriedDiagnosticsReport
      query={useAdminDiagnostics()}
      testMail={useAdminTestMail()}
      timeZone={VENEZUELA_TIME_ZONE}
    />
  );
}
