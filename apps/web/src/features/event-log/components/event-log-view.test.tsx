import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleAccount } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { COMPANY_ID, signedIn } from '@/test/session-fixture';

const company = { _id: COMPANY_ID, name: 'Bella Spa', status: 'active' };
const entry = {
  _id: 'e1',
  triggered_by: { _id: sampleAccount.user._id, name: 'Ana Pérez' },
  action: 'update',
  affected_area: 'salon',
  entity_id: 's1',
  salon: { _id: 's1', name: 'Centro' },
  created_at: '2026-11-22T10:00:00.000Z',
  details: { title: { from: 'Old', to: 'New' } },
};

describe('event log screen', () => {
  it('filters by area through the query and shows the details of a change', async () => {
    const calls = mockApi({
      ...signedIn({ company, salons: [] }),
      'GET /api/v1/business/event-log': (call) =>
        call.url.includes('area=salon')
          ? { body: { data: [entry], meta: { total: 1, page: 1, limit: 20 } } }
          : { body: { data: [], meta: { total: 0, page: 1, limit: 20 } } },
    });
    await renderApp('/en-ve/dashboard/event/log');
    await screen.findByRole('heading', { level: 1, name: 'Event log' });
    expect(await screen.findByText('No events yet.')).toBeTruthy();
    const first = calls.find((call) => call.url.includes('/event-log'))!;
    expect(first.url).toContain('area=all');
    expect(first.url).toContain('page=1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Salon' }));
    const row = (await screen.findByText('Centro')).closest('tr')!;
    expect(calls.at(-1)!.url).toContain('area=salon');
    expect(within(row).getByText('Ana Pérez')).toBeTruthy();
    expect(within(row).getByText('Update')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: /^Details of Update of Salon/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Event details' });
    expect(within(dialog).getByText('Name')).toBeTruthy();
    expect(within(dialog).getByText('Old → New')).toBeTruthy();
  });

  it("labels what a client did online (a cancellation from the visit page) as the client's", async () => {
    const byClient = {
      ...entry,
      _id: 'e2',
      triggered_by: { _id: null, name: 'Carla Díaz' },
      action: 'cancel',
      affected_area: 'appointment',
      details: { by: 'client', client_id: 'c1', status: { from: 'reserved', to: 'cancelled' } },
    };
    mockApi({
      ...signedIn({ company, salons: [] }),
      'GET /api/v1/business/event-log': () => ({
        body: { data: [byClient, entry], meta: { total: 2, page: 1, limit: 20 } },
      }),
    });
    await renderApp('/en-ve/dashboard/event/log');
    const clientRow = (await screen.findByText('Carla Díaz')).closest('tr')!;
    expect(within(clientRow).getByText('The client, online')).toBeTruthy();
    const staffRow = screen.getByText('Ana Pérez').closest('tr')!;
    expect(within(staffRow).queryByText('The client, online')).toBeNull();
  });

  it("shows the time and the details on the salon's clock and in words, not as stored", async () => {
    // As on a laptop set to UTC: 14:35 UTC is 10:35 a. m. in Caracas.
    process.env.TZ = 'UTC';
    const moved = {
      ...entry,
      _id: 'e3',
      affected_area: 'appointment',
      created_at: '2026-11-27T14:35:00.000Z',
      details: {
        changedFields: {
          end: { from: '2026-11-27T15:00:00.000Z', to: '2026-11-27T16:00:00.000Z' },
          status: { from: 'reserved', to: 'pending' },
        },
      },
    };
    mockApi({
      ...signedIn({ company, salons: [{ _id: 's1', title: 'Centro', time_zone: 'America/Caracas' }] }),
      'GET /api/v1/business/event-log': () => ({
        body: { data: [moved], meta: { total: 1, page: 1, limit: 20 } },
      }),
    });
    await renderApp('/es-ve/dashboard/event/log');
    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    expect(within(row).getByText(/^27 nov\.? 2026, 10:35 a\. m\.$/)).toBeTruthy();

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: /^Detalles de Actualizar en Cita/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del evento' });
    expect(within(dialog).getByText('Fin')).toBeTruthy();
    expect(
      within(dialog).getByText(/^27 nov\.? 2026, 11:00 a\. m\. → 27 nov\.? 2026, 12:00 p\. m\.$/),
    ).toBeTruthy();
    expect(within(dialog).getByText('Reservada → Pendiente')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('steers a business without a company to create it', async () => {
    const calls = mockApi(signedIn({ company: null }));
    await renderApp('/en-ve/dashboard/event/log');
    expect(await screen.findByText('You must create your company first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create company' }).getAttribute('href')).toBe(
      '/en-ve/dashboard/account?tab=company',
    );
    expect(calls.some((call) => call.url.includes('/event-log'))).toBe(false);
  });
});
