import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';

/** errorElement of the routes: the shared fallback with the route's error. */
export function RouteErrorPage({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  return <ErrorFallback error={error} embedded={embedded} />;
}
