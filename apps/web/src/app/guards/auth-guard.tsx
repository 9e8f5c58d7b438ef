import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';

/** Dashboard screens need a signed-in user; others go to login and come back afterwards. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const to = useLangPath();
  if (!session.isInitialized) return <LoadingScreen />;
  if (!session.isAuthenticated) {
    // After a deliberate logout the next user starts fresh; a lost session comes back to where it was.
    if (session.signedOutByUser) return <Navigate replace to={to('/auth/login')} />;
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${to('/auth/login')}?returnTo=${returnTo}`} />;
  }
  return children;
}
