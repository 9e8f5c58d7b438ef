import { WelcomeView } from '@/features/home/components/welcome-view';
import { usePageTitle } from '@/lib/use-page-title';

export function HomePage() {
  usePageTitle('pageTitles.home');
  return <WelcomeView />;
}
