import { lazy, Suspense } from 'react';
import { LoginView } from '@/features/auth/components/login-view';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

// Only a sign-in with a temporary password opens it: its code loads then, not with the page.
const TempPasswordDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/temp-password-dialog')).TempPasswordDialog,
}));

export function LoginPage() {
  usePageTitle('pageTitles.login');
  const to = useLangPath();
  const session = useSession();
  return (
    <>
      <LoginView registerPath={to('/auth/register')} forgotPasswordPath={to('/auth/forgot_password')} />
      {session.isPasswordTemp && session.pendingLoginToken !== null ? (
        <Suspense fallback={null}>
          <TempPasswordDialog />
        </Suspense>
      ) : null}
    </>
  );
}
