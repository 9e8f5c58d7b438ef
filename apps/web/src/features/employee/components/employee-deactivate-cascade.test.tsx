import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { B, employeeWire, EMPLOYEE_ID, ownerRoutes } from './employee-test-data';

const listed = () => ({
  body: { data: [employeeWire({ access_to_app: true })], meta: { total: 1, page: 1, limit: 20 } },
});

describe('deactivating an employee', () => {
  it.each([
    [
      'en-ve',
      1,
      'Deactivate Carla Méndez',
      'Deactivate employee?',
      '1 future appointment will be cancelled and its client is told by e-mail (when they have an address).',
    ],
    [
      'es-ve',
      4,
      'Desactivar a Carla Méndez',
      '¿Desactivar empleado?',
      'Se cancelarán 4 citas futuras y se avisará a sus clientes por correo (a quienes tengan uno registrado).',
    ],
  ])(
    '%s: says how many future appointments go and that clients are told',
    async (lang, count, button, title, text) => {
      const calls = mockApi({
        ...ownerRoutes(),
        [`GET ${B}/employee`]: listed,
        [`GET ${B}/appointment/future-count`]: () => ({ body: { data: { count } } }),
      });
      await renderApp(`/${lang}/dashboard/employee`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await within(dialog).findByText((content) => content.includes(text));
      const asked = calls.find((call) => call.url.includes('/appointment/future-count'))!;
      expect(new URL(asked.url, 'http://x').searchParams.get('employee_id')).toBe(EMPLOYEE_ID);
      // Cancelling the question changes nothing.
      await user.click(
        within(dialog).getByRole('button', { name: lang === 'en-ve' ? 'Cancel' : 'Cancelar' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    },
    20_000,
  );
});
