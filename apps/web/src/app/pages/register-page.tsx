import { RegisterView } from '@/features/auth/components/register-view';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

export function RegisterPage() {
  usePageTitle('pageTitles.register');
  const to = useLangPath();
  return <RegisterView loginPath={to('/auth/login')} dashboardPath={to('/dashboard')} />;
}
