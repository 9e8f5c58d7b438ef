import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/lib/config.js';
import { openEmbedded } from '../../apps/server/src/lib/db.js';
import { DEMO_OWNER, seedDemo } from '../../apps/server/src/seed/demo.js';
import { assetsOf, PHONE, recordNetwork, type Asset } from './booking-page.js';
import { runLighthouse } from './lighthouse.js';
import { writePagesReport, type PageWeight } from './pages-report.js';
import { CHROMIUM_ARGS } from './render.js';
import { round } from './stats.js';
import { snapshotWebDist } from './web-dist.js';

/**
 * Page weight on a slow phone (and the booking page's goal): the JavaScript and CSS that the
 * sign-in page, the calendar (signed in as the demo owner) and a public booking page transfer on a cold load in
 * Debian's Chromium, which of the built app's code the sign-in page loads, and Lighthouse's mobile performance
 * score with its paints on the sign-in page. Against the real server on the embedded database with the demo data
 * and a copy of the built web app. Run: `npm run bench:pages -w @salon/bench` (see bench/README.md).
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LANG = 'es-ve';

/** `.vite/chunks.json` of the build (apps/web/chunk-packs.ts): each chunk's source modules. */
type ChunkContents = Record<string, string[]>;

/**
 * Code the sign-in page does not show, by area: the business app's frame and screens, the maps, the calendar,
 * the charts and the other forms. The route table's loaders that start a first screen's call early belong to
 * the first download on purpose: a booking page's salon (features/booking/api/get-public-salon.ts, with its
 * query keys) and the welcome's summary (features/home/api/get-dashboard-summary.ts), each a fetch and its keys.
 */
const NOT_SIGN_IN: [area: string, pattern: RegExp][] = [
  ['maps', /leaflet|map-point-picker|salon-map|service-area/],
  ['calendar', /react-big-calendar|features\/appointment\/|calendar/],
  ['charts', /@mui\/x-charts/],
  ['other forms', /features\/auth\/components\/(register|forgot|temp-password|code-sent)/],
  [
    'dashboard and other screens',
    /^apps\/web\/src\/(app\/layouts\/dashboard\/|app\/guards\/auth-guard|app\/pages\/(?!login-page|route-error-page)|features\/(?!auth\/|booking\/api\/(get-public-salon|booking-keys)\.ts|home\/api\/get-dashboard-summary\.ts))/,
  ],
];

/** The modules of `loaded` files that belong to an area of `areas`, as "area: module". */
function foreignModules(contents: ChunkContents, loaded: string[], areas: [string, RegExp][]): string[] {
  const found: string[] = [];
  for (const path of loaded) {
    for (const module of contents[path.replace(/^\//, '')] ?? []) {
      const area = areas.find(([, pattern]) => pattern.test(module));
      if (area) found.push(`${area[0]}: ${module}`);
    }
  }
  return found;
}

/** One cold load (empty cache) of `url` at phone size; `ready` waits for the screen's content. */
async function coldTransfer(
  browser: Browser,
  url: string,
  webDir: string,
  ready: (page: Page) => Promise<unknown>,
  options: BrowserContextOptions = {},
): Promise<{ assets: Asset[]; other: { requests: number; transferred: number }; finalUrl: string }> {
  const context = await browser.newContext({ ...PHONE, locale: 'es-VE', ...options });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = await recordNetwork(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    return { ...assetsOf([...seen.values()], webDir), finalUrl: page.url() };
  } finally {
    await context.close();
  }
}

async function main() {
  const loadAverage = round(loadavg()[0]!, 1);
  const web = snapshotWebDist();
  if (!web) throw new Error('No built web app: run `npm run build` (or set WEB_DIST_DIR)');
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-pages-'));
  const database = await openEmbedded(dataDir);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: web.dir,
  });
  const app = await buildApp({ config, database, logger: false });
  const seedStarted = performance.now();
  await seedDemo(app.ctx, app.log);
  console.log(`Seeded the demo data in ${round((performance.now() - seedStarted) / 1000, 1)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const contentsPath = join(web.dir, '.vite', 'chunks.json');
  const contents = existsSync(contentsPath)
    ? (JSON.parse(readFileSync(contentsPath, 'utf8')) as ChunkContents)
    : null;
  const slug = await demoSalonSlug(base);

  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const pages: PageWeight[] = [];
  let storageState: Awaited<ReturnType<typeof signIn>> | undefined;
  try {
    const loginPath = `/${LANG}/auth/login`;
    const login = await coldTransfer(browser, `${base}${loginPath}`, web.dir, (page) =>
      page.getByRole('button', { name: 'Iniciar sesión' }).waitFor(),
    );
    pages.push({
      key: 'login',
      label: 'sign-in page',
      path: loginPath,
      goalBytes: 200_000,
      ...login,
      foreign: contents
        ? foreignModules(
            contents,
            login.assets.map((asset) => asset.path),
            NOT_SIGN_IN,
          )
        : null,
    });

    // Signed in through the sign-in page (Business tab, the default), then the welcome dashboard and the
    // calendar cold, each in a new context that keeps the session (local storage) but not the cache.
    storageState = await signIn(browser, base);
    const homePath = `/${LANG}/dashboard`;
    const home = await coldTransfer(
      browser,
      `${base}${homePath}`,
      web.dir,
      (page) => page.getByRole('heading', { level: 1, name: /Bienvenido/ }).waitFor({ timeout: 60_000 }),
      { storageState },
    );
    if (!home.finalUrl.endsWith(homePath)) throw new Error(`The dashboard went to ${home.finalUrl}`);
    // The first screen after signing in, reported without a goal (the issue sets none).
    pages.push({
      key: 'home',
      label: 'welcome dashboard, signed in as the demo owner',
      path: homePath,
      goalBytes: null,
      ...home,
      foreign: null,
    });

    const calendarPath = `/${LANG}/dashboard/appointment/calendar`;
    const calendar = await coldTransfer(
      browser,
      `${base}${calendarPath}`,
      web.dir,
      (page) =>
        page
          .getByRole('heading', { name: 'Calendario' })
          .first()
          .waitFor({ timeout: 60_000 })
          .catch(() => console.warn('No "Calendario" heading: measured after the network went quiet')),
      { storageState },
    );
    if (!calendar.finalUrl.endsWith(calendarPath))
      throw new Error(`The calendar went to ${calendar.finalUrl}`);
    pages.push({
      key: 'calendar',
      label: 'calendar, signed in as the demo owner',
      path: calendarPath,
      goalBytes: 400_000,
      ...calendar,
      foreign: null,
    });

    const bookingPath = `/${LANG}/book/${slug}`;
    const booking = await coldTransfer(browser, `${base}${bookingPath}`, web.dir, (page) =>
      page.getByRole('heading', { level: 1 }).first().waitFor(),
    );
    pages.push({
      key: 'booking',
      label: "public booking page of the demo's salon",
      path: bookingPath,
      goalBytes: 150_000,
      ...booking,
      foreign: null,
    });
    for (const page of pages) {
      const total = page.assets.reduce((sum, asset) => sum + asset.transferred, 0);
      console.log(`${page.path}: ${page.assets.length} files, ${total} bytes of JavaScript and CSS`);
    }
  } finally {
    await browser.close();
  }

  const lighthouse = await runLighthouse(`${base}/${LANG}/auth/login`, LIGHTHOUSE_RUNS);
  // The welcome dashboard as a returning owner opens the app: signed in (the session in local storage), with an
  // empty cache.
  const session = storageState?.origins.find((origin) => origin.origin === base)?.localStorage;
  const homeLighthouse = session
    ? await runLighthouse(`${base}/${LANG}/dashboard`, LIGHTHOUSE_RUNS, session)
    : { skipped: 'no session after signing in' };
  const chromiumVersion = await chromium
    .launch({ executablePath, args: CHROMIUM_ARGS })
    .then(async (probe) => {
      const version = probe.version();
      await probe.close();
      return version;
    })
    .catch(() => 'unknown');

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  web.remove();
  // BENCH_REPORT writes the section into another file (a trial run) instead of docs/benchmarks.md.
  const reportPath = process.env.BENCH_REPORT ? pathToFileURL(resolve(process.env.BENCH_REPORT)) : undefined;
  writePagesReport(
    {
      cores: cpus().length,
      loadAverage,
      chromiumVersion,
      webSource: process.env.WEB_DIST_DIR ? `WEB_DIST_DIR (${web.source})` : 'apps/web/dist',
      commit: commitOf(),
      pages,
      lighthouse,
      homeLighthouse,
      lighthouseRuns: LIGHTHOUSE_RUNS,
    },
    reportPath,
  );
}

/** The checkout's commit, to tell which code was measured (none outside a git checkout). */
function commitOf(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The demo company's first salon's slug (its booking page), asked of the API as the demo owner. */
async function demoSalonSlug(base: string): Promise<string> {
  const login = await fetch(`${base}/api/proxy/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
      account_type: 'business',
    }),
  });
  const { data } = (await login.json()) as { data: { token: string; company: { _id: string }[] } };
  const salons = await fetch(`${base}/api/proxy/api/v1/business/salon/company/${data.company[0]!._id}`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  const list = (await salons.json()) as { data: { slug: string }[] };
  const slug = list.data[0]?.slug;
  if (!slug) throw new Error('The demo company has no salon');
  return slug;
}

/** Signs in on the sign-in page as the demo owner (Business tab) and returns the session's storage. */
async function signIn(browser: Browser, base: string) {
  const context = await browser.newContext({ ...PHONE, locale: 'es-VE' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/${LANG}/auth/login`);
    await page.getByRole('tab', { name: 'Negocio' }).click();
    await page.getByLabel('Correo electrónico').fill(DEMO_OWNER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
    // A returning owner has seen the welcome on this phone before: Lighthouse's phone is 412 px wide, and the
    // app keeps what the welcome painted at that width to paint it at once next time (welcome-shell.js).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Bienvenido/ }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => localStorage.getItem('welcome_paint')?.includes('"viewportWidth":412'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
