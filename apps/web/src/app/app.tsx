import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/components/error-fallback';
import { AppProviders } from './app-providers';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
