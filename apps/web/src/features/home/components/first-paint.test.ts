import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STORAGE_KEYS } from '@salon/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WelcomePaint } from './use-welcome-paint';

const firstPaint = readFileSync(resolve(__dirname, '../../../../boot/first-paint.js'), 'utf8');
const runShell = () => new Function(firstPaint)();

/** The app's code tags as a build leaves them for the start script (apps/web/boot-html.ts). */
const BOOT_FILES =
  '<template id="boot-files"><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/screen-home-b2.js"></template>';
const startedFiles = () =>
  [...document.head.querySelectorAll(':scope > script[src], :scope > link[rel="modulepreload"]')].map(
    (tag) => tag.getAttribute('src') ?? tag.getAttribute('href'),
  );

const paint = (overrides: Partial<WelcomePaint> = {}): WelcomePaint => ({
  version: 1,
  userId: 'user-1',
  path: '/es-ve/dashboard',
  viewportWidth: window.innerWidth,
  background: 'rgb(18, 18, 18)',
  texts: [
    {
      tag: 'h1',
      text: '¡Hola, Ana!',
      top: 89,
      left: 16,
      width: 380,
      font: '700 30px / 37.5px Arial',
      color: 'rgb(255, 255, 255)',
      letterSpacing: 'normal',
    },
    {
      tag: 'p',
      text: 'Tu resumen de hoy.',
      top: 134,
      left: 16,
      width: 380,
      font: '16px / 24px Arial',
      color: 'rgb(200, 200, 200)',
      letterSpacing: 'normal',
    },
  ],
  ...overrides,
});

describe('first paint (boot/first-paint.js)', () => {
  beforeEach(() => {
    document.head.innerHTML = BOOT_FILES;
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/es-ve/dashboard');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(STORAGE_KEYS.usersId, 'user-1');
  });

  it('paints the greeting and subtitle the welcome last showed, in place, before the app starts', () => {
    localStorage.setItem(STORAGE_KEYS.welcomePaint, JSON.stringify(paint()));
    runShell();
    const heading = document.querySelector<HTMLElement>('#root h1')!;
    expect(heading.textContent).toBe('¡Hola, Ana!');
    expect(heading.style.top).toBe('89px');
    expect(document.querySelector('#root p')!.textContent).toBe('Tu resumen de hoy.');
    expect(heading.parentElement!.style.backgroundColor).toBe('rgb(18, 18, 18)');
    expect(document.body.getAttribute('style')).toBeNull();
  });

  describe("starts the app's code", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('at once when it paints nothing, as fresh tags with the same attributes', () => {
      localStorage.removeItem(STORAGE_KEYS.welcomePaint);
      runShell();
      expect(startedFiles()).toEqual(['/assets/index-a1.js', '/assets/screen-home-b2.js']);
      const entry = document.head.querySelector<HTMLScriptElement>(':scope > script[src]')!;
      expect(entry.type).toBe('module');
      expect(entry.getAttribute('crossorigin')).toBe('');
    });

    it('after the painted frame, once, when it paints the welcome', () => {
      localStorage.setItem(STORAGE_KEYS.welcomePaint, JSON.stringify(paint()));
      runShell();
      expect(document.querySelector('#root h1')).not.toBeNull();
      expect(startedFiles()).toEqual([]);
      vi.runAllTimers();
      expect(startedFiles()).toEqual(['/assets/index-a1.js', '/assets/screen-home-b2.js']);
    });
  });

  it.each([
    ['another user', () => localStorage.setItem(STORAGE_KEYS.usersId, 'user-2')],
    ['no session', () => localStorage.removeItem(STORAGE_KEYS.accessToken)],
    ['another page', () => window.history.replaceState(null, '', '/es-ve/dashboard/client')],
    ['another language', () => window.history.replaceState(null, '', '/en-ve/dashboard')],
    [
      'another width',
      () => localStorage.setItem(STORAGE_KEYS.welcomePaint, JSON.stringify(paint({ viewportWidth: 1 }))),
    ],
    ['an unreadable record', () => localStorage.setItem(STORAGE_KEYS.welcomePaint, '{')],
  ])('paints nothing for %s', (_case, arrange) => {
    localStorage.setItem(STORAGE_KEYS.welcomePaint, JSON.stringify(paint()));
    arrange();
    runShell();
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });
});
