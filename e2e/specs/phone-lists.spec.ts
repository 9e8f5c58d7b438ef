import { expect, test, type Locator, type Page } from '@playwright/test';
import { companyAndSalonViaApi } from '../support/business';
import { caracasDate } from '../support/appointments';
import { DEMO, expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

// A phone: 390 × 844, touch first. Every list must be read and used here without sideways scrolling.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${what}: page wider than the screen`).toBeLessThanOrEqual(widths.inner);
}

/** Each of the row's buttons and links is shown and lies within the screen's width. */
async function expectActionsOnScreen(row: Locator, what: string) {
  const actions = row.locator('button, a[href]');
  const count = await actions.count();
  for (let index = 0; index < count; index++) {
    const action = actions.nth(index);
    await expect(action, `${what}: action ${index + 1}`).toBeVisible();
    await action.scrollIntoViewIfNeeded();
    const box = (await action.boundingBox())!;
    const name = (await action.getAttribute('aria-label')) ?? (await action.innerText());
    expect(box.x, `${what}: "${name}" starts off the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: "${name}" ends off the screen`).toBeLessThanOrEqual(PHONE.width);
  }
  return count;
}

/**
 * A list drawn as a table fits the phone: the page and the table's own box are no wider than the screen
 * (nothing to scroll sideways inside it either) and every action of its first rows is on the screen.
 * Returns how many actions the rows had.
 */
async function expectTableFits(page: Page, table: Locator, what: string, minRows = 1) {
  await expect(table, what).toBeVisible();
  // Rows of data: the "no rows" line spans every column.
  const rows = table.locator('tbody > tr').filter({ hasNot: page.locator('td[colspan]') });
  if (minRows > 0) await expect(rows.nth(minRows - 1), `${what}: rows`).toBeVisible();
  await expectNoSidewaysScroll(page, what);
  const box = await table.evaluate((element) => {
    const container = element.parentElement!;
    return {
      scroll: container.scrollWidth,
      client: container.clientWidth,
      right: element.getBoundingClientRect().right,
    };
  });
  expect(box.scroll, `${what}: the table scrolls sideways in its box`).toBeLessThanOrEqual(box.client);
  expect(box.right, `${what}: the table ends off the screen`).toBeLessThanOrEqual(PHONE.width);
  let actions = 0;
  const shown = Math.min(await rows.count(), 3);
  for (let index = 0; index < shown; index++) {
    actions += await expectActionsOnScreen(rows.nth(index), `${what}, row ${index + 1}`);
  }
  return actions;
}

const owner = {
  clients: 'Clients',
  services: 'Services',
  groups: 'Service groups',
  employees: 'Employees',
  promotions: 'Promotions',
  events: 'Events',
};

test('as the owner, every list screen fits a phone with its row actions on the screen', async ({ page }) => {
  await signInViaApi(page, DEMO.email, DEMO.password);
  const lists: [string, string][] = [
    ['/en-ve/dashboard/client', owner.clients],
    ['/en-ve/dashboard/service', owner.services],
    ['/en-ve/dashboard/service/groups', owner.groups],
    ['/en-ve/dashboard/employee', owner.employees],
    ['/en-ve/dashboard/promotion', owner.promotions],
    ['/en-ve/dashboard/event/log', owner.events],
  ];
  for (const [path, name] of lists) {
    await page.goto(path);
    const actions = await expectTableFits(page, page.getByRole('table', { name }), name);
    // Each of these lists has row actions (the event log its details button).
    expect(actions, `${name}: row actions`).toBeGreaterThan(0);
  }

  // Appointments: the future and the past ones (a row opens the appointment; it has no buttons of its own).
  await page.goto('/en-ve/dashboard/appointment/list');
  await expectTableFits(
    page,
    page.getByRole('table', { name: 'Future appointments' }),
    'future appointments',
  );
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = page.getByRole('table', { name: 'Past appointments' });
  await expectTableFits(page, past, 'past appointments');

  // The visits of the client of a past appointment.
  const client = (await past.locator('tbody > tr').first().getByRole('cell').nth(2).innerText()).trim();
  await page.goto('/en-ve/dashboard/client');
  await page.getByLabel('Search clients').fill(client);
  await page
    .getByRole('link', { name: `View ${client}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/client\/[^/]+\/view/);
  await page.getByRole('tab', { name: 'History' }).click();
  await expectTableFits(page, page.getByRole('table', { name: 'Visit history' }), 'visit history');

  // The home dashboard's visits, as a table.
  await page.goto('/en-ve/dashboard/home');
  await page.getByText('Show as a table').click();
  await expectTableFits(
    page,
    page.getByRole('table', { name: 'Visits this week vs previous week' }),
    'dashboard visits',
  );

  // The report's breakdowns of the demo's done appointments.
  await page.goto('/en-ve/dashboard/report');
  for (const name of ['By employee', 'By service', 'By payment method']) {
    await expectTableFits(page, page.getByRole('table', { name }), `report ${name}`);
  }
  await expectAccessible(page, 'report on a phone');
});

test('on a phone the lists pass axe, in light and dark mode', async ({ page }) => {
  await signInViaApi(page, DEMO.email, DEMO.password, '/en-ve/dashboard');
  for (const mode of ['light', 'dark'] as const) {
    // The mode the settings drawer stores (shell.spec walks the drawer itself).
    await page.evaluate((chosen) => localStorage.setItem('settings', JSON.stringify({ mode: chosen })), mode);
    for (const [path, name] of [
      ['/en-ve/dashboard/client', owner.clients],
      ['/en-ve/dashboard/service', owner.services],
      ['/en-ve/dashboard/appointment/list', 'Future appointments'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // Still a table to a screen reader: the header row (hidden on the phone) names the columns.
      await expect(table.getByRole('columnheader').first()).toBeAttached();
      await expect(table.getByRole('cell').first()).toBeVisible();
      await expectAccessible(page, `${name} on a phone, ${mode} mode`);
    }
  }
});

/**
 * A platform administrator of its own (see billing.spec.ts): made by the test-only hook, signed in through the
 * API as well for the calls that set the scene.
 */
async function adminViaHook(baseURL: string) {
  const admin = { email: uniqueEmail('admin.phone'), password: 'Plataforma#2026' };
  const made = await fetch(`${baseURL}/api/proxy/api/v1/test/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, name: 'Admin' }),
  });
  expect(made.status, await made.clone().text()).toBe(200);
  const login = await fetch(`${baseURL}/api/proxy/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { ...admin, token };
}

/** The owner reports a pago móvil payment of the standard monthly plan's quoted amount. */
async function reportPaymentViaApi(baseURL: string, token: string, reference: string) {
  const billing = `${baseURL}/api/proxy/api/v1/business/billing`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const quote = await fetch(`${billing}/quote?plan=standard_plan&period=monthly`, { headers });
  expect(quote.status, await quote.clone().text()).toBe(200);
  const { total } = ((await quote.json()) as { data: { total: number } }).data;
  const created = await fetch(`${billing}/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      plan: 'standard_plan',
      period: 'monthly',
      payment: {
        method: 'pago_movil',
        bank: 'Banesco',
        payer_phone: '+58 412 555 1234',
        payer_id: 'V-12345678',
        reference,
        amount: total,
        amount_ves: total * 250,
        paid_on: caracasDate(0).iso,
      },
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
}

test('as the administrator, the payments, companies, salons and audit lists fit a phone; so do the owner’s invoices', async ({
  page,
  browser,
  baseURL,
}) => {
  const business = await registerOwnerViaApi(baseURL!, uniqueEmail('phone.billing'));
  const { token } = await companyAndSalonViaApi(baseURL!, business, 'Salón Teléfono');
  const reference = `${Date.now()}`.slice(-10);
  await reportPaymentViaApi(baseURL!, token, reference);
  const platformAdmin = await adminViaHook(baseURL!);

  await page.goto('/en-ve/admin');
  await page.getByLabel('E-mail').fill(platformAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(platformAdmin.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform administration' })).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'Administration sections' });

  // Payments are cards on a phone: the pending one with its confirm and reject buttons.
  const payments = page.getByRole('list', { name: 'Reported payments' });
  const payment = payments.getByRole('listitem').filter({ hasText: reference });
  await expect(payment).toBeVisible();
  await expectNoSidewaysScroll(page, 'payments');
  const listBox = await payments.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(listBox.scroll, 'payments: the list scrolls sideways').toBeLessThanOrEqual(listBox.client);
  expect(await expectActionsOnScreen(payment, 'payment')).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, 'admin payments on a phone');

  await sections.getByRole('tab', { name: 'Companies' }).click();
  await expectTableFits(page, page.getByRole('table', { name: 'Companies' }), 'companies');
  await expectAccessible(page, 'admin companies on a phone');
  await sections.getByRole('tab', { name: 'Salons' }).click();
  expect(
    await expectTableFits(page, page.getByRole('table', { name: 'Salons' }), 'salons'),
    'salons: row actions',
  ).toBeGreaterThan(0);

  // Confirmed (through the API), the payment gives the audit log a line and the owner an invoice.
  const api = `${baseURL}/api/proxy/api/v1/admin`;
  const authorization = { authorization: `Bearer ${platformAdmin.token}` };
  const pending = await fetch(`${api}/payments?status=pending&limit=50`, { headers: authorization });
  const { data } = (await pending.json()) as { data: { _id: string; reference: string | null }[] };
  const reported = data.find((one) => one.reference === reference)!;
  const confirmed = await fetch(`${api}/payments/${reported._id}/confirm`, {
    method: 'POST',
    headers: authorization,
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  await sections.getByRole('tab', { name: 'Audit log' }).click();
  await expectTableFits(page, page.getByRole('table', { name: 'Audit log, newest first' }), 'audit log');

  const ownerContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const ownerPage = await ownerContext.newPage();
  await signInViaApi(ownerPage, business.email, business.password, '/en-ve/dashboard/account?tab=billing');
  expect(
    await expectTableFits(ownerPage, ownerPage.getByRole('table', { name: 'Invoices' }), 'invoices'),
    'invoices: the download button',
  ).toBeGreaterThan(0);
  await expectAccessible(ownerPage, 'invoices on a phone');
  await ownerContext.close();
});
