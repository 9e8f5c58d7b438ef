import { lazy, Suspense } from 'react';
import { LoginView } from '@/features/auth/components/login-view';
import { useSession } from '@/lib/session/session-context';
import { loadSnackbars } from '@/app/snackbars';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

// Only a sign-in with a temporary password opens it: its code (and the snackbars it reports to) loads then,
// not with the page.
const TempPasswordDialog = lazy(async () => {
  const [{ TempPasswordDialog: Dialog }] = await Promise.all([
    import('@/features/auth/components/temp-password-dialog'),
    loadSnackbars(),
  ]);
  return { default: Dialog };
});

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
