import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

/**
 * The platform manual. Each run photographs, as the demo owner sees it, the screen each help page
 * explains, into apps/web/public/manual: the pictures the next build ships (they are committed), so the
 * manual never shows a screen older than the last run of this suite. Then the help button of a screen opens
 * the page that explains it, with its picture, in both languages, with axe.
 */
const PICTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/manual');
/** The README's pictures of the calendar, on a desktop and on a phone, taken the same way. */
const README_PICTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/pictures');
const SCREENS: Record<string, string> = {
  setup: '/dashboard/salon/profile',
  staff: '/dashboard/employee',
  day: '/dashboard/appointment/calendar',
  promotions: '/dashboard/promotion',
  reports: '/dashboard/report',
  billing: '/dashboard/subscription',
  'online-booking': '/dashboard/salon/profile?tab=booking',
};
const TEXT = {
  'en-ve': {
    help: 'Help for this screen',
    day: 'Book and run the day',
    all: 'All help topics',
    topics: 'Help topics',
  },
  'es-ve': {
    help: 'Ayuda de esta pantalla',
    day: 'Agenda y trabajo del día',
    all: 'Todos los temas de ayuda',
    topics: 'Temas de ayuda',
  },
} as const;

test.use({ viewport: { width: 1280, height: 800 } });

for (const lang of ['es-ve', 'en-ve'] as const) {
  test(`the manual's pictures are taken from the app, and each screen's help button opens its page (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInViaApi(page, DEMO.email, DEMO.password);
    for (const [topic, screen] of Object.entries(SCREENS)) {
      await page.goto(`/${lang}${screen}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const picture = await page.screenshot({ type: 'jpeg', quality: 70 });
      mkdirSync(resolve(PICTURES, lang), { recursive: true });
      writeFileSync(resolve(PICTURES, lang, `${topic}.jpg`), picture);
    }

    const text = TEXT[lang];
    await page.goto(`/${lang}/dashboard/appointment/calendar`);
    await page.getByRole('link', { name: text.help }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/help/day$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: text.day })).toBeVisible();
    const picture = article.getByRole('img');
    await expect(picture).toHaveAttribute('src', `/manual/${lang}/day.jpg`);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    await expectAccessible(page, `manual: day (${lang})`);

    await page.getByRole('link', { name: text.all }).click();
    await expect(page.getByRole('list', { name: text.topics }).getByRole('link')).toHaveCount(7);
    await expectAccessible(page, `manual: index (${lang})`);
  });
}

test("the README's pictures of the calendar are taken from the app, on a desktop and on a phone", async ({
  page,
}) => {
  await signInViaApi(page, DEMO.email, DEMO.password);
  mkdirSync(README_PICTURES, { recursive: true });
  for (const [name, viewport] of [
    ['calendar-desktop', { width: 1440, height: 900 }],
    ['calendar-phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/es-ve/dashboard/appointment/calendar');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const picture = await page.screenshot({ type: 'jpeg', quality: 70 });
    writeFileSync(resolve(README_PICTURES, `${name}.jpg`), picture);
    await expectAccessible(page, `README picture: ${name}`);
  }
});
