import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { G, group, page, S, service, SERVICE_ID, session, B } from './service-test-data';

describe('deactivating a service', () => {
  it.each([
    [
      'en-ve',
      2,
      'Deactivate Ladies cut',
      'Deactivate Ladies cut?',
      'Cancel',
      '2 future appointments will be cancelled and their clients are told by e-mail (those with an address).',
    ],
    [
      'es-ve',
      1,
      'Desactivar Ladies cut',
      '¿Desactivar Ladies cut?',
      'Cancelar',
      'Se cancelará 1 cita futura y se avisará a su cliente por correo (si tiene uno registrado).',
    ],
  ])(
    '%s: says how many future appointments go and that clients are told',
    async (lang, count, button, title, cancel, text) => {
      const calls = mockApi({
        ...session(),
        [`GET ${G}`]: () => ({ body: { data: [group()] } }),
        [`GET ${S}`]: () => page([service()]),
        [`GET ${B}/appointment/future-count`]: () => ({ body: { data: { count } } }),
      });
      await renderApp(`/${lang}/dashboard/service/list`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await within(dialog).findByText((content) => content.includes(text));
      const asked = calls.find((call) => call.url.includes('/appointment/future-count'))!;
      expect(new URL(asked.url, 'http://x').searchParams.get('service_id')).toBe(SERVICE_ID);
      await user.click(within(dialog).getByRole('button', { name: cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    },
    20_000,
  );
});
