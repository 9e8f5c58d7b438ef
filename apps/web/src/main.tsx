import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The router starts now, so the first screen's code downloads beside its texts instead of after them.
const router = createAppRouter();

// The first screen renders in its language: its texts are a chunk of their own (lib/i18n.ts).
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
