import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, i18nReady } from '@/lib/i18n';

// Screens under test read every text, in both languages, at once.
await i18nReady;
await i18n.loadNamespaces(['business', 'booking']);
await i18n.loadLanguages(['es-ve', 'en-ve']);

// Screens load lazily; on a busy two-core machine (some hosts three times slower than others, two test files at
// once) the first render of a lazy dialog took more than 10 s: a limit, not a goal.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no matchMedia; MUI's useMediaQuery asks it. Report a desktop-width screen.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width:\s*(\d+)/.test(query)
        ? Number(/min-width:\s*(\d+)/.exec(query)?.[1]) <= 1280
        : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
