import core from '@salon/core/locales/en-ve.json';
import booking from '@/features/booking/locales/en-ve.json';
import visit from '@/features/visit/locales/en-ve.json';
import web from '../en-ve.json';
import { mergeTrees, type Tree } from './merge-trees';

/**
 * The i18next `translation` namespace in en-ve: what the public pages (sign-in, booking, visit) and the app's frame
 * show. One chunk per language, so a page downloads only its reader's language.
 */
export default mergeTrees(core as Tree, web as Tree, booking as Tree, visit as Tree);
