import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, APPOINTMENT_ID, appointment, session } from './appointment-test-fixtures';

/*
 * Moving an appointment in its dialog (docs/decisions.md "Moving in the dialog"): the end keeps the length,
 * and a refusal shows on its field and in a snackbar, whichever side refuses.
 */

const puts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'PUT');

/** Opens the fixture's appointment (10:00–11:00 in Caracas) from the list, its PUT answered by `put`. */
async function openAppointment(put: () => { status?: number; body: unknown }) {
  const calls = mockApi({
    ...session(),
    [`GET ${A}/list`]: () => ({
      body: { data: [appointment()], meta: { total: 1, page: 1, limit: 20 } },
    }),
    [`PUT ${A}/${APPOINTMENT_ID}`]: put,
  });
  await renderApp('/en-ve/dashboard/appointment/list');
  fireEvent.click(await screen.findByText('María González'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
  const field = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return { calls, dialog, field };
}

describe('moving an appointment in its dialog', () => {
  it('moves the end with the start, and says why a save is refused', { timeout: 90_000 }, async () => {
    const { calls, dialog, field } = await openAppointment(() => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'APPOINTMENT_CONFLICT',
        message: 'Taken',
        details: [
          {
            field: 'start',
            code: 'errors.APPOINTMENT_CONFLICT',
            message: '2030-01-07T15:30:00.000Z/2030-01-07T16:30:00.000Z',
          },
          { field: 'employee', code: 'errors.APPOINTMENT_CONFLICT', message: 'Luis Mora' },
        ],
      },
    }));
    expect(field(/^End time/).value).toBe('11:00');
    fireEvent.change(field(/^Start time/), { target: { value: '11:00' } });
    expect(field(/^End time/).value).toBe('12:00');

    // An end typed before the start is the form's refusal: nothing is sent, and the snackbar says why.
    fireEvent.change(field(/^End time/), { target: { value: '10:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: The end must be after the start')).toBeTruthy();
    expect(within(dialog).getByText('The end must be after the start')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    // The server's refusal names the appointment in the way, on the start and in the snackbar.
    fireEvent.change(field(/^End time/), { target: { value: '12:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const conflict = /^Luis Mora already has an appointment on Jan 7, 2030, 11:30\sAM\s*–\s*12:30\sPM\.$/;
    await waitFor(() => expect(within(dialog).getByText(conflict)).toBeTruthy());
    expect(screen.getByText(new RegExp(`^Not saved: ${conflict.source.slice(1)}`))).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit appointment' })).toBeTruthy();
  });
});
