import { DiagnosticsView } from '@/features/diagnostics/components/diagnostics-view';
import { usePageTitle } from '@/lib/use-page-title';

export function DiagnosticsPage() {
  usePageTitle('diagnostics.pageTitle');
  return <DiagnosticsView />;
}
