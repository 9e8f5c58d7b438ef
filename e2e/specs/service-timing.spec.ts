import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookableSalonViaApi, caracasDate, fillAppointmentDialog } from '../support/appointments';
import { expectAccessible, signInViaApi } from '../support/fixtures';

/*
 * Preparation, clean-up and processing time: the owner gives a service its minutes in the service
 * form, books it in the calendar, and the calendar draws them as bands around and inside the block.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const FIT_MESSAGE = 'The processing time must end before the service does: leave some minutes to finish';

type Rect = { top: number; bottom: number; height: number };
const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, height: rect.height };
  });
/** Layout rounds to device pixels: a pixel and a half either way is the same line. */
const expectNear = (actual: number, expected: number, what: string) =>
  expect(Math.abs(actual - expected), `${what}: ${actual} against ${expected}`).toBeLessThanOrEqual(1.5);

/**
 * The 60-minute block at 10:00 with its bands: 10 minutes of preparation above it, 15 of clean-up below it and
 * the hatched processing gap inside it from minute 20 for 30 minutes; the block itself still spans the hour.
 */
async function expectTimingBands(page: Page) {
  const block = page.locator('.rbc-time-content .rbc-event').filter({ hasText: 'María González' });
  await expect(block).toHaveCount(1);
  await block.scrollIntoViewIfNeeded();
  await expect(block).toContainText(/10:00\sAM/);
  await expect(block).toHaveAttribute(
    'title',
    /María González · Tinte · Reserved · 10 min preparation, 15 min clean-up, processing 30 min from 10:20\sAM/,
  );
  const bands = {
    before: block.locator('[data-band="before"]'),
    after: block.locator('[data-band="after"]'),
    gap: block.locator('[data-band="processing"]'),
  };
  for (const band of Object.values(bands)) await expect(band).toBeVisible();
  // The block still starts at 10:00 and lasts its hour (the library keeps a sliver free under each block).
  const hours = page.locator('.rbc-time-content .rbc-day-slot').first().locator('.rbc-timeslot-group');
  const ten = await rectOf(hours.nth(10));
  const box = await rectOf(block);
  expectNear(box.top, ten.top, 'the block starts at 10:00');
  expect(Math.abs(box.height - ten.height), 'the block lasts an hour').toBeLessThanOrEqual(3);
  const before = await rectOf(bands.before);
  const after = await rectOf(bands.after);
  const gap = await rectOf(bands.gap);
  expectNear(before.bottom, box.top, 'preparation ends where the block starts');
  expectNear(before.height, (box.height * 10) / 60, 'preparation height');
  expectNear(after.top, box.bottom, 'clean-up starts where the block ends');
  expectNear(after.height, (box.height * 15) / 60, 'clean-up height');
  expectNear(gap.top - box.top, (box.height * 20) / 60, 'processing start');
  expectNear(gap.height, (box.height * 30) / 60, 'processing height');
  expect(await bands.gap.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
    'repeating-linear-gradient',
  );
}

/** The calendar on tomorrow's day view (where the booking is), then its week when `week`. */
async function openTomorrow(page: Page, week: boolean) {
  await page.goto('/en-ve/dashboard/appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // The week view then shows the week of the day shown, even when tomorrow starts a new week.
  if (week) await page.getByRole('button', { name: 'Week', exact: true }).click();
}

test('an owner gives a service preparation, clean-up and processing time, books it and sees the bands', async ({
  page,
  baseURL,
}) => {
  const { owner, token, service } = await bookableSalonViaApi(baseURL!, {
    prefix: 'timing',
    salonTitle: 'Salón Tinte',
    serviceName: 'Tinte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/business/service/')) puts.push(request.url());
  });
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/service/list');
  await page.getByRole('link', { name: 'Edit Tinte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit service' })).toBeVisible();

  // A service without these minutes starts with the section folded; it opens from the keyboard.
  const toggle = page.getByRole('button', { name: 'Preparation, clean-up and processing time' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const before = page.getByRole('textbox', { name: 'Preparation before (minutes)' });
  const after = page.getByRole('textbox', { name: 'Clean-up after (minutes)' });
  const processingStart = page.getByRole('textbox', { name: 'Processing starts at minute' });
  const processing = page.getByRole('textbox', { name: 'Processing time (minutes)' });
  await expect(before).toBeVisible();
  await expectAccessible(page, 'service form: timing section open');

  // A gap that does not end before the 60-minute service: the message under the field, nothing saved.
  await processingStart.fill('40');
  await processing.fill('30');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(FIT_MESSAGE)).toBeVisible();
  await expect(processing).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'service form: processing time that does not fit');
  expect(puts).toEqual([]);

  await before.fill('10');
  await after.fill('15');
  await processingStart.fill('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Service Tinte updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/service\/list$/);
  expect(puts).toHaveLength(1);
  const saved = await fetch(`${baseURL}/api/proxy/api/v1/business/service/${service._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await saved.json()) as { data: unknown }).toMatchObject({
    data: { buffer_before: 10, buffer_after: 15, processing_start: 20, processing_minutes: 30 },
  });

  // Booked in the calendar's dialog, tomorrow at 10:00.
  await openTomorrow(page, false);
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await fillAppointmentDialog(page, dialog, {
    client: 'María González',
    service: 'Tinte',
    employee: 'Luis Mora',
    date: caracasDate(1).iso,
    start: '10:00',
  });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Appointment created')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expectTimingBands(page);
  await expectAccessible(page, 'calendar: day with timing bands');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expectTimingBands(page);
  await page.screenshot({ path: test.info().outputPath('timing-week-light.png') });
  await expectAccessible(page, 'calendar: week with timing bands');

  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })));
  await openTomorrow(page, true);
  await expectTimingBands(page);
  await page.screenshot({ path: test.info().outputPath('timing-week-dark.png') });
  await expectAccessible(page, 'calendar: week with timing bands, dark');

  // A phone's width: the day agenda draws the same bands, in dark and light mode.
  await page.setViewportSize(PHONE);
  // The agenda opens on today.
  await page.reload();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expectTimingBands(page);
  await page.screenshot({ path: test.info().outputPath('timing-phone-dark.png') });
  await expectAccessible(page, 'phone agenda with timing bands, dark');
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'light' })));
  await page.reload();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expectTimingBands(page);
  await page.screenshot({ path: test.info().outputPath('timing-phone-light.png') });
  await expectAccessible(page, 'phone agenda with timing bands');

  // The form at a phone's width, open on the saved minutes.
  await page.goto(`/en-ve/dashboard/service/${service._id}/edit`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(before).toHaveValue('10');
  await expect(processing).toHaveValue('30');
  await page.screenshot({ path: test.info().outputPath('timing-form-phone.png'), fullPage: true });
  await expectAccessible(page, 'service form with timing at 390 px');
});
