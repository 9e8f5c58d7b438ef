import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `.vite/preloads.json` of the web build (apps/web/chunk-packs.ts `routePreloads`); `.vite/book-preloads.json`
 * of the booking page's own build (apps/web/vite.booking.config.ts).
 */
interface WebPreloads {
  screens: Partial<Record<'login' | 'booking' | 'frame' | 'home' | 'calendar', string[]>>;
  texts: Record<string, Partial<Record<'translation' | 'booking' | 'business', string[]>>>;
}

/**
 * The web app's first screens by path, as its router (apps/web/src/app/router.tsx) maps them: the screens whose
 * code it loads and the text namespaces it reads.
 */
const ROUTES: {
  path: RegExp;
  screens: (keyof WebPreloads['screens'])[];
  texts: ('booking' | 'business')[];
}[] = [
  { path: /^\/[^/]+\/auth\/login\/?$/, screens: ['login'], texts: [] },
  { path: /^\/[^/]+\/book\/[^/]+\/?$/, screens: ['booking'], texts: ['booking'] },
  { path: /^\/[^/]+\/visit\/[^/]+\/?$/, screens: [], texts: ['booking'] },
  { path: /^\/[^/]+\/waitlist\/[^/]+\/?$/, screens: [], texts: ['booking'] },
  {
    path: /^\/[^/]+\/dashboard\/appointment(\/calendar)?\/?$/,
    screens: ['frame', 'calendar'],
    texts: ['business'],
  },
  { path: /^\/[^/]+\/dashboard\/?$/, screens: ['frame', 'home'], texts: ['business'] },
  { path: /^\/[^/]+\/dashboard(\/.*)?$/, screens: ['frame'], texts: ['business'] },
];

/** A safe asset path as the build writes it. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

const linkOf = (href: string) =>
  href.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${href}">`
    : `<link rel="modulepreload" crossorigin href="${href}">`;

/**
 * The `<link>` tags that start a page's own code and texts downloading with the document, beside the entry script
 * instead of after it has run (a round trip and the entry's run time less on a slow phone). Read once per web
 * directory; none when the build wrote no preloads file (an older build) or the path is no first screen.
 */
export function webPreloads(webDir: string, fileName = 'preloads.json'): (path: string) => string {
  const file = join(webDir, '.vite', fileName);
  if (!existsSync(file)) return () => '';
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as WebPreloads;
  return (path) => {
    const language = path.split('/')[1] ?? '';
    const texts = preloads.texts[language];
    if (!texts) return '';
    const route = ROUTES.find((candidate) => candidate.path.test(path));
    const files = new Set([
      ...(route?.screens ?? []).flatMap((screen) => preloads.screens[screen] ?? []),
      ...(texts.translation ?? []),
      ...(route?.texts ?? []).flatMap((namespace) => texts[namespace] ?? []),
    ]);
    return [...files]
      .filter((href) => ASSET.test(href))
      .map(linkOf)
      .join('');
  };
}

/** Where the app's document keeps its code tags for its start script to add (apps/web/boot-html.ts). */
const BOOT_FILES_END = '</template>';

/**
 * Puts `links` beside the app's own code tags (the start script adds them after painting what it can), or at
 * the end of the head of a document without them (the booking page's own build).
 */
export const withPreloads = (html: string, links: string) => {
  if (!links) return html;
  const bootFiles = html.indexOf('<template id="boot-files">');
  if (bootFiles < 0) return html.replace('</head>', `${links}</head>`);
  const end = html.indexOf(BOOT_FILES_END, bootFiles);
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
};
