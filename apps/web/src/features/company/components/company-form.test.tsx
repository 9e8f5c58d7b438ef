import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formBody, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { signedIn } from '@/test/session-fixture';
import { validateLogo } from './logo-picker';

const company = {
  _id: '0190a000-0000-7000-8000-0000000000c1',
  name: 'Bella Spa',
  rif: 'J-12345678-9',
  phone: '+58 412 555 0199',
  email: 'spa@example.com',
  address: {
    address: 'Av. Principal, Caracas',
    place_id: 'map:10.5,-66.9',
    location: { type: 'Point', coordinates: [-66.9, 10.5] },
  },
  logo: null,
  status: 'active',
  created_at: '2026-11-22T10:00:00.000Z',
};

/** A business without a company yet; a function, since signing in stores the token. */
const baseRoutes = () => ({
  ...signedIn({ company: null }),
  'GET /api/v1/business/company/my': () => ({ body: { data: null } }),
});

describe('company form', () => {
  it('shows the shared validation messages, including the logo and the map point', async () => {
    mockApi(baseRoutes());
    await renderApp('/en-ve/dashboard/account?tab=company');
    const submit = await screen.findByRole('button', { name: 'Create company' });
    expect(screen.getByRole('tab', { name: 'Company' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(submit);
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('RIF is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(screen.getByText('Pick a valid point on the map')).toBeTruthy();
    expect(screen.getByText('The logo is required')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^RIF/), 'X123');
    await user.type(screen.getByLabelText(/^Phone/), '123');
    await user.type(screen.getByLabelText(/^E-mail/), 'nope');
    fireEvent.click(submit);
    expect(await screen.findByText(/RIF must be V, E, J, G or P followed by 9 digits/)).toBeTruthy();
    expect(
      screen.getByText('Enter a valid phone number, e.g. 0414-123.45.67 or +58 414 1234567'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
  });

  it('checks the RIF when leaving the field', async () => {
    const calls = mockApi({
      ...baseRoutes(),
      'POST /api/v1/business/company/rif': () => ({
        body: { data: { rif: 'J-12345678-9', available: false } },
      }),
    });
    await renderApp('/en-ve/dashboard/account?tab=company');
    const rif = await screen.findByLabelText(/^RIF/);
    const user = userEvent.setup();
    await user.type(rif, 'j123456789');
    await user.tab();
    expect(await screen.findByText('This RIF is already registered.')).toBeTruthy();
    const check = calls.find((call) => call.url.endsWith('/company/rif'));
    expect(formBody(check!).rif).toBe('J-12345678-9');
  });

  it('creates the company, congratulates and shows the read-only card', async () => {
    const calls = mockApi({
      ...baseRoutes(),
      'POST /api/v1/business/company/rif': () => ({
        body: { data: { rif: 'J-12345678-9', available: true } },
      }),
      'POST /api/v1/business/company': () => ({ body: { data: company } }),
    });
    await renderApp('/en-ve/dashboard/account?tab=company');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Company name/), 'Bella Spa');
    await user.type(screen.getByLabelText(/^RIF/), 'J-12345678-9');
    await user.type(screen.getByLabelText(/^Phone/), '+58 412 555 0199');
    await user.type(screen.getByLabelText(/^E-mail/), 'spa@example.com');
    await user.type(screen.getByLabelText(/^Address/), 'Av. Principal, Caracas');
    await user.type(screen.getByLabelText('Latitude'), '10.5');
    await user.type(screen.getByLabelText('Longitude'), '-66.9');
    const logo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Company logo'), { target: { files: [logo] } });
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByRole('link', { name: 'Create salon' })).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/business/company'));
    const body = sent!.body as FormData;
    expect(body.get('rif')).toBe('J-12345678-9');
    expect(JSON.parse(String(body.get('address')))).toEqual({
      address: 'Av. Principal, Caracas',
      place_id: 'map:10.5,-66.9',
      location_type: 'Point',
      coordinates: [-66.9, 10.5],
    });
    expect(body.get('logo')).toBeInstanceOf(File);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Company information cannot be modified once created.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create company' })).toBeNull();
  });

  it('refuses logos that are not jpeg/png or larger than 5 MB', () => {
    expect(validateLogo(null)).toBe('validation.logo.required');
    expect(validateLogo(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('validation.logo.type');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(validateLogo(big)).toBe('validation.logo.size');
    expect(validateLogo(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
});
