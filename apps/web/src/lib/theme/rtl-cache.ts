import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/** Right-to-left styles, flipped by the stylis plugin; its own chunk, loaded only when a user picks that direction. */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
