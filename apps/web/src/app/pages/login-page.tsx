import { LoginView } from '@/features/auth/components/login-view';
import { TempPasswordDialog } from '@/features/auth/components/temp-password-dialog';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

export function LoginPage() {
  usePageTitle('pageTitles.login');
  const to = useLangPath();
  return (
    <>
      <LoginView registerPath={to('/auth/register')} forgotPasswordPath={to('/auth/forgot_password')} />
      <TempPasswordDialog />
    </>
  );
}
