import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, APPOINTMENT_ID, session } from './appointment-test-fixtures';

const TEXT = 'Hello María, your appointment is confirmed.';

describe('the appointment dialog’s notifications', () => {
  it('lists the client mails with their state and offers WhatsApp with the mail’s text', async () => {
    mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({ body: { data: [appointment()], meta: { total: 1, page: 1, limit: 20 } } }),
      [`GET ${A}/${APPOINTMENT_ID}/notifications`]: () => ({
        body: {
          data: [
            {
              _id: 'n1',
              mail: 'confirmed',
              state: 'sent',
              run_at: '2026-05-01T14:00:00.000Z',
              done_at: '2026-05-01T14:00:05.000Z',
              attempts: 1,
              error: null,
              created_at: '2026-05-01T14:00:00.000Z',
            },
            {
              _id: 'n2',
              mail: 'reminder',
              state: 'retrying',
              run_at: '2026-05-02T14:00:00.000Z',
              done_at: null,
              attempts: 2,
              error: 'connect ECONNREFUSED',
              created_at: '2026-05-01T14:00:00.000Z',
            },
          ],
          whatsapp: {
            phone_digits: '584125550101',
            text: TEXT,
            url: `https://wa.me/584125550101?text=${encodeURIComponent(TEXT)}`,
          },
        },
      }),
    });
    await renderApp('/en-ve/dashboard/appointment/list');
    const user = userEvent.setup();
    await user.click(await screen.findByText('María González'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    const section = within(dialog).getByRole('region', { name: 'Client notifications' });
    expect(await within(section).findByText(/^Confirmation · Sent · /)).toBeTruthy();
    expect(within(section).getByText(/^Reminder · Failed, retrying · /)).toBeTruthy();
    expect(within(section).getByText('Why: connect ECONNREFUSED')).toBeTruthy();
    const whatsapp = within(section).getByRole('link', { name: 'Send by WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/584125550101?text=${encodeURIComponent(TEXT)}`);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
  });
});
