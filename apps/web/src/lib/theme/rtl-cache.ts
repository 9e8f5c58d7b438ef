import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { modernPrefixer } from './modern-prefixer';

/**
 * Right-to-left styles, flipped by the stylis plugin after the same prefixes as the left-to-right cache; its own
 * chunk, loaded only when a user picks that direction.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [modernPrefixer, rtlPlugin] });
