import core from '@salon/core/locales/es-ve.json';
import booking from '@/features/booking/locales/es-ve.json';
import visit from '@/features/visit/locales/es-ve.json';
import web from '../es-ve.json';
import { mergeTrees, type Tree } from './merge-trees';

/**
 * The i18next `translation` namespace in es-ve: what the public pages (sign-in, booking, visit) and the app's frame
 * show. One chunk per language, so a page downloads only its reader's language.
 */
export default mergeTrees(core as Tree, web as Tree, booking as Tree, visit as Tree);
