import { SalonCreateStepper } from '@/features/salon/components/salon-create-stepper';
import { usePageTitle } from '@/lib/use-page-title';

export function SalonCreatePage() {
  usePageTitle('salon.pageTitles.create');
  return <SalonCreateStepper />;
}
