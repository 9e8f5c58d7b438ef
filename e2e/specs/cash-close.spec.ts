import { expect, test, type Page } from '@playwright/test';
import { appointmentViaApi, bookableSalonViaApi, caracasDate, caracasInstant } from '../support/appointments';
import { setPlanViaApi } from '../support/business';
import { expectAccessible, signInViaApi } from '../support/fixtures';
import { staffSignIn, staffWithAccessViaApi } from '../support/staff';

// The front desk closes the till on a phone: 390 px wide, touch first.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1`;
const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function ok<T>(answer: Response): Promise<T> {
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** A payment taken on an appointment through the API (the checkout has its own spec). */
async function paymentViaApi(
  baseURL: string,
  token: string,
  appointmentId: string,
  body: { method: string; currency: 'USD' | 'VES'; amount: number; reference?: string },
) {
  await ok(
    await fetch(`${api(baseURL)}/business/appointment/${appointmentId}/payments`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify(body),
    }),
  );
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.inner);
}

test('a secretary on a phone counts today’s till with $2 short and closes it; the owner reopens it in English', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'cashclose',
    salonTitle: 'Salón Caja Diaria',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  // Today's two $20 visits: one paid in cash, the other $15 in cash and $5 by Zelle. Only dollars, so the
  // day needs no rate, whatever other specs entered for today.
  const today = caracasDate(0).iso;
  const visit = (time: string) =>
    appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: client._id,
      service_id: service._id,
      employee_id: employee._id,
      start: caracasInstant(today, time),
      override_hours: true,
    });
  const first = await visit('09:00');
  const second = await visit('11:00');
  await paymentViaApi(baseURL!, token, first._id, { method: 'cash', currency: 'USD', amount: 20 });
  await paymentViaApi(baseURL!, token, second._id, { method: 'cash', currency: 'USD', amount: 15 });
  await paymentViaApi(baseURL!, token, second._id, {
    method: 'zelle',
    currency: 'USD',
    amount: 5,
    reference: 'ZL-2201',
  });

  await setPlanViaApi(baseURL!, token, 'advanced_plan');
  const secretary = await staffWithAccessViaApi(baseURL!, token, salonId, 'secretary', 'cashclose');
  await staffSignIn(page, secretary);

  // es-ve, on the phone: the menu has the close; today's day opens by default.
  await page.goto('/es-ve/dashboard/cash-close');
  await expect(page.getByRole('heading', { level: 1, name: 'Cierre de caja' })).toBeVisible();
  await expect(page.getByLabel('Día', { exact: true })).toHaveValue(today);
  const table = page.getByRole('table', { name: 'Lo cobrado por método' });
  const cashRow = table.getByRole('row', { name: /Efectivo \(dólares\)/ });
  // Taken and expected alike: no float, nothing taken out yet.
  await expect(cashRow.getByText('$35,00', { exact: true })).toHaveCount(2);
  const zelleRow = table.getByRole('row', { name: /Zelle/ });
  await expect(zelleRow.getByText('$5,00', { exact: true }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /Efectivo \(bolívares\)/ })).toBeVisible();
  await expectAccessible(page, 'cierre de caja abierto (teléfono)');

  // $5 taken out for coffee: the till should hold $30.
  const movements = page.getByRole('form', { name: 'Agregar una salida de caja' });
  await movements.getByRole('textbox', { name: /^Monto/ }).fill('5');
  await movements.getByRole('textbox', { name: /^Motivo/ }).fill('Café para el salón');
  await movements.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Salida de caja registrada.')).toBeVisible();
  await expect(page.getByText('Retiro · $5,00 — Café para el salón')).toBeVisible();
  await expect(cashRow.getByText('$30,00', { exact: true })).toBeVisible();

  // $28 in the drawer: $2 short, said in words in the line's currency and in dollars.
  await page.getByRole('textbox', { name: /^Contado: Efectivo \(dólares\)/ }).fill('28');
  await page.getByRole('textbox', { name: /^Contado: Zelle/ }).fill('5');
  await page.getByRole('textbox', { name: /^Contado: Efectivo \(bolívares\)/ }).fill('0');
  await expect(cashRow.getByText('Falta $2,00')).toHaveCount(2);
  await expect(zelleRow.getByText('Cuadra')).toHaveCount(2);
  await page.getByRole('button', { name: 'Guardar conteo' }).click();
  await expect(page.getByText('Conteo guardado.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'cierre de caja contado (teléfono)');

  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  const ask = page.getByRole('dialog', { name: /^¿Cerrar la caja del / });
  await expect(ask.getByText(/con una diferencia de -\$2,00/)).toBeVisible();
  await expectAccessible(page, 'pregunta antes de cerrar la caja');
  await ask.getByRole('button', { name: 'Sí, cerrar' }).click();
  await expect(page.getByText('La caja del día quedó cerrada.')).toBeVisible();
  await expect(page.getByText(/^Cerrada por Carla Méndez el /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Contado/ })).toHaveCount(0);
  // A secretary closes; only an owner or manager reopens.
  await expect(page.getByRole('button', { name: 'Reabrir' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'caja cerrada (teléfono)');

  // The owner, in English on a desktop: the closed day, then reopened with a reason.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const office = await desk.newPage();
  // The welcome dashboard tells how today's cash closed and leads to it.
  await signInViaApi(office, owner.email, owner.password, '/en-ve/dashboard/home');
  await expect(office.getByText('Today’s cash: closed, $2.00 short.')).toBeVisible();
  await office.getByRole('link', { name: 'See the cash close' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Cash close' })).toBeVisible();
  await expect(office.getByText(/^Closed by Carla Méndez on /)).toBeVisible();
  const closedCash = office
    .getByRole('table', { name: 'Money taken by method' })
    .getByRole('row', { name: /Cash \(dollars\)/ });
  await expect(closedCash.getByText('Short $2.00')).toHaveCount(2);
  await expectAccessible(office, 'closed cash (desktop)');

  await office.getByRole('button', { name: 'Reopen' }).click();
  const reopen = office.getByRole('dialog', { name: 'Reopen this day?' });
  await reopen.getByRole('textbox', { name: /^Reason/ }).fill('A Zelle payment came in late');
  await expectAccessible(office, 'reopen dialog');
  await reopen.getByRole('button', { name: 'Reopen the day' }).click();
  await expect(office.getByText('The day is open again.')).toBeVisible();
  await expect(office.getByRole('textbox', { name: /^Counted: Cash \(dollars\)/ })).toHaveValue('28.00');
  await expect(office.getByRole('button', { name: 'Close the cash' })).toBeVisible();
  await expectAccessible(office, 'reopened cash (desktop)');

  // The server agrees: the day is open again, its count kept.
  const day = await ok<{ status: string; lines: { key: string; counted: number | null }[] }>(
    await fetch(`${api(baseURL!)}/business/cash-close?salon_id=${salonId}&date=${today}`, {
      headers: json(token),
    }),
  );
  expect(day.status).toBe('open');
  expect(day.lines.find((line) => line.key === 'cash:USD')?.counted).toBe(28);
  await desk.close();
});
