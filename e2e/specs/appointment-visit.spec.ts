import { expect, test } from '@playwright/test';
import { bookableSalonViaApi, caracasDate, fillAppointmentDialog } from '../support/appointments';
import { RADIUS_AREA } from '../support/business';
import { expectAccessible, signInViaApi } from '../support/fixtures';

const FEE = /Inside the service area\. Travel fee: (US)?\$5\.00/;
const OUTSIDE = /outside the service area, so the visit cannot be booked/;

test('a freelancer books a visit at the client’s address with its travel fee; a point outside the area is refused', async ({
  page,
  baseURL,
}) => {
  const { owner } = await bookableSalonViaApi(baseURL!, {
    prefix: 'visit',
    salonTitle: 'Ana a domicilio',
    serviceName: 'Manicure a domicilio',
    employee: { firstName: 'Ana', lastName: 'Rivas' },
    area: RADIUS_AREA,
  });
  const tomorrow = caracasDate(1).iso;
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment');
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog).toBeVisible();
  const visit = dialog.getByRole('group', { name: "Client's address" });
  await expect(visit).toBeVisible();
  await expect(visit.getByText(/to see the travel fee/)).toBeVisible();

  await fillAppointmentDialog(page, dialog, {
    client: 'María González',
    service: 'Manicure a domicilio',
    employee: 'Ana Rivas',
    date: tomorrow,
    start: '10:00',
  });

  // The visit is required: its address and its point.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(visit.getByText('Address is required')).toBeVisible();
  await expect(visit.getByText('Pick a valid point on the map')).toBeVisible();

  // Entered by keyboard: the address, the city, then the point's typed latitude and longitude (Altamira).
  await visit.getByLabel('Address').focus();
  await page.keyboard.type('Av. Francisco de Miranda, Edif. Parque Cristal, piso 5');
  await page.keyboard.press('Tab');
  await expect(visit.getByLabel('City')).toBeFocused();
  await page.keyboard.type('Caracas');
  await visit.getByLabel('Latitude').focus();
  await page.keyboard.type('10.4961');
  await page.keyboard.press('Tab');
  await expect(visit.getByLabel('Longitude')).toBeFocused();
  await page.keyboard.type('-66.8466');
  await expect(visit.getByRole('status')).toHaveText(FEE);
  await expect(visit.getByText('Address is required')).toBeHidden();
  await expectAccessible(page, 'new appointment dialog: freelancer visit');

  // La Guaira is about 20 km away: outside the 8 km area, said before saving and refused by the server.
  await visit.getByLabel('Latitude').fill('10.60');
  await visit.getByLabel('Longitude').fill('-66.93');
  await expect(visit.getByRole('status')).toHaveText(OUTSIDE);
  await expectAccessible(page, 'new appointment dialog: visit outside the area');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('That address is outside the service area.')).toBeVisible();

  await visit.getByLabel('Latitude').fill('10.4961');
  await visit.getByLabel('Longitude').fill('-66.8466');
  await expect(visit.getByRole('status')).toHaveText(FEE);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Appointment created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the visit is there with the fee it was booked at.
  await page.goto('/en-ve/dashboard/appointment/list');
  await page.getByRole('row', { name: /María González/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit appointment' });
  await expect(edit).toBeVisible();
  const saved = edit.getByRole('group', { name: "Client's address" });
  await expect(saved.getByLabel('Address')).toHaveValue(
    'Av. Francisco de Miranda, Edif. Parque Cristal, piso 5',
  );
  await expect(saved.getByLabel('City')).toHaveValue('Caracas');
  await expect(saved.getByLabel('Latitude')).toHaveValue('10.4961');
  await expect(saved.getByRole('status')).toHaveText(FEE);
  await expectAccessible(page, 'edit appointment dialog: freelancer visit');
});
