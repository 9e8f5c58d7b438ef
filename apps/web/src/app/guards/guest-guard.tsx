import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';

/** Only same-site paths: an absolute or protocol-relative returnTo is ignored. */
export const safeReturnTo = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;

interface GuestGuardProps {
  children: ReactNode;
  /**
   * Decide once, on arrival: registration signs the user in on its third step and must still show the
   * finish step, so it only turns away users who were signed in when they came.
   */
  onlyOnEntry?: boolean;
}

/** Auth screens are for signed-out users; signed-in ones go to the dashboard (or where they were headed). */
export function GuestGuard({ children, onlyOnEntry = false }: GuestGuardProps) {
  const session = useSession();
  const [params] = useSearchParams();
  const to = useLangPath();
  const [signedInOnEntry, setSignedInOnEntry] = useState<boolean | null>(null);
  if (session.isInitialized && signedInOnEntry === null) setSignedInOnEntry(session.isAuthenticated);

  if (!session.isInitialized) return <LoadingScreen />;
  const redirect = onlyOnEntry ? (signedInOnEntry ?? session.isAuthenticated) : session.isAuthenticated;
  if (redirect) return <Navigate replace to={safeReturnTo(params.get('returnTo')) ?? to('/dashboard')} />;
  return children;
}
