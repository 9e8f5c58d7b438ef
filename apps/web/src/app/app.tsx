import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/components/error-fallback';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
