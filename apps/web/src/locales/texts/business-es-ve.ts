import type { Tree } from './merge-trees';

/**
 * The i18next `business` namespace in es-ve, as parts lib/i18n.ts merges: every business feature's texts
 * (`features/<name>/locales`), loaded with the dashboard and the admin pages; the others are in `public-es-ve.ts`
 * and `booking-es-ve.ts`.
 */
const files = import.meta.glob<Tree>(
  ['../../features/*/locales/es-ve.json', '!../../features/{booking,visit}/locales/*.json'],
  { eager: true, import: 'default' },
);

export default Object.values(files);
