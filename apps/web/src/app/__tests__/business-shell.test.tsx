import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { COMPANY_ID, signedIn } from '@/test/session-fixture';
import { isNavItemActive, NAV_ITEMS } from '../layouts/dashboard/nav-items';

const company = { _id: COMPANY_ID, name: 'Bella Spa', status: 'inactive' };
const salons = [
  {
    _id: 's1',
    title: 'Centro',
    avatar: null,
    status_salon: 'active',
    open_store: 1,
    status_process: 'approved',
  },
  {
    _id: 's2',
    title: 'Norte',
    avatar: null,
    status_salon: 'disabled',
    open_store: 0,
    status_process: 'requested',
  },
];

describe('business shell', () => {
  it('loads the salons, keeps a stored salon, shows its banners and switches salons', async () => {
    mockApi(signedIn({ company, salons }));
    localStorage.setItem('salonId', 's2');
    await renderApp('/en-ve/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' });
    expect(screen.getByText(/Your company is inactive/)).toBeTruthy();
    expect(screen.getByText(/This salon is disabled/)).toBeTruthy();
    expect(screen.getByText(/This salon is closed/)).toBeTruthy();
    expect(screen.getByText("Verification requested: we'll e-mail you when it's confirmed.")).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Current salon' }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: /Create salon/ })).toBeTruthy();
    await user.click(within(list).getByRole('option', { name: 'Centro' }));
    await waitFor(() => expect(localStorage.getItem('salonId')).toBe('s1'));
    expect(screen.queryByText(/This salon is disabled/)).toBeNull();
  });

  it('falls back to the first salon when the stored one is gone', async () => {
    mockApi(signedIn({ company, salons }));
    localStorage.setItem('salonId', 'gone');
    await renderApp('/en-ve/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' });
    await waitFor(() => expect(localStorage.getItem('salonId')).toBe('s1'));
  });

  it('marks Salon active on its sub-pages', () => {
    const salon = NAV_ITEMS.find((item) => item.key === 'salon')!;
    expect(isNavItemActive(salon, '/en-ve/dashboard/salon')).toBe(true);
    expect(isNavItemActive(salon, '/en-ve/dashboard/salon/create_salon_stepper')).toBe(true);
    expect(isNavItemActive(salon, '/en-ve/dashboard/salons')).toBe(false);
  });
});
