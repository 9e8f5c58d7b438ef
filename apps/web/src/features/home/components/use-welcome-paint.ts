import { STORAGE_KEYS } from '@salon/core';
import { useTheme } from '@mui/material/styles';
import { useEffect, type RefObject } from 'react';
import { storage } from '@/lib/storage';

/** One text of the welcome as it was painted: where, in which font and colour. */
export interface PaintedText {
  tag: 'h1' | 'p';
  text: string;
  top: number;
  left: number;
  width: number;
  font: string;
  color: string;
  letterSpacing: string;
}

/** What apps/web/boot/first-paint.js reads (keep the two in step). */
export interface WelcomePaint {
  version: 1;
  userId: string;
  path: string;
  viewportWidth: number;
  background: string;
  texts: PaintedText[];
}

const painted = (tag: PaintedText['tag'], element: HTMLElement): PaintedText => {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return {
    tag,
    text: element.textContent ?? '',
    top: rect.top + window.scrollY,
    left: rect.left + window.scrollX,
    width: rect.width,
    font: style.font,
    color: style.color,
    letterSpacing: style.letterSpacing,
  };
};

/**
 * Keeps what the welcome's greeting and subtitle looked like on this device, so that the next start paints them
 * at once, before the app's code has arrived (apps/web/boot/first-paint.js; docs/decisions.md "Welcome shell"). The app then
 * draws the same texts in the same places.
 */
export function useWelcomePaint(
  userId: string,
  heading: RefObject<HTMLElement | null>,
  subtitle: RefObject<HTMLElement | null>,
) {
  // Read so that a change of light or dark mode renders the welcome again, which writes the new colours.
  useTheme();
  useEffect(() => {
    // When the browser is idle: the frame's layout (the side menu, the app bar) has settled and is read, not
    // worked out again inside a task of its own on a slow phone.
    const whenIdle = (record: () => void) =>
      typeof window.requestIdleCallback === 'function'
        ? {
            cancel: window.cancelIdleCallback.bind(
              window,
              window.requestIdleCallback(record, { timeout: 2000 }),
            ),
          }
        : { cancel: window.clearTimeout.bind(window, window.setTimeout(record, 200)) };
    const pending = whenIdle(() => {
      if (!heading.current || !subtitle.current || window.scrollY > 0) return;
      const paint: WelcomePaint = {
        version: 1,
        userId,
        path: window.location.pathname,
        viewportWidth: window.innerWidth,
        background: getComputedStyle(document.body).backgroundColor,
        texts: [painted('h1', heading.current), painted('p', subtitle.current)],
      };
      storage.set(STORAGE_KEYS.welcomePaint, JSON.stringify(paint));
    });
    return pending.cancel;
  });
}
