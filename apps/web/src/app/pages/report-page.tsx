import { IncomesReportView } from '@/features/report/components/incomes-report-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ReportPage() {
  usePageTitle('report.pageTitle');
  return <IncomesReportView />;
}
