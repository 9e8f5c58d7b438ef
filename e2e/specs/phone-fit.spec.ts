import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookableSalonViaApi } from '../support/appointments';
import { takeDepositsViaApi } from '../support/booking';
import { BOOKING_TEXT, bookAsClient } from '../support/booking-client';
import { DEMO, expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

// What must fit a phone (390 × 844) beside the lists themselves (phone-lists.spec.ts): the paging row under
// them, the header's buttons, the card actions beside the floating settings button, and the booking page.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const TEXT = {
  'es-ve': {
    language: 'Cambiar idioma',
    account: 'Menú de la cuenta',
    settings: 'Ajustes',
    rows: 'Filas por página',
  },
  'en-ve': {
    language: 'Change language',
    account: 'Account menu',
    settings: 'Settings',
    rows: 'Rows per page',
  },
} as const;

const LISTS = ['appointment/list', 'client', 'employee', 'promotion'];

/** The page is no wider than its window. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${what}: page wider than the screen`).toBeLessThanOrEqual(widths.inner);
}

/** The element's content is not wider than its own box (nothing cut off or spilling out sideways). */
async function expectNoOverflow(element: Locator, what: string) {
  const box = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect(box.scroll, `${what}: content wider than its box`).toBeLessThanOrEqual(box.client);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The paging row under the list fits its card: every control within the screen's width. */
async function expectPagingFits(page: Page, lang: keyof typeof TEXT, what: string, width: number) {
  const paging = page.locator('.MuiTablePagination-root').first();
  await expect(paging.getByText(TEXT[lang].rows)).toBeVisible();
  await expectNoOverflow(paging, `${what} paging`);
  const controls = paging.locator('button, [role="combobox"]');
  for (let index = 0; index < (await controls.count()); index++) {
    const box = (await controls.nth(index).boundingBox())!;
    expect(box.x + box.width, `${what} paging: control ${index + 1} off the screen`).toBeLessThanOrEqual(
      width,
    );
  }
  await expectNoSidewaysScroll(page, what);
}

test('on a phone the lists’ paging, the header’s language button and the card actions fit, in both languages; the paging on a desktop too', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.email, DEMO.password);
  for (const lang of ['es-ve', 'en-ve'] as const) {
    for (const list of LISTS) {
      await page.goto(`/${lang}/dashboard/${list}`);
      await expectPagingFits(page, lang, `${lang} ${list}`, PHONE.width);
    }

    // The header: the language button shows its whole "ES"/"EN" and the avatar stays beside it.
    const language = page.getByRole('button', { name: TEXT[lang].language });
    const account = page.getByRole('button', { name: TEXT[lang].account });
    await expect(language).toHaveText(lang.slice(0, 2).toUpperCase());
    await expectNoOverflow(language, `${lang} language button`);
    expect(
      overlap((await language.boundingBox())!, (await account.boundingBox())!),
      `${lang}: the avatar covers the language button`,
    ).toBe(false);

    // Client cards: no action lies under the floating settings button, at the top or at the end of the page.
    await page.goto(`/${lang}/dashboard/client`);
    const fab = page.getByRole('button', { name: TEXT[lang].settings });
    const cards = page.locator('table tbody > tr');
    await expect(cards.nth(2)).toBeVisible();
    for (const end of [false, true]) {
      if (end) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const fabBox = (await fab.boundingBox())!;
      const actions = page.locator('table tbody > tr [data-column="actions"] :is(a, button)');
      const count = await actions.count();
      expect(count, 'client card actions').toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const box = await actions.nth(index).boundingBox();
        if (!box || box.y + box.height < 0 || box.y > PHONE.height) continue;
        expect(overlap(box, fabBox), `${lang}: the settings button covers card action ${index + 1}`).toBe(
          false,
        );
      }
    }
    await expectAccessible(page, `${lang} clients on a phone`);
  }

  await page.setViewportSize(DESKTOP);
  for (const lang of ['es-ve', 'en-ve'] as const) {
    for (const list of LISTS) {
      await page.goto(`/${lang}/dashboard/${list}`);
      await expectPagingFits(page, lang, `desktop ${lang} ${list}`, DESKTOP.width);
    }
  }
});

/** How many lines the element's text takes. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
    return Math.round(node.getBoundingClientRect().height / lineHeight);
  });

test('on a phone the booking page keeps service names beside their promotion and times on one line, and shows where to pay the deposit', async ({
  page,
  baseURL,
}) => {
  // The demo salon's hair week: two services with a promotion's badge beside the price.
  for (const lang of ['es-ve', 'en-ve'] as const) {
    await page.goto(`/${lang}/book/estudio-carmesi`);
    for (const name of ['Corte de dama', 'Peinado de fiesta']) {
      const label = page.getByText(name, { exact: true }).first();
      await expect(label).toBeVisible();
      expect(await linesOf(label), `${lang}: "${name}" wraps beside its price`).toBe(1);
    }
    await expectNoSidewaysScroll(page, `${lang} booking page`);
  }
  await expectAccessible(page, 'booking page on a phone');

  const { token, salonId } = await bookableSalonViaApi(baseURL!, {
    prefix: 'phone.fit',
    salonTitle: 'Salón Teléfono Depósito',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const slug = await takeDepositsViaApi(baseURL!, token, salonId);

  await page.goto(`/es-ve/book/${slug}`);
  await bookAsClient(page, { lang: 'es-ve', service: 'Corte', email: uniqueEmail('phone.fit.carla') });
  // The summary's time never breaks between "a." and "m.".
  const summary = page.getByRole('definition').filter({ hasText: /10:00/ }).first();
  await expect(summary).toHaveText(/10:00\u00a0a\.\u00a0m\./);
  await page.getByRole('button', { name: BOOKING_TEXT['es-ve'].confirm }).click();
  await expect(
    page.getByRole('heading', { name: 'Paga el depósito para confirmar tu reserva' }),
  ).toBeFocused();
  // Where to pay is on the screen without scrolling for it.
  await expect(page.getByRole('region', { name: 'Dónde pagar' })).toBeInViewport();
  await expectNoSidewaysScroll(page, 'booking confirmation');
  await expectAccessible(page, 'reserva con depósito en un teléfono');
});
