import { chromium } from 'playwright';
import type { LargeSalon } from './large-salon.js';
import { percentiles, type Percentiles } from './stats.js';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Runs in the page. Kept as source text: tsx would otherwise wrap named functions in a helper that does not
 * exist in the page. Drawn = the count of events stops changing (50 ms) after the calendar call's answer.
 */
const MEASURE_DRAWN = `(async () => {
  const deadline = performance.now() + 30000;
  const callEnd = () => performance.getEntriesByType('resource')
    .filter((entry) => /\\/api\\/v1\\/business\\/appointment\\?/.test(entry.name))
    .map((entry) => entry.responseEnd).pop();
  let last = -1;
  let stableSince = 0;
  while (performance.now() < deadline) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const count = document.querySelectorAll('.rbc-event').length;
    const end = callEnd();
    if (end === undefined || count === 0) continue;
    if (count !== last) { last = count; stableSince = performance.now(); }
    else if (performance.now() - stableSince > 50) return { ms: stableSince - end, count };
  }
  return { ms: NaN, count: last };
})()`;

/**
 * The week view with the busy week's appointments in Debian's Chromium (goal: at most 300 ms). Timed from the
 * moment the calendar call's answer has arrived (its resource timing) to the frame where every appointment is
 * drawn, so the network and the app's start-up are left out.
 */
export async function benchWeekRender(
  base: string,
  salon: LargeSalon,
  runs = 7,
): Promise<(Percentiles & { appointments: number; runs: number }) | { skipped: string }> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch(() => null);
  if (!browser) return { skipped: `no Chromium at ${executablePath}` };
  try {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    await page.goto(`${base}/es-ve/auth/login`);
    await page.evaluate(
      ({ token, salonId }) => {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('salonId', salonId);
        localStorage.setItem('account_type', 'business');
      },
      { token: salon.token, salonId: salon.salonId },
    );
    // The calendar opens on the week of today: in Spanish weeks start on Monday, as the busy week does. With
    // ten employees it would open on one employee's week: `?staff=all` draws the whole team's, every appointment.
    const calendarUrl = `${base}/es-ve/dashboard/appointment/calendar?staff=all`;
    const times: number[] = [];
    let drawn = 0;
    for (let run = 0; run < runs; run++) {
      await page.goto(calendarUrl);
      const measured = (await page.evaluate(MEASURE_DRAWN)) as { ms: number; count: number };
      if (run > 0) times.push(measured.ms); // the first run warms the app's code up
      drawn = measured.count;
    }
    return { ...percentiles(times), appointments: drawn, runs: times.length };
  } finally {
    await browser.close();
  }
}
