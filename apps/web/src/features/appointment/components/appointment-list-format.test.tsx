import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, session } from './appointment-test-fixtures';

describe('appointment list formats (docs/decisions.md "One format per language")', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = deviceZone;
  });

  it('writes dollars as "$35,00" and the times on the salon’s 12-hour clock in Spanish, on a UTC device', async () => {
    process.env.TZ = 'UTC';
    mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({
        body: { data: [appointment({ price: 35 })], meta: { total: 1, page: 1, limit: 20 } },
      }),
    });
    await renderApp('/es-ve/dashboard/appointment/list');
    const row = (await screen.findAllByText('María González'))
      .map((cell) => cell.closest('tr'))
      .find(Boolean)!;
    expect(row.textContent).toContain('$35,00');
    expect(row.textContent).not.toContain('USD');
    // 14:00–15:00 UTC is 10:00–11:00 in Caracas.
    expect(row.textContent).toMatch(/10:00\s?–\s?11:00\sa\.\s?m\./);
    expect(row.textContent).toMatch(/^7 ene\.? 2030/);
  });

  it('writes "$35.00" and "AM" in English', async () => {
    mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({
        body: { data: [appointment({ price: 35 })], meta: { total: 1, page: 1, limit: 20 } },
      }),
    });
    await renderApp('/en-ve/dashboard/appointment/list');
    const row = (await screen.findAllByText('María González'))
      .map((cell) => cell.closest('tr'))
      .find(Boolean)!;
    expect(row.textContent).toContain('$35.00');
    expect(row.textContent).toMatch(/10:00\s?–\s?11:00\sAM/);
  });

  it('says "of more than" when a search matched more than the server counts, and keeps the next page open', async () => {
    mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({
        body: {
          data: [appointment({ price: 35 })],
          meta: { total: 1000, page: 1, limit: 20, capped: true },
        },
      }),
    });
    await renderApp('/es-ve/dashboard/appointment/list?q=corte');
    expect(await screen.findByText('1–20 de más de 1000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toHaveProperty('disabled', false);
  });
});
