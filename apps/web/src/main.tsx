import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The router starts in a task of its own right after the app's code has run (one long task less on a slow
// phone's main thread), so the first screen's code still downloads beside its texts instead of after them.
setTimeout(() => {
  const router = createAppRouter();
  // The first screen renders in its language: its texts are a chunk of their own (lib/i18n.ts). As a transition,
  // React renders it in slices of a few milliseconds instead of one long task that would hold up a slow phone's
  // main thread.
  void i18nReady.then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
  });
});
