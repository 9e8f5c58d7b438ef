import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/fetch-mock';

const unavailable = {
  status: 503,
  body: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Connection problem on our side.' },
};

describe('the connection notice', () => {
  it('says "retrying" while the database is out of reach, and leaves once a call goes through', async () => {
    await i18n.changeLanguage('es-ve');
    let down = true;
    mockApi({ 'GET /api/v1/business/account/me': () => (down ? unavailable : { body: { data: {} } }) });
    render(<AppProviders>{null}</AppProviders>);
    expect(screen.getByRole('status').textContent).toBe('');

    await act(() => apiRequest('/api/v1/business/account/me').catch(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Problema de conexión, reintentando…');

    down = false;
    await act(() => apiRequest('/api/v1/business/account/me'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is written in English too', async () => {
    await i18n.changeLanguage('en-ve');
    expect(i18n.t('errors.RETRYING')).toBe('Connection problem, retrying…');
    expect(i18n.t('errors.DATABASE_UNAVAILABLE')).toBe(
      'Connection problem on our side. Try again in a few seconds.',
    );
    await i18n.changeLanguage('es-ve');
  });
});

describe('reads while the database is out of reach', () => {
  it('are retried for about half a minute, other server errors twice', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    const delay = createQueryClient().getDefaultOptions().queries!.retryDelay as (
      n: number,
      e: unknown,
    ) => number;
    expect(retry(14, unavailable.body)).toBe(true);
    expect(retry(15, unavailable.body)).toBe(false);
    expect(delay(3, unavailable.body)).toBe(2_000);
    const internal = { statusCode: 500, code: 'INTERNAL', message: '' };
    expect(retry(1, internal)).toBe(true);
    expect(retry(2, internal)).toBe(false);
    expect(retry(0, { statusCode: 400, code: 'VALIDATION_FAILED', message: '' })).toBe(false);
  });
});
