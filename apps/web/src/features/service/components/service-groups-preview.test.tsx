import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServicePreviewWire } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { G, group, HAIR_ID, jsonOf, S, service, SERVICE_ID, session } from './service-test-data';

describe('service groups screen', () => {
  it('creates, renames, and shows the refusal to delete a group with active services', async () => {
    let groups = [group()];
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: () => ({ body: { data: groups } }),
      [`POST ${G}`]: (call) => {
        const name = String(jsonOf(call).name);
        if (name.toLowerCase() === 'hair') {
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'SERVICE_GROUP_NAME_TAKEN',
              message: 'A group with this name already exists.',
              details: [{ field: 'name', code: 'errors.SERVICE_GROUP_NAME_TAKEN', message: 'taken' }],
            },
          };
        }
        const made = group({ _id: 'new-group', name, services_count: 0, active_services_count: 0 });
        groups = [...groups, made];
        return { body: { data: made } };
      },
      [`PUT ${G}/${HAIR_ID}`]: (call) => {
        groups = groups.map((item) =>
          item._id === HAIR_ID ? { ...item, name: String(jsonOf(call).name) } : item,
        );
        return { body: { data: groups[0] } };
      },
      [`DELETE ${G}/${HAIR_ID}`]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'SERVICE_GROUP_HAS_ACTIVE_SERVICES',
          message: 'This group cannot be deleted while it has active services.',
        },
      }),
    });
    await renderApp('/en-ve/dashboard/service/groups');
    const row = (await screen.findByRole('rowheader', { name: 'Hair' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', 'RenameDelete']);
    const user = userEvent.setup();

    const name = screen.getByRole('textbox', { name: /^New group name/ });
    await user.type(name, 'hair{Enter}');
    expect(await screen.findByText('A group with this name already exists.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Nails{Enter}');
    expect(await screen.findByRole('rowheader', { name: 'Nails' })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Rename Hair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Hair' });
    const input = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(input);
    await user.type(input, 'Hair & beard{Enter}');
    expect(await screen.findByRole('rowheader', { name: 'Hair & beard' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Hair & beard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Hair & beard?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByText(/cannot be deleted while it has active services/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Hair & beard was not deleted');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

const preview = (overrides: Partial<ServicePreviewWire> = {}): ServicePreviewWire => ({
  service: service({ price_type: 'starting_from' }),
  price: 19.99,
  promotion: null,
  time_zone: 'America/Caracas',
  employees: [{ _id: 'e1', name: 'Ana Rivas', avatar: null }],
  next_free_times: [
    { start: '2030-01-14T13:00:00.000Z', employee_id: 'e1' },
    { start: '2030-01-14T13:15:00.000Z', employee_id: 'e1' },
  ],
  ...overrides,
});

describe('service preview screen', () => {
  it('shows the card a client sees, with free times in the salon’s zone', async () => {
    mockApi({ ...session(), [`GET ${S}/${SERVICE_ID}/test`]: () => ({ body: { data: preview() } }) });
    await renderApp(`/en-ve/dashboard/service/${SERVICE_ID}/test`);
    const card = await screen.findByRole('article', { name: 'Ladies cut' });
    expect(within(card).getByText('From $19.99')).toBeTruthy();
    expect(within(card).getByText('$25.00').tagName).toBe('DEL');
    expect(within(card).getByText('45 min')).toBeTruthy();
    expect(within(card).getByText('Ana Rivas')).toBeTruthy();
    // 13:00 UTC is 09:00 in Caracas.
    const times = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(times).toContain('Jan 14, 2030, 9:00 AM');
    expect(times).toContain('Jan 14, 2030, 9:15 AM');
    expect(within(card).getByText("Times in the salon's time zone (America/Caracas).")).toBeTruthy();
  });

  it('names the running promotion and its last day, with the service’s own price struck through', async () => {
    const promotion = { _id: 'p1', title: 'Semana del color', price: 15.99, end: '2030-01-13' };
    mockApi({
      ...session(),
      [`GET ${S}/${SERVICE_ID}/test`]: () => ({
        body: {
          data: preview({
            service: service({ promotion }),
            price: 15.99,
            promotion: { _id: 'p1', title: 'Semana del color' },
          }),
        },
      }),
    });
    await renderApp(`/es-ve/dashboard/service/${SERVICE_ID}/test`);
    const card = await screen.findByRole('article', { name: 'Ladies cut' });
    expect(within(card).getByText('$15,99')).toBeTruthy();
    expect(within(card).getByText('$19,99').tagName).toBe('DEL');
    expect(within(card).getByText('Sin la promoción:')).toBeTruthy();
    expect(within(card).getByText('Promoción «Semana del color», hasta el 13 ene. 2030')).toBeTruthy();
  });

  it('says so when there are no free times, in Spanish too', async () => {
    mockApi({
      ...session(),
      [`GET ${S}/${SERVICE_ID}/test`]: () => ({
        body: {
          data: preview({ employees: [], next_free_times: [], service: service({ status: 'inactive' }) }),
        },
      }),
    });
    await renderApp(`/es-ve/dashboard/service/${SERVICE_ID}/test`);
    expect(await screen.findByText('No hay horarios libres en los próximos 14 días')).toBeTruthy();
    expect(screen.getByText('Aún ningún empleado realiza este servicio.')).toBeTruthy();
    expect(screen.getByText(/Este servicio está inactivo/)).toBeTruthy();
  });
});
