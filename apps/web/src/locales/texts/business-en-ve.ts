import type { Tree } from './merge-trees';

/**
 * The i18next `business` namespace in en-ve, as parts lib/i18n.ts merges: every business feature's texts
 * (`features/<name>/locales`), loaded with the dashboard and the admin pages; the others are in `public-en-ve.ts`
 * and `booking-en-ve.ts`.
 */
const files = import.meta.glob<Tree>(
  ['../../features/*/locales/en-ve.json', '!../../features/{booking,visit}/locales/*.json'],
  { eager: true, import: 'default' },
);

export default Object.values(files);
