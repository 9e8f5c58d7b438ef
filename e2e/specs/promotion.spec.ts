import { expect, test, type Page } from '@playwright/test';
import {
  bookableSalonViaApi,
  caracasDate,
  fillAppointmentDialog,
  serviceViaApi,
} from '../support/appointments';
import { setPlanViaApi } from '../support/business';
import { expectAccessible, signInViaApi } from '../support/fixtures';

const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
const priceRow = (page: Page, service: string) =>
  page
    .getByRole('table', { name: 'Price of each chosen service' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: service }) });

test('an owner runs promotions of both kinds: created by keyboard, priced in the services and the booking dialog, edited and deleted; a plan without promotions keeps them listed, not editable', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId } = await bookableSalonViaApi(baseURL!, {
    prefix: 'promo',
    salonTitle: 'Salón Promociones',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  // A second service, "Tinte" at $50 with a standing $45 discount price.
  await serviceViaApi(baseURL!, token, salonId, 'Tinte', {
    group: 'Color',
    regularPrice: 50,
    discountPrice: 45,
  });
  const today = caracasDate(0).iso;
  const inAWeek = caracasDate(7).iso;
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/promotion\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByText('No promotions yet.')).toBeVisible();
  await expectAccessible(page, 'promotions: empty list');

  // By discount, by keyboard: the start is the salon's today already; the services are picked by typing.
  await page.getByRole('link', { name: 'New promotion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New promotion' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await page.keyboard.type('Semana del color');
  await expect(page.getByLabel('Start date')).toHaveValue(today);
  await page.getByLabel('End date').fill(inAWeek);
  await page.getByRole('combobox', { name: 'Services' }).focus();
  await page.keyboard.type('Cor');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Discount' })).toBeFocused();
  await page.keyboard.type('20');
  await expect(priceRow(page, 'Corte')).toContainText('$20.00');
  await expect(priceRow(page, 'Corte')).toContainText('$16.00');
  await expect(priceRow(page, 'Corte')).toContainText('−$4.00');
  await expectAccessible(page, 'promotion form: by discount');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Promotion created')).toBeVisible();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/promotion\/list$/);
  await expect(row(page, 'Semana del color')).toContainText('−20%');
  await expect(row(page, 'Semana del color')).toContainText('Active');

  // A price per service; Tinte's original price is its discount price.
  await page.getByRole('link', { name: 'New promotion' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Martes de tinte');
  await page.getByLabel('End date').fill(caracasDate(3).iso);
  await page.getByRole('radio', { name: 'Price per service' }).check();
  await page.getByRole('combobox', { name: 'Services' }).fill('Tin');
  await page.getByRole('option', { name: /^Tinte/ }).click();
  const tintePrice = page.getByRole('textbox', { name: 'Promotional price of Tinte' });
  await tintePrice.fill('45');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByText('The promotional price must be below the original price')).toBeVisible();
  await tintePrice.fill('40');
  await expect(priceRow(page, 'Tinte')).toContainText('−$5.00');
  await expectAccessible(page, 'promotion form: per service');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  // The first one's snackbar may still be showing.
  await expect(page.getByText('Promotion created').last()).toBeVisible();
  await expect(row(page, 'Martes de tinte')).toContainText('−$5.00');
  await expectAccessible(page, 'promotions: list');

  // A second promotion of Corte on the same days is refused, naming the one in the way.
  await page.getByRole('link', { name: 'New promotion' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Choque');
  await page.getByLabel('End date').fill(today);
  await page.getByRole('combobox', { name: 'Services' }).fill('Cor');
  await page.getByRole('option', { name: /^Corte/ }).click();
  await page.getByRole('textbox', { name: 'Discount' }).fill('10');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(
    page.getByText(
      'The promotion “Semana del color” already covers one of these services on some of these days.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  // The service list shows the promotional price, the service's own price struck through, and the promotion.
  await page.goto('/en-ve/dashboard/service/list');
  const corte = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Corte' }) });
  await expect(corte).toContainText('$16.00');
  await expect(corte.locator('del')).toHaveText('$20.00');
  await expect(corte).toContainText('Promotion: Semana del color');
  const tinte = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tinte' }) });
  await expect(tinte).toContainText('$40.00');
  await expect(tinte.locator('del')).toHaveText('$45.00');
  await expectAccessible(page, 'services: promotional prices');

  // The booking dialog prices tomorrow's Corte at the promotion's price and names it; the booking keeps both.
  await page.goto('/en-ve/dashboard/appointment');
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await fillAppointmentDialog(page, dialog, {
    client: 'María González',
    service: 'Corte',
    employee: 'Luis Mora',
    date: caracasDate(1).iso,
    start: '10:00',
  });
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('16.00');
  await expect(dialog.getByText('Promotion: Semana del color')).toBeVisible();
  await expectAccessible(page, 'booking dialog: promotional price');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Appointment created')).toBeVisible();
  await page.goto('/en-ve/dashboard/appointment/list');
  await page.getByRole('row', { name: /María González/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit appointment' });
  await expect(edit.getByLabel('Price (USD)')).toHaveValue('16.00');
  await expect(edit.getByText('Promotion: Semana del color')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Edit: a bigger discount.
  await page.goto('/en-ve/dashboard/promotion');
  await page.getByRole('link', { name: 'Edit Semana del color' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit promotion' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Semana del color');
  await page.getByRole('textbox', { name: 'Discount' }).fill('25');
  await expect(priceRow(page, 'Corte')).toContainText('$15.00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Promotion updated')).toBeVisible();
  await expect(row(page, 'Semana del color')).toContainText('−25%');

  // Delete asks first.
  await page.getByRole('button', { name: 'Delete Martes de tinte' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Martes de tinte?' });
  await expectAccessible(page, 'promotions: delete dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Promotion Martes de tinte deleted.')).toBeVisible();
  await expect(row(page, 'Martes de tinte')).toBeHidden();
  await expect(row(page, 'Semana del color')).toBeVisible();

  // The company moves to a plan without promotions: told why, with the way to the plans, instead of the form.
  await setPlanViaApi(baseURL!, token, 'basic_plan');
  await page.goto('/es-ve/dashboard/promotion');
  const notice = page.getByText('Tu plan no incluye promociones: vienen con los planes Estándar y Avanzado.');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva promoción' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute(
    'href',
    '/es-ve/dashboard/account?tab=billing',
  );
  // What was made before stays listed and can be removed, not changed.
  await expect(row(page, 'Semana del color')).toContainText(/−25\s?%/);
  await expect(page.getByRole('button', { name: 'Eliminar Semana del color' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar Semana del color' })).toBeHidden();
  await expectAccessible(page, 'promotions: plan without promotions');

  await page.goto('/en-ve/dashboard/promotion/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New promotion' })).toBeVisible();
  await expect(
    page.getByText('Your plan does not include promotions: they come with the Standard and Advanced plans.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeHidden();
  await expectAccessible(page, 'new promotion: plan without promotions');
});
