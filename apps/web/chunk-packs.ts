import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The module that starts the app (index.html loads it). */
const MAIN = file('./src/main.tsx');

/**
 * The screens a phone opens first, each as the modules its route loads with `import()` (router.tsx): the sign-in
 * page, the public booking page, the dashboard's frame (guard and layout, around every business screen), the
 * welcome dashboard (the first screen after signing in) and the calendar. Left to itself the bundler cuts their
 * code into one chunk per set of lazy modules sharing it: dozens of files for each screen, each with a few
 * hundred bytes of response headers and its own poorer compression.
 */
const SCREENS = {
  login: [
    './src/app/layouts/auth-layout.tsx',
    './src/app/guards/guest-guard.tsx',
    './src/app/pages/login-page.tsx',
  ],
  booking: ['./src/app/pages/booking-page.tsx'],
  frame: ['./src/app/guards/auth-guard.tsx', './src/app/layouts/dashboard/dashboard-layout.tsx'],
  home: ['./src/app/pages/home-page.tsx'],
  calendar: ['./src/app/pages/appointment-calendar-page.tsx'],
};
type Screen = keyof typeof SCREENS;

/**
 * The pack of a module reached by `screens`. Each pack is a convex set of screen sets (with A ⊂ B ⊂ C, A and C
 * in a pack put B there too) and the packs are ordered (below): a module's screens include those of every module
 * importing it, so a chunk imports only chunks after it and none imports another in a circle.
 *
 * Order: screen-login, screen-booking, screen-home, screen-calendar → screen-dashboard → screen-login-common,
 * screen-booking-common → screen-shared.
 */
function packOf(screens: Set<Screen>): string {
  const login = screens.has('login');
  const booking = screens.has('booking');
  if (login && booking) return 'screen-shared';
  if (login) return screens.size === 1 ? 'screen-login' : 'screen-login-common';
  if (booking) return screens.size === 1 ? 'screen-booking' : 'screen-booking-common';
  // The frame loads with every business screen: what the welcome or the calendar shares with it goes with it,
  // and so does what the two share with each other (without it, the welcome downloaded the calendar's pack).
  if (screens.has('frame') || screens.size > 1) return 'screen-dashboard';
  return screens.has('home') ? 'screen-home' : 'screen-calendar';
}

/**
 * The library modules behind the barrels main.tsx imports (`@mui/material/styles`, `@mui/system`,
 * `@mui/material/utils`, `@tanstack/react-query`) that the first download does not use: of libraries whose
 * modules import only their own kind and third-party code, never the app. One pack for what a public screen
 * uses, one for the rest of what the business screens use (the first imports nothing of the second).
 */
const SELF_CONTAINED =
  /[\\/]node_modules[\\/]@(mui[\\/](material|system|utils)|tanstack[\\/](react-query|query-core))[\\/]/;
const libsPackOf = (screens: Set<Screen>) =>
  screens.has('login') || screens.has('booking') ? 'screen-libs' : 'screen-dashboard-libs';

/** Every module statically reachable from `roots`, not entering `skip`. */
function closure(ctx: ChunkingContext, roots: string[], skip?: Set<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || skip?.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) throw new Error(`chunk-packs: no module ${id}`);
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * Packs the code of the first screens into a few chunks (`packOf`); everything else is left to the automatic
 * split, so the other business screens, the maps and the charts keep chunks of their own. A screen that uses a
 * module of a pack downloads that pack.
 *
 * A module belongs to the screens whose modules reach it through static imports, outside the static closure of
 * main.tsx. That closure is left to the automatic split (the shell group takes what the first download uses; what
 * it drops, such as zod behind @salon/core's index or react-i18next's `Trans`, gets chunks of its own that only
 * the screens using it load) except the self-contained libraries' modules (`libsPackOf`). The closure imports
 * nothing outside itself, and those libraries nothing of the app, so the order above holds and the modules run in
 * the right order without `strictExecutionOrder`.
 */
export function screenPackName(): (id: string, ctx: ChunkingContext) => string | null {
  let packs: Map<string, string> | undefined;
  const build = (ctx: ChunkingContext) => {
    const initial = closure(ctx, [MAIN]);
    const reached = new Map<string, Set<Screen>>();
    const libs = new Map<string, Set<Screen>>();
    for (const [screen, paths] of Object.entries(SCREENS) as [Screen, string[]][]) {
      // A screen moved or renamed is only left unpacked (with a warning), not a failed build.
      const roots = paths.map(file).filter((id) => {
        if (ctx.getModuleInfo(id)) return true;
        console.warn(`chunk-packs: ${id} is not in the build; its screen is not packed`);
        return false;
      });
      for (const id of closure(ctx, roots)) {
        const into = !initial.has(id) ? reached : SELF_CONTAINED.test(id) ? libs : null;
        if (into) into.set(id, (into.get(id) ?? new Set()).add(screen));
      }
    }
    for (const id of sharedWithOtherScreens(ctx, reached, initial)) reached.delete(id);
    return new Map([
      ...[...reached].map(([id, screens]) => [id, packOf(screens)] as const),
      ...[...libs].map(([id, screens]) => [id, libsPackOf(screens)] as const),
    ]);
  };
  return (id, ctx) => {
    packs ??= build(ctx);
    return packs.get(id) ?? null;
  };
}

/**
 * Modules of one business screen's pack (the welcome's or the calendar's) that other screens' code imports too:
 * the list screens' table, MUI parts, the report's charts. Packed with that one screen, they would make every
 * such screen download the whole pack (the calendar and the lists downloaded the welcome's charts); left to the
 * automatic split, they get chunks of their own. Taken with everything they import of that pack, so no chunk of
 * the automatic split imports a screen's pack and the packs' order holds.
 */
function sharedWithOtherScreens(
  ctx: ChunkingContext,
  reached: Map<string, Set<Screen>>,
  initial: Set<string>,
): Set<string> {
  const singleScreen = (id: string) => {
    const screens = reached.get(id);
    return screens?.size === 1 && (screens.has('home') || screens.has('calendar'));
  };
  const outside = (importer: string) => !reached.has(importer) && !initial.has(importer);
  const shared = new Set<string>();
  const queue = [...reached.keys()].filter(
    (id) => singleScreen(id) && ctx.getModuleInfo(id)!.importers.some(outside),
  );
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (shared.has(id)) continue;
    shared.add(id);
    queue.push(...ctx.getModuleInfo(id)!.importedIds.filter(singleScreen));
  }
  return shared;
}

const REPO = file('../../');

/**
 * Writes `.vite/chunks.json`: the source modules each built chunk holds (paths from the repository's root, only
 * those with code left after tree-shaking). bench/src/pages.ts reads it to tell which screens' code a page loads.
 */
export function chunkContents(): Plugin {
  return {
    name: 'salon:chunk-contents',
    apply: 'build',
    generateBundle(_options, bundle) {
      const contents: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        contents[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => relative(REPO, id.replace(/\?.*$/, '')).replaceAll('\\', '/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(contents) });
    },
  };
}

/** The text chunks' modules (lib/i18n.ts), by language and namespace. */
const TEXT_MODULE = /[\\/]locales[\\/]texts[\\/](public|booking|business)-([a-z]{2}-[a-z]{2})\.ts$/;
const TEXT_NAMESPACE = { public: 'translation', booking: 'booking', business: 'business' } as const;

export interface WebPreloads {
  /** Per first screen (`SCREENS`), the files its route's lazy modules load besides the entry. */
  screens: Record<Screen, string[]>;
  /** Per language and i18next namespace, the files of its texts. */
  texts: Record<string, Partial<Record<(typeof TEXT_NAMESPACE)[keyof typeof TEXT_NAMESPACE], string[]>>>;
}

/**
 * Writes `.vite/preloads.json` (`WebPreloads`): the server puts `<link rel="modulepreload">` for a first screen's
 * files and its language's texts into the document (apps/server/src/lib/web-preloads.ts), so a phone downloads
 * them beside the entry script instead of after it has run. The booking page's own build writes its texts'
 * files to `.vite/book-preloads.json` (vite.booking.config.ts).
 */
export function routePreloads(fileName = '.vite/preloads.json'): Plugin {
  return {
    name: 'salon:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const initial = new Set<string>();
      const addInitial = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        for (const next of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
          addInitial(next);
      };
      for (const chunk of chunks) if (chunk.isEntry) addInitial(chunk.fileName);
      /** A chunk and the chunks it imports, less the entry's (already in the document). */
      const filesOf = (roots: string[]) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || initial.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const next of chunk?.imports ?? []) visit(next);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
        };
        roots.forEach(visit);
        return [...files].map((fileName) => `/${fileName}`);
      };
      const chunkOf = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id))?.fileName;
      const screens = Object.fromEntries(
        Object.entries(SCREENS).map(([screen, paths]) => [
          screen,
          filesOf(paths.map((path) => chunkOf(file(path))).filter((name): name is string => Boolean(name))),
        ]),
      ) as WebPreloads['screens'];
      const texts: WebPreloads['texts'] = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId ? TEXT_MODULE.exec(chunk.facadeModuleId) : null;
        if (!match) continue;
        const [, kind, language] = match as unknown as [string, keyof typeof TEXT_NAMESPACE, string];
        (texts[language] ??= {})[TEXT_NAMESPACE[kind]] = filesOf([chunk.fileName]);
      }
      const preloads: WebPreloads = { screens, texts };
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(preloads) });
    },
  };
}
