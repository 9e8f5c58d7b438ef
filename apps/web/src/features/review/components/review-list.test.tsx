import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  ANONYMOUS_ID,
  anonymousReview,
  jsonOf,
  listCalls,
  LUIS_ID,
  page,
  queryOf,
  R,
  review,
  REVIEW_ID,
  SALON_ID,
  session,
  summary,
} from './review-test-data';

const card = (name: RegExp | string) => screen.findByRole('article', { name });

describe('Reviews screen', () => {
  it('shows the summary, each review’s fields, the comment as text, and filters through the address', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${R}`]: (call) =>
        queryOf(call).get('stars') === '5' ? page([], summary()) : page([review(), anonymousReview()]),
    });
    const { router } = await renderApp('/en-ve/dashboard/review');

    const maria = await card('Review by María González, 4 of 5 stars');
    expect(within(maria).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(maria).getByText(/Visit on Jan 7, 2030, 10:00/)).toBeTruthy();
    expect(within(maria).getByText(/Corte with Ana Rivas/)).toBeTruthy();
    expect(within(maria).getByText(/Total \$23\.50/)).toBeTruthy();
    expect(within(maria).getByText('Muy bien atendida.')).toBeTruthy();

    const anonymous = await card('Review by Anonymous, 1 of 5 stars');
    // Markup typed by a client stays text: no element is made from it.
    expect(within(anonymous).getByText('<b>Pésimo</b> <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(anonymous.querySelector('b, img[src="x"]')).toBeNull();
    expect(within(anonymous).getByText('Reply from the salon')).toBeTruthy();
    expect(within(anonymous).getByText('Lamentamos la espera.')).toBeTruthy();
    // Already answered: no second reply.
    expect(within(anonymous).queryByRole('button', { name: /^Reply/ })).toBeNull();

    const totals = screen.getByRole('region', { name: 'Summary of reviews' });
    expect(within(totals).getByText('2.5')).toBeTruthy();
    expect(within(totals).getByRole('img', { name: 'Average 2.5 of 5 stars' })).toBeTruthy();
    expect(within(totals).getByText('2 visible reviews')).toBeTruthy();
    const bars = within(totals).getByRole('list', { name: 'Reviews by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 stars0', '4 stars1', '3 stars0', '2 stars0', '1 star1']);
    expect(queryOf(listCalls(calls).at(-1)!).get('salon_id')).toBe(SALON_ID);
    expect(screen.getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Stars' }));
    await user.click(await screen.findByRole('option', { name: '5 stars' }));
    expect(await screen.findByText('No reviews match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?stars=5');
    await user.click(screen.getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Luis Rivas' }));
    await waitFor(() => {
      const query = queryOf(listCalls(calls).at(-1)!);
      expect([query.get('stars'), query.get('employee_id')]).toEqual(['5', LUIS_ID]);
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await card('Review by María González, 4 of 5 stars');
    expect(router.state.location.search).toBe('');
  }, 30_000);

  it('replies once through the dialog, refusing an empty reply first', async () => {
    let replied: string | null = null;
    const calls = mockApi({
      ...session('manager'),
      [`GET ${R}`]: () => page([review({ reply: replied })]),
      [`POST ${R}/${REVIEW_ID}/reply`]: (call) => {
        replied = String(jsonOf(call).reply);
        return { body: { data: review({ reply: replied }) } };
      },
    });
    await renderApp('/en-ve/dashboard/review');
    const maria = await card(/María González/);
    const user = userEvent.setup();
    await user.click(within(maria).getByRole('button', { name: 'Reply to the review by María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to María González' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(await within(dialog).findByText('Write a reply')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), '¡Gracias por venir!');
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Reply published.')).toBeTruthy();
    expect(replied).toBe('¡Gracias por venir!');
    const updated = await card(/María González/);
    expect(await within(updated).findByText('¡Gracias por venir!')).toBeTruthy();
    expect(within(updated).queryByRole('button', { name: /^Reply/ })).toBeNull();
  }, 30_000);

  it('edits an existing reply: the dialog starts with it and PUT replaces it', async () => {
    let replied = 'Gracias por venir';
    const calls = mockApi({
      ...session('manager'),
      [`GET ${R}`]: () => page([review({ reply: replied })]),
      [`PUT ${R}/${REVIEW_ID}/reply`]: (call) => {
        replied = String(jsonOf(call).reply);
        return { body: { data: review({ reply: replied }) } };
      },
    });
    await renderApp('/en-ve/dashboard/review');
    const maria = await card(/María González/);
    const user = userEvent.setup();
    await user.click(within(maria).getByRole('button', { name: 'Edit the reply to María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the reply to María González' });
    const field = within(dialog).getByRole('textbox', { name: 'Reply' });
    expect((field as HTMLTextAreaElement).value).toBe('Gracias por venir');
    await user.type(field, ', te esperamos.');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Reply updated.')).toBeTruthy();
    expect(replied).toBe('Gracias por venir, te esperamos.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(
      await within(await card(/María González/)).findByText('Gracias por venir, te esperamos.'),
    ).toBeTruthy();
  }, 30_000);

  it('hides with a reason and shows again, in Spanish', async () => {
    let hidden = false;
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      ...session(),
      [`GET ${R}`]: () =>
        page([
          hidden
            ? review({ _id: ANONYMOUS_ID, hidden: true, hidden_reason: 'Insultos' })
            : review({ _id: ANONYMOUS_ID }),
        ]),
      [`PATCH ${R}/${ANONYMOUS_ID}/visibility`]: (call) => {
        const body = jsonOf(call);
        bodies.push(body);
        hidden = body.hidden === true;
        return { body: { data: review({ _id: ANONYMOUS_ID, hidden }) } };
      },
    });
    await renderApp('/es-ve/dashboard/review');
    const user = userEvent.setup();
    const item = await card(/María González/);
    await user.click(within(item).getByRole('button', { name: 'Ocultar la reseña de María González' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Ocultar la reseña de María González?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar reseña' }));
    expect(await within(dialog).findByText('Indica por qué se oculta la reseña')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Insultos');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar reseña' }));
    expect(await screen.findByText('Reseña ocultada.')).toBeTruthy();
    const hiddenItem = await card(/María González/);
    expect(await within(hiddenItem).findByText('Oculta para los clientes: Insultos')).toBeTruthy();
    expect(within(hiddenItem).getByText('Oculta')).toBeTruthy();

    await user.click(
      within(hiddenItem).getByRole('button', { name: 'Mostrar de nuevo la reseña de María González' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: '¿Mostrar de nuevo la reseña de María González?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Mostrar reseña' }));
    expect(await screen.findByText('La reseña se muestra de nuevo.')).toBeTruthy();
    expect(bodies.map(({ hidden: h, reason }) => [h, reason])).toEqual([
      [true, 'Insultos'],
      [false, null],
    ]);
  }, 30_000);

  it('lets a secretary read without any action', async () => {
    mockApi({ ...session('secretary'), [`GET ${R}`]: () => page([review(), anonymousReview()]) });
    await renderApp('/en-ve/dashboard/review');
    await card('Review by María González, 4 of 5 stars');
    await card('Review by Anonymous, 1 of 5 stars');
    expect(screen.queryByRole('button', { name: /^(Reply|Hide|Show)/ })).toBeNull();
  });

  it('passes axe (colour contrast aside: jsdom draws nothing)', async () => {
    mockApi({ ...session('manager'), [`GET ${R}`]: () => page([review(), anonymousReview()]) });
    const { container } = await renderApp('/en-ve/dashboard/review');
    await card('Review by Anonymous, 1 of 5 stars');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }, 30_000);
});
