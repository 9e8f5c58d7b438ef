import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  B,
  employeeWire,
  EMPLOYEE_ID,
  ownerRoutes,
  secretaryRoutes,
  SALON_ID,
  SERVICE_ID,
} from './employee-test-data';

const services = () => ({
  body: { data: [{ _id: SERVICE_ID, name: 'Corte de pelo' }], meta: { total: 1, page: 1, limit: 100 } },
});
const formOf = (call: RecordedCall) => call.body as FormData;
const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'carla.png', { type: 'image/png' });

describe('employee form', () => {
  it('checks the fields, the photo and the salon’s hours before sending, then creates', async () => {
    const calls = mockApi({
      ...ownerRoutes(),
      [`GET ${B}/service`]: services,
      [`POST ${B}/employee`]: () => ({ body: { data: employeeWire() } }),
      [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
      [`GET ${B}/employee/${EMPLOYEE_ID}/availability`]: () => ({
        body: { data: { month: '2026-11', days: [] } },
      }),
    });
    await renderApp('/en-ve/dashboard/employee/new');
    await screen.findByRole('heading', { level: 1, name: 'New employee' });
    const create = await screen.findByRole('button', { name: 'Create employee' });

    fireEvent.click(create);
    expect(await screen.findByText('The photo is required')).toBeTruthy();
    expect(screen.getAllByText('This name is required')).toHaveLength(2);
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Choose a role')).toBeTruthy();

    // Sunday: the salon is closed, so the day cannot be switched on.
    const sunday = screen.getByRole('listitem', { name: 'Sunday' });
    expect(
      (within(sunday).getByRole('switch', { name: 'Works on Sunday' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(sunday).getByText('The salon is closed')).toBeTruthy();
    const monday = screen.getByRole('listitem', { name: 'Monday' });
    expect(within(monday).getByText('Salon: 09:00–19:00')).toBeTruthy();
    fireEvent.click(within(monday).getByRole('switch', { name: 'Works on Monday' }));
    fireEvent.change(screen.getByLabelText('Starts, Monday'), { target: { value: '08:00' } });

    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo()] } });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Carla' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Méndez' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'Carla@Example.com' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+58 412 555 0102' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Role/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText(/All appointments and clients of the salon/)).toBeTruthy();
    fireEvent.click(within(listbox).getByText('Secretary'));
    fireEvent.click(create);
    expect(await screen.findByText('The schedule must fall inside the salon’s opening hours')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/employee'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Starts, Monday'), { target: { value: '09:30' } });
    fireEvent.click(create);
    expect(await screen.findByText('Employee created')).toBeTruthy();
    const sent = formOf(calls.find((call) => call.method === 'POST' && call.url.endsWith('/employee'))!);
    expect(sent.get('salon_id')).toBe(SALON_ID);
    expect(sent.get('email')).toBe('carla@example.com');
    expect(sent.get('role')).toBe('secretary');
    expect(sent.get('active_in_calendar')).toBe('true');
    expect(JSON.parse(String(sent.get('services')))).toEqual([]);
    const schedule = JSON.parse(String(sent.get('schedule'))) as { active: boolean; start_hour: string }[];
    expect(schedule[0]).toMatchObject({ active: true, start_hour: '09:30', end_hour: '19:00' });
    expect(schedule[6]).toMatchObject({ active: false, available: false });
    expect((sent.get('avatar') as File).name).toBe('carla.png');
    await screen.findByRole('heading', { level: 1, name: 'Carla Méndez' });
  }, 30_000);

  it('puts the server’s field errors under their fields', async () => {
    mockApi({
      ...ownerRoutes(),
      [`GET ${B}/service`]: services,
      [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
      [`PUT ${B}/employee/${EMPLOYEE_ID}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: [{ field: 'email', code: 'validation.email.invalid', message: 'x' }],
        },
      }),
    });
    await renderApp(`/en-ve/dashboard/employee/${EMPLOYEE_ID}/edit`);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Carla');
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy());
  }, 20_000);

  it('shows the secretary no form', async () => {
    mockApi(secretaryRoutes());
    await renderApp('/en-ve/dashboard/employee/new');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create employee' })).toBeNull();
  });
});
