import { mergeTrees, type Tree } from './merge-trees';

/**
 * The i18next `business` namespace in en-ve: every business feature's texts (`features/<name>/locales`), loaded with
 * the dashboard and the admin pages; the public ones are in `public-en-ve.ts`.
 */
const files = import.meta.glob<Tree>(
  ['../../features/*/locales/en-ve.json', '!../../features/{booking,visit}/locales/*.json'],
  { eager: true, import: 'default' },
);

export default mergeTrees(...Object.values(files));
