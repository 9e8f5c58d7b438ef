import booking from '@/features/booking/locales/es-ve.json';
import visit from '@/features/visit/locales/es-ve.json';
import type { Tree } from './merge-trees';

/**
 * The i18next `booking` namespace in es-ve, as parts lib/i18n.ts merges: the client's public pages (booking and
 * visit), loaded with them only.
 */
export default [booking, visit] as Tree[];
