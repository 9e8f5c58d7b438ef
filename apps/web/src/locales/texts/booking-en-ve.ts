import booking from '@/features/booking/locales/en-ve.json';
import visit from '@/features/visit/locales/en-ve.json';
import type { Tree } from './merge-trees';

/**
 * The i18next `booking` namespace in en-ve, as parts lib/i18n.ts merges: the client's public pages (booking and
 * visit), loaded with them only.
 */
export default [booking, visit] as Tree[];
