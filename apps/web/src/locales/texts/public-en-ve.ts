import core from '@salon/core/locales/en-ve.json';
import web from '../en-ve.json';
import type { Tree } from './merge-trees';

/**
 * The i18next `translation` namespace in en-ve, as parts lib/i18n.ts merges: the shared validation and error texts
 * and the app's frame and sign-in screens. One chunk per language, so a page downloads only its reader's language.
 */
export default [core, web] as Tree[];
