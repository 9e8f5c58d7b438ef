import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { G, group, jsonOf, page, S, service, SERVICE_ID, session } from './service-test-data';

/* The preparation, clean-up and processing minutes of the service form. */

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const sent = (calls: RecordedCall[], method: string) => calls.filter((call) => call.method === method);

/** Replaces a field's text by pasting (the form re-renders on each key). */
const fill = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) => {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
};

const colour = service({
  name: 'Colour',
  duration: 60,
  buffer_before: 10,
  buffer_after: 15,
  processing_start: 20,
  processing_minutes: 30,
});

describe('service form: preparation, clean-up and processing time', () => {
  it('starts folded on a new service, opens by keyboard and sends the four minutes', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: () => ({ body: { data: [group()] } }),
      [`GET ${S}`]: () => page([colour]),
      [`POST ${S}`]: () => ({ body: { data: colour } }),
    });
    await renderApp('/en-ve/dashboard/service/new');
    await screen.findByRole('heading', { level: 1, name: 'New service' });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Preparation, clean-up and processing time' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /^Preparation before/ })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(helperOf(field('Preparation before'))).toMatch(/Clients don't see these minutes/);
    expect(helperOf(field('Processing time'))).toMatch(/the employee can attend someone else/);

    await fill(user, field('Name'), 'Colour');
    await fill(user, field('Regular price'), '40');
    await fill(user, field('Duration'), '60');
    await user.click(screen.getByRole('combobox', { name: /^Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Hair' }));
    await fill(user, field('Preparation before'), '10');
    await fill(user, field('Clean-up after'), '15');
    await fill(user, field('Processing starts at minute'), '20');
    await fill(user, field('Processing time'), '30');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Service Colour created.')).toBeTruthy();
    expect(jsonOf(sent(calls, 'POST')[0]!)).toMatchObject({
      duration: 60,
      buffer_before: 10,
      buffer_after: 15,
      processing_start: 20,
      processing_minutes: 30,
    });
  }, 30_000);

  it('opens prefilled on a service that has minutes, and the edit sends them all again', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: () => ({ body: { data: [group()] } }),
      [`GET ${S}/${SERVICE_ID}`]: () => ({ body: { data: colour } }),
      [`PUT ${S}/${SERVICE_ID}`]: () => ({ body: { data: colour } }),
      [`GET ${S}`]: () => page([colour]),
    });
    await renderApp(`/en-ve/dashboard/service/${SERVICE_ID}/edit`);
    await screen.findByDisplayValue('Colour');
    const toggle = screen.getByRole('button', { name: 'Preparation, clean-up and processing time' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((field('Preparation before') as HTMLInputElement).value).toBe('10');
    expect((field('Clean-up after') as HTMLInputElement).value).toBe('15');
    expect((field('Processing starts at minute') as HTMLInputElement).value).toBe('20');
    expect((field('Processing time') as HTMLInputElement).value).toBe('30');

    const user = userEvent.setup();
    await fill(user, field('Clean-up after'), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Service Colour updated.')).toBeTruthy();
    expect(jsonOf(sent(calls, 'PUT')[0]!)).toMatchObject({
      duration: 60,
      buffer_before: 10,
      buffer_after: 5,
      processing_start: 20,
      processing_minutes: 30,
    });
  }, 30_000);

  it('refuses, in Spanish under the field, a processing time that does not end before the service', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: () => ({ body: { data: [group()] } }),
      [`GET ${S}/${SERVICE_ID}`]: () => ({ body: { data: service({ duration: 45 }) } }),
    });
    await renderApp(`/es-ve/dashboard/service/${SERVICE_ID}/edit`);
    await screen.findByDisplayValue('Ladies cut');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Preparación, limpieza y tiempo de espera' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await fill(user, field('El tiempo de espera empieza en el minuto'), '20');
    await fill(user, field('Tiempo de espera'), '30');
    // Folding the section does not hide the error: it opens again with it.
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(helperOf(field('Tiempo de espera'))).toMatch(
        /^El tiempo de espera debe terminar antes que el servicio: deja unos minutos para terminar/,
      ),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sent(calls, 'PUT')).toHaveLength(0);
  }, 30_000);
});
