import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SalonWire } from '@salon/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formBody, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { COMPANY_ID, SALON_ID, signedIn } from '@/test/session-fixture';
import { salonFixture } from '@/test/salon-fixture';

const OTHER_ID = '0190a000-0000-7000-8000-0000000000f2';
const B = '/api/v1/business';

const salon = salonFixture;

const list = (data: SalonWire[]) => ({
  body: { data, meta: { total: data.length, page: 1, limit: data.length } },
});

describe('salon screens', () => {
  it('asks for the company first when the business has none', async () => {
    mockApi(signedIn({ company: null }));
    await renderApp('/en-ve/dashboard/salon');
    await screen.findByRole('heading', { level: 1, name: 'Salons' });
    expect(await screen.findByText('You must create your company first.')).toBeTruthy();
    const link = screen
      .getAllByRole('link')
      .find((element) => element.getAttribute('href') === '/en-ve/dashboard/account?tab=company');
    expect(link).toBeTruthy();
  });

  it('lists salons, filters them, and deletes one after confirming', async () => {
    let salons = [
      salon(),
      salon({
        _id: OTHER_ID,
        title: 'Ana a domicilio',
        service_type: 'freelancer',
        status_salon: 'disabled',
        open_store: 0,
      }),
    ];
    const calls = mockApi({
      ...signedIn(),
      [`GET ${B}/salon/company/${COMPANY_ID}`]: () => list(salons),
      [`POST ${B}/salon/all`]: (call) => {
        const status = formBody(call).status;
        return list(status === 'all' ? salons : salons.filter((item) => item.status_salon === status));
      },
      [`POST ${B}/salon/${SALON_ID}/delete`]: () => {
        salons = salons.filter((item) => item._id !== SALON_ID);
        return { body: { data: { _id: SALON_ID, deleted: true } } };
      },
    });
    await renderApp('/en-ve/dashboard/salon');
    const card = await screen.findByRole('article', { name: 'Studio Bella' });
    expect(within(card).getByText('Verification requested')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Ana a domicilio' })).getByText('Freelancer'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Disabled' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Studio Bella' })).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));

    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Studio Bella' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this salon?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Studio Bella' })).toBeNull());
    expect(calls.some((call) => call.url.endsWith(`/salon/${SALON_ID}/delete`))).toBe(true);
    expect(localStorage.getItem('salonId')).toBe(OTHER_ID);
  });

  it('creates the schedule when the salon has none, then updates it, and says when nothing changed', async () => {
    let current = salon();
    const calls = mockApi({
      ...signedIn(),
      [`GET ${B}/salon/company/${COMPANY_ID}`]: () => list([current]),
      [`GET ${B}/salon/one/${SALON_ID}`]: () => ({ body: { data: current } }),
      [`POST ${B}/schedule/schedule`]: (call) => {
        const body = formBody(call);
        const schedule = {
          _id: 'sch-1',
          title: body.title ?? '',
          description: '',
          salon_id: SALON_ID,
          days: JSON.parse(body.days ?? '[]'),
        };
        current = { ...current, schedule };
        return { body: { data: schedule } };
      },
      [`PUT ${B}/schedule/schedule/sch-1`]: (call) => ({
        body: {
          data: {
            _id: 'sch-1',
            title: '',
            description: '',
            salon_id: SALON_ID,
            days: JSON.parse(formBody(call).days ?? '[]'),
          },
        },
      }),
    });
    await renderApp('/en-ve/dashboard/salon/profile?tab=hours');
    await screen.findByRole('heading', { level: 2, name: 'Opening hours' });
    fireEvent.click(screen.getByRole('switch', { name: 'Open on Monday' }));
    fireEvent.change(screen.getByLabelText('Closes, Monday'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('End must be after start')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.includes('/schedule/schedule'))).toBe(
      false,
    );

    fireEvent.change(screen.getByLabelText('Closes, Monday'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('The opening hours were saved.')).toBeTruthy();
    const created = calls.find((call) => call.method === 'POST' && call.url.endsWith('/schedule/schedule'))!;
    const body = formBody(created);
    expect(body.salon_id).toBe(SALON_ID);
    const days = JSON.parse(body.days!) as { day_name: string; active: boolean; end_hour: string }[];
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ day_name: 'Lunes', active: true, end_hour: '18:00' });

    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('No changes were made')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Opens, Tuesday'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'PUT' && call.url.endsWith('/schedule/schedule/sch-1')),
      ).toBe(true),
    );
  }, 30_000);

  it('shows the gallery count and the upload limit', async () => {
    const image = (id: string, kind: 'portfolio' | 'interior') => ({
      _id: id,
      salon_id: SALON_ID,
      kind,
      url: `/api/files/${id}.webp`,
      thumbnail: `/api/files/${id}-t.webp`,
      width: 800,
      height: 600,
      created_at: '2026-11-01T10:00:00.000Z',
    });
    mockApi({
      ...signedIn(),
      [`GET ${B}/salon/company/${COMPANY_ID}`]: () => list([salon()]),
      [`GET ${B}/salon/gallery/${SALON_ID}`]: () => ({
        body: { data: [image('i1', 'portfolio'), image('i2', 'interior')], meta: { total: 2, limit: 2 } },
      }),
    });
    await renderApp('/en-ve/dashboard/gallery/edit');
    expect(await screen.findByText('2 / 2 images')).toBeTruthy();
    expect(screen.getAllByText('Upload limit reached').length).toBeGreaterThan(0);
    expect(
      (screen.getByRole('button', { name: 'Upload Portfolio images' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'View Interior image 1' }));
    expect(await screen.findByRole('dialog', { name: 'Interior image 1 of 1' })).toBeTruthy();
  });

  it('asks before disabling a salon, saying its appointments stay; enabling is at once', async () => {
    let current = salon();
    const calls = mockApi({
      ...signedIn(),
      [`GET ${B}/salon/company/${COMPANY_ID}`]: () => list([current]),
      [`POST ${B}/salon/all`]: () => list([current]),
      [`PUT ${B}/salon/${SALON_ID}`]: (call) => {
        const status = (call.body as FormData).get('status_salon') as SalonWire['status_salon'];
        current = salon({ status_salon: status });
        return { body: { data: current } };
      },
    });
    const puts = () => calls.filter((call) => call.method === 'PUT');
    await renderApp('/en-ve/dashboard/salon');
    const card = await screen.findByRole('article', { name: 'Studio Bella' });
    fireEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this salon?' });
    expect(
      within(dialog).getByText(
        'Studio Bella will stop taking online bookings until you enable it again. Its future appointments stay as they are: none is cancelled and no client is told.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    const again = await screen.findByRole('dialog', { name: 'Disable this salon?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Studio Bella was disabled.')).toBeTruthy();
    expect(puts()).toHaveLength(1);

    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Studio Bella' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    expect(await screen.findByText('Studio Bella was enabled.')).toBeTruthy();
    expect(puts()).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a manager neither the creation buttons nor Delete', async () => {
    const employee = {
      account_type: 'employee',
      type: 'employee',
      salon: [{ _id: SALON_ID, title: 'Studio Bella' }],
    };
    mockApi({
      ...signedIn({ role: 'manager', account: employee }),
      [`POST ${B}/salon/all`]: () => list([salon()]),
    });
    await renderApp('/en-ve/dashboard/salon');
    const card = await screen.findByRole('article', { name: 'Studio Bella' });
    expect(within(card).getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create a new salon' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create a new freelancer profile' })).toBeNull();
  });

  it.each([
    ['en-ve', '/dashboard/salon', "You don't have access to this page", 'Go to Home'],
    ['es-ve', '/dashboard/gallery/edit', 'No tienes acceso a esta página', 'Ir al inicio'],
  ])('shows a secretary the no-access page at %s %s', async (lang, path, title, home) => {
    const employee = {
      account_type: 'employee',
      type: 'employee',
      salon: [{ _id: SALON_ID, title: 'Studio Bella' }],
    };
    const calls = mockApi(signedIn({ role: 'secretary', account: employee }));
    await renderApp(`/${lang}${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(`/${lang}/dashboard/home`);
    expect(screen.queryByRole('button', { name: /Save|Guardar|Upload|Subir/ })).toBeNull();
    expect(calls.some((call) => /salon\/(all|gallery)/.test(call.url))).toBe(false);
  });
});

describe('salon booking settings', () => {
  it('sets how long a waitlist offer holds, within 5 to 1440 minutes', async () => {
    let current = salon();
    const calls = mockApi({
      ...signedIn({ salons: [salon()] }),
      [`GET ${B}/salon/one/${SALON_ID}`]: () => ({ body: { data: current } }),
      [`PUT ${B}/salon/${SALON_ID}`]: (call) => {
        current = salon({
          waitlist_offer_minutes: Number((call.body as FormData).get('waitlist_offer_minutes')),
        });
        return { body: { data: current } };
      },
    });
    const user = userEvent.setup();
    await renderApp('/en-ve/dashboard/salon/profile?tab=booking');
    const field = await screen.findByRole('textbox', { name: 'Waitlist offer holds for (minutes)' });
    expect((field as HTMLInputElement).value).toBe('30');
    expect(
      screen.getByText(/When a time frees up, the first clients on the waitlist get a link/),
    ).toBeTruthy();

    await user.clear(field);
    await user.type(field, '3');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The shared rule's message, with the field's example after it.
    expect(await screen.findByText(/^Between 5 and 1440 minutes/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '45');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    // Only what changed is sent.
    const identity = ['id', 'users_id', 'account_type'];
    expect([...(put.body as FormData).keys()].filter((key) => !identity.includes(key))).toEqual([
      'waitlist_offer_minutes',
    ]);
    expect((put.body as FormData).get('waitlist_offer_minutes')).toBe('45');
  });
});
