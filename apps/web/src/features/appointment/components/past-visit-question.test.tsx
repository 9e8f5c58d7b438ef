import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, APPOINTMENT_ID, appointment, session } from './appointment-test-fixtures';

const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');

const openEditDialog = async () => {
  fireEvent.click(await screen.findByText('María González'));
  return screen.findByRole('dialog', { name: 'Edit appointment' });
};

const listed = () => ({
  ...session(),
  [`GET ${A}/list`]: () => ({ body: { data: [appointment()], meta: { total: 1, page: 1, limit: 20 } } }),
  [`PUT ${A}/${APPOINTMENT_ID}`]: () => ({ body: { data: appointment() } }),
});

describe('past visit question', () => {
  it('asks before saving a start already past; Cancel keeps the dialog unsaved, the confirmation saves', async () => {
    const calls = mockApi(listed());
    await renderApp('/en-ve/dashboard/appointment/list');
    const dialog = await openEditDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2020-01-06' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const question = await screen.findByRole('dialog', {
      name: 'This date has passed. Record a past visit?',
    });
    expect(within(question).getByText(/the client gets no confirmation or reminder/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Record a past visit/ })).toBeNull());
    expect(puts(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit appointment' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: /Record a past visit/ });
    fireEvent.click(within(again).getByRole('button', { name: 'Record past visit' }));
    expect(await screen.findByText('Appointment updated')).toBeTruthy();
    // 10:00 on 2020-01-06 in Caracas (UTC-4).
    expect(JSON.parse(String(puts(calls)[0]!.body))).toMatchObject({ start: '2020-01-06T14:00:00.000Z' });
  }, 60_000);

  it('saves a future start, or an unchanged past one, without asking', async () => {
    const past = appointment({
      date: '2020-01-06',
      start: '2020-01-06T14:00:00.000Z',
      end: '2020-01-06T15:00:00.000Z',
    });
    const calls = mockApi({
      ...listed(),
      [`GET ${A}/list`]: () => ({ body: { data: [past], meta: { total: 1, page: 1, limit: 20 } } }),
    });
    await renderApp('/en-ve/dashboard/appointment/list?tab=past');
    const dialog = await openEditDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Pagó en efectivo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Appointment updated')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Record a past visit/ })).toBeNull();
    expect(puts(calls)).toHaveLength(1);
  }, 60_000);
});
