import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientWire } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

const CLIENT_ID = '0190a000-0000-7000-8000-0000000000d1';
const B = '/api/v1/business';

const client: ClientWire = {
  _id: CLIENT_ID,
  salon_id: SALON_ID,
  firstName: 'María',
  lastName: 'González',
  email: 'maria@example.com',
  phoneNumber: '+58 412 555 0101',
  status: 'active',
  note: '',
  language: null,
  message_channel: 'email',
  whatsapp_opt_in: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('deactivating a client', () => {
  it('says how many future appointments it will cancel before asking', async () => {
    const calls = mockApi({
      ...signedIn({ salons: [sessionSalon()] }),
      [`GET ${B}/client`]: () => ({ body: { data: [client], meta: { total: 1, page: 1, limit: 20 } } }),
      [`GET ${B}/appointment/future-count`]: () => ({ body: { data: { count: 3 } } }),
    });
    await renderApp('/en-ve/dashboard/client/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this client?' });
    expect(
      await within(dialog).findByText(
        /3 future appointments will be cancelled and the client is told of each by e-mail/,
      ),
    ).toBeTruthy();
    const count = calls.find((call) => call.url.includes('/appointment/future-count'))!;
    expect(new URL(count.url, 'http://x').searchParams.get('client_id')).toBe(CLIENT_ID);
  });
});
