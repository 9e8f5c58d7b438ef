import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { COMPANY_ID, signedIn } from '@/test/session-fixture';

const B = '/api/v1/business';
const category = {
  _id: '0190a000-0000-7000-8000-0000000000a7',
  slug: 'hair',
  name: 'Hair',
  name_es: 'Cabello',
  name_en: 'Hair',
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function walkToReview() {
  await screen.findByRole('heading', { level: 2, name: 'What are you creating?' }, { timeout: 10_000 });
  next();
  await screen.findByRole('heading', { level: 2, name: 'About the salon' });
  type('Name', 'Studio Bella');
  type('Description', 'Hair and nails in the centre');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Categories' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Hair' }));
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  next();
  await screen.findByRole('heading', { level: 2, name: 'Contact and social networks' });
  type('E-mail', 'studio@example.com');
  type('Phone', '+58 412 555 0101');
  next();
  await screen.findByRole('heading', { level: 2, name: 'Where is it?' });
  type('Address', 'Av. Principal 1');
  type(/^Latitude/, '10.48');
  type(/^Longitude/, '-66.9');
  next();
  await screen.findByRole('heading', { level: 2, name: 'Opening hours' });
  next();
  await screen.findByRole('heading', { level: 2, name: 'Profile and cover images' });
  next();
  expect(await screen.findByText('The profile image is required')).toBeTruthy();
  const file = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Profile image'), { target: { files: [file('a.png')] } });
  fireEvent.change(screen.getByLabelText('Cover image'), { target: { files: [file('c.png')] } });
  next();
  await screen.findByRole('heading', { level: 2, name: 'Check and create' });
}

describe('salon creation stepper', () => {
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('shows the plan limit, and puts server field errors back on their step', async () => {
    let answer = 0;
    const calls = mockApi({
      ...signedIn(),
      [`GET ${B}/salon/company/${COMPANY_ID}`]: () => ({
        body: { data: [], meta: { total: 0, page: 1, limit: 0 } },
      }),
      [`GET ${B}/category/all`]: () => ({ body: { data: [category] } }),
      [`POST ${B}/salon`]: () =>
        answer++ === 0
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'PLAN_LIMIT_SALONS',
                message: 'Your plan does not allow more salons.',
              },
            }
          : {
              status: 400,
              body: {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: 'Some fields are not valid.',
                details: [
                  { field: 'title', code: 'validation.name.max', message: 'Must be at most 50 characters' },
                ],
              },
            },
    });
    await renderApp('/en-ve/dashboard/salon/create_salon_stepper?type=salon');
    await walkToReview();
    expect(screen.getByText('Studio Bella')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create salon' }));
    expect(await screen.findByText('Your plan does not allow more salons.')).toBeTruthy();

    const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/salon'))!
      .body as FormData;
    expect(sent.get('service_type')).toBe('salon');
    expect(JSON.parse(String(sent.get('categories')))).toEqual([category._id]);
    expect(JSON.parse(String(sent.get('address')))).toMatchObject({
      coordinates: [-66.9, 10.48],
      place_id: 'map:10.48,-66.9',
    });
    expect(JSON.parse(String(sent.get('days')))).toHaveLength(7);
    expect(sent.get('avatar')).toBeInstanceOf(File);
    expect(sent.has('service_area')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Create salon' }));
    await screen.findByRole('heading', { level: 2, name: 'About the salon' });
    expect(await screen.findByText('Must be at most 50 characters')).toBeTruthy();
  }, 90_000);

  it('adds the service-area step for freelancers', async () => {
    mockApi({
      ...signedIn(),
      [`GET ${B}/salon/company/${COMPANY_ID}`]: () => ({
        body: { data: [], meta: { total: 0, page: 1, limit: 0 } },
      }),
      [`GET ${B}/category/all`]: () => ({ body: { data: [category] } }),
    });
    await renderApp('/en-ve/dashboard/salon/create_salon_stepper?type=freelancer');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Create a new freelancer profile' },
      { timeout: 10_000 },
    );
    const progress = screen.getByRole('list', { name: 'Creation progress' });
    expect(within(progress).getByText('Service area')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Salon/ }));
    await waitFor(() => expect(within(progress).queryByText('Service area')).toBeNull());
  });
});
