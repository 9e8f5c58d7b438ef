import { expect, test, type Page } from '@playwright/test';
import { setPlanViaApi } from '../support/business';
import { expectAccessible, signInViaApi } from '../support/fixtures';
import { salonWithTwoFutureVisitsViaApi } from '../support/future-visits';
import { staffSignIn, staffWithAccessViaApi } from '../support/staff';

type Role = 'owner' | 'manager' | 'secretary' | 'intermediate' | 'basic';
const ROLES: Role[] = ['owner', 'manager', 'secretary', 'intermediate', 'basic'];
const ALL = ROLES;
const RUNS: Role[] = ['owner', 'manager'];
const FRONT_DESK: Role[] = ['owner', 'manager', 'secretary'];
const READERS: Role[] = ['owner', 'manager', 'secretary', 'intermediate'];

/** The navigation each role gets (the roles table in @salon/core, written out so the test can disagree). */
const NAV: Record<Role, string[]> = {
  owner: [
    'Home',
    'Appointments',
    'Waitlist',
    'Deposits',
    'Cash close',
    'Salon',
    'Gallery',
    'Services',
    'Employees',
    'Clients',
    'Promotions',
    'Reviews',
    'Reports',
    'Event log',
    'Account',
  ],
  manager: [
    'Home',
    'Appointments',
    'Waitlist',
    'Deposits',
    'Cash close',
    'Salon',
    'Gallery',
    'Services',
    'Employees',
    'Clients',
    'Promotions',
    'Reviews',
    'Reports',
    'Event log',
    'Account',
  ],
  secretary: [
    'Home',
    'Appointments',
    'Waitlist',
    'Deposits',
    'Cash close',
    'Services',
    'Employees',
    'Clients',
    'Promotions',
    'Reviews',
    'Account',
  ],
  intermediate: ['Home', 'Appointments', 'Services', 'Clients', 'Promotions', 'Account'],
  basic: ['Home', 'Appointments', 'Account'],
};

interface Screen {
  path: string;
  /** The roles that may open it; everyone else gets the no-access page. */
  roles: Role[];
  /** What a role that may open it does there: each action that opens a dialog or saves, cancelled when destructive. */
  act?: (page: Page, role: Role) => Promise<void>;
}

const cancelDialog = async (page: Page, name: string | RegExp) => {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
};

/** A row's Deactivate button: shown to `allowed` roles, whose click asks first (cancelled here); hidden otherwise. */
const deactivateRow =
  (button: string, question: string, allowed: Role[]) =>
  async (page: Page, role: Role): Promise<void> => {
    const deactivate = page.getByRole('button', { name: button }).first();
    if (!allowed.includes(role)) return expect(deactivate).toHaveCount(0);
    await deactivate.click();
    await cancelDialog(page, question);
  };

const SCREENS: Screen[] = [
  {
    path: 'salon',
    roles: RUNS,
    act: async (page, role) => {
      const card = page.getByRole('article', { name: 'Salón Cascada' });
      await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(role === 'owner' ? 1 : 0);
      await expect(page.getByRole('link', { name: 'Create a new salon' })).toHaveCount(
        role === 'owner' ? 1 : 0,
      );
      await card.getByRole('button', { name: 'Disable' }).click();
      await cancelDialog(page, 'Disable this salon?');
      await card.getByRole('button', { name: 'Close' }).click();
      await cancelDialog(page, 'Close this salon?');
    },
  },
  {
    path: 'salon/profile',
    roles: RUNS,
    act: async (page) => {
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('No changes were made').first()).toBeVisible();
      await page.getByRole('tab', { name: 'Opening hours' }).click();
      await page.getByRole('button', { name: 'Save hours' }).click();
      await expect(page.getByText('No changes were made').first()).toBeVisible();
    },
  },
  { path: 'gallery/edit', roles: RUNS },
  { path: 'salon/create_salon_stepper', roles: ['owner'] },
  {
    path: 'service/list',
    roles: READERS,
    act: deactivateRow('Deactivate Corte de dama', 'Deactivate Corte de dama?', RUNS),
  },
  { path: 'service/new', roles: RUNS },
  {
    path: 'employee/list',
    roles: FRONT_DESK,
    act: deactivateRow('Deactivate Carla Méndez', 'Deactivate employee?', RUNS),
  },
  { path: 'employee/new', roles: RUNS },
  {
    path: 'client/list',
    roles: READERS,
    act: deactivateRow('Deactivate Rosa Díaz', 'Deactivate this client?', FRONT_DESK),
  },
  { path: 'client/new', roles: FRONT_DESK },
  {
    path: 'appointment/calendar',
    roles: ALL,
    act: async (page, role) => {
      const create = page.getByRole('button', { name: 'New appointment' });
      if (role === 'basic') return expect(create).toHaveCount(0);
      await create.click();
      const dialog = page.getByRole('dialog', { name: 'New appointment' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    path: 'appointment/list',
    roles: ALL,
    act: async (page, role) => {
      if (!FRONT_DESK.includes(role)) return;
      // The salon's two future visits: the front desk opens one and leaves it as it was.
      await page
        .getByRole('row', { name: /Open the appointment of Rosa Díaz/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit appointment' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    path: 'waitlist',
    roles: FRONT_DESK,
    act: async (page) => {
      await page.getByRole('button', { name: 'Add to waitlist' }).click();
      await cancelDialog(page, 'Add to the waitlist');
    },
  },
  { path: 'deposits', roles: FRONT_DESK },
  { path: 'cash-close', roles: FRONT_DESK },
  {
    path: 'promotion/list',
    roles: READERS,
    act: async (page, role) => {
      await expect(page.getByRole('link', { name: 'New promotion' })).toHaveCount(
        RUNS.includes(role) ? 1 : 0,
      );
    },
  },
  { path: 'promotion/new', roles: RUNS },
  { path: 'review', roles: FRONT_DESK },
  { path: 'report', roles: RUNS },
  { path: 'event/log', roles: RUNS },
  { path: 'subscription', roles: ['owner'] },
  { path: 'account', roles: ALL },
];

/** An employee's first sign-in: the temporary password from the access mail, then their own. */
test.describe.configure({ mode: 'parallel' });

for (const role of ROLES) {
  test(`${role}: the menu, every screen by URL and its actions, never a 403`, async ({ page, baseURL }) => {
    const salon = await salonWithTwoFutureVisitsViaApi(baseURL!, `roles-${role}`);
    if (role === 'owner') {
      await signInViaApi(page, salon.owner.email, salon.owner.password);
    } else {
      await setPlanViaApi(baseURL!, salon.token, 'advanced_plan');
      const staff = await staffWithAccessViaApi(baseURL!, salon.token, salon.salonId, role, `roles-${role}`);
      await staffSignIn(page, staff);
    }
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403 && response.url().includes('/api/'))
        refused.push(`${response.request().method()} ${response.url()} (on ${page.url()})`);
    });

    await page.goto('/en-ve/dashboard/home');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(NAV[role]);

    for (const screen of SCREENS) {
      await test.step(screen.path, async () => {
        await page.goto(`/en-ve/dashboard/${screen.path}`);
        const noAccess = page.getByRole('heading', { level: 1, name: "You don't have access to this page" });
        if (!screen.roles.includes(role)) {
          await expect(noAccess).toBeVisible();
          await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute(
            'href',
            '/en-ve/dashboard/home',
          );
          return;
        }
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(noAccess).toHaveCount(0);
        await screen.act?.(page, role);
      });
    }
    // Let the last screen's requests answer before reading them.
    await page.waitForLoadState('networkidle');
    expect(refused, 'API calls answered 403').toEqual([]);

    if (role === 'secretary') {
      await page.goto('/es-ve/dashboard/report');
      await expect(
        page.getByRole('heading', { level: 1, name: 'No tienes acceso a esta página' }),
      ).toBeVisible();
      await expectAccessible(page, 'página sin acceso');
      await page.getByRole('link', { name: 'Ir al inicio' }).click();
      await expect(page).toHaveURL(/\/es-ve\/dashboard\/home/);
      await page.goto('/en-ve/dashboard/salon');
      await expectAccessible(page, 'no-access page');
    }
  });
}
