import { ForgotPasswordView } from '@/features/auth/components/forgot-password-view';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

export function ForgotPasswordPage() {
  usePageTitle('pageTitles.forgotPassword');
  const to = useLangPath();
  return <ForgotPasswordView loginPath={to('/auth/login')} />;
}
