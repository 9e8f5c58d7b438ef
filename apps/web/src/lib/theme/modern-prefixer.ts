import type { StylisPlugin } from '@emotion/cache';

/**
 * The properties that browsers still in use (Safari 15.4+, Chrome and Firefox of the last few years) need with a
 * `-webkit-` prefix beside the standard name: Safari's user-select, backdrop-filter (before 18), hyphens and
 * text-size-adjust; Chromium's mask-* (before 120), background-clip: text and box-decoration-break.
 */
const WEBKIT_TOO = new Set([
  'appearance',
  'backdrop-filter',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-clip',
  'mask-composite',
  'mask-image',
  'mask-origin',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'print-color-adjust',
  'text-size-adjust',
  'user-select',
]);

/**
 * Emotion's default stylis prefixer, cut to what current browsers need. The default writes the prefixes of
 * 2012-era browsers for every flex, transition and sizing rule (`-webkit-box-*`, `-ms-flex-*`…): each style of
 * the first screen went through its big switch and came out two to four times longer, in the commit where
 * emotion compiles and inserts the styles (most of the first render's commit on a slow phone, docs/benchmarks.md).
 * A declaration is written as stylis's own prefixer writes it: the prefixed copy, then the standard one.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  if (WEBKIT_TOO.has(element.props as unknown as string))
    element.return = `-webkit-${element.value}${element.value}`;
};
