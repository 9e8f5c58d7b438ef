import { afterEach, describe, expect, it, vi } from 'vitest';
import { formBody, mockApi } from '@/test/fetch-mock';
import { apiDownload, apiRequest, onUnauthorized, setApiLanguage, unwrapData } from './api-client';

const storeIdentity = () => {
  localStorage.setItem('accessToken', 'tok-123');
  localStorage.setItem('users_id', 'user-1');
  localStorage.setItem('account_type', 'business');
};

describe('apiRequest', () => {
  afterEach(() => setApiLanguage('es-ve'));

  it('sends the bearer token and the current language to /api/proxy', async () => {
    storeIdentity();
    setApiLanguage('en-ve');
    const calls = mockApi({ 'GET /api/v1/business/account/me': () => ({ body: { data: { ok: 1 } } }) });
    const body = await apiRequest('/api/v1/business/account/me');
    expect(unwrapData(body)).toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe('/api/proxy/api/v1/business/account/me');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en-ve');
  });

  it("sends a change's write position back on the next calls, so a replica behind it is skipped", async () => {
    storeIdentity();
    const calls = mockApi({
      'POST /api/v1/business/client': () => ({ body: { data: {} }, headers: { 'X-Read-After': '1/4A2B3C' } }),
      'GET /api/v1/business/client': () => ({ body: { data: [] } }),
    });
    await apiRequest('/api/v1/business/client', { method: 'POST', body: { firstName: 'Ana' } });
    await apiRequest('/api/v1/business/client');
    await apiRequest('/api/v1/business/client');
    expect(calls[1]?.headers.get('X-Read-After')).toBe('1/4A2B3C');
    // A read's answer (no position) keeps it.
    expect(calls[2]?.headers.get('X-Read-After')).toBe('1/4A2B3C');
  });

  it('sends no Authorization header without a stored token', async () => {
    const calls = mockApi({ 'GET /util/config': () => ({ body: { data: {} } }) });
    await apiRequest('/util/config');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds users_id and account_type to JSON bodies outside /auth and /util', async () => {
    storeIdentity();
    const calls = mockApi({ 'POST /api/v1/business/company/all': () => ({ body: { data: [] } }) });
    await apiRequest('/api/v1/business/company/all', { method: 'POST', body: { page: 1 } });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      users_id: 'user-1',
      account_type: 'business',
      page: 1,
    });
  });

  it('adds them to form-urlencoded bodies, JSON-encoding nested values', async () => {
    storeIdentity();
    const calls = mockApi({ 'POST /api/v1/business/schedule/schedule': () => ({ body: { data: {} } }) });
    await apiRequest('/api/v1/business/schedule/schedule', {
      method: 'POST',
      encoding: 'form',
      body: { title: 'Main', days: [{ id: 1 }] },
    });
    expect(calls[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(formBody(calls[0]!)).toEqual({
      users_id: 'user-1',
      account_type: 'business',
      title: 'Main',
      days: '[{"id":1}]',
    });
  });

  it('appends them to FormData bodies and leaves the multipart header to the browser', async () => {
    storeIdentity();
    const calls = mockApi({ 'PUT /api/v1/business/account/me': () => ({ body: { data: {} } }) });
    const form = new FormData();
    form.append('name', 'Ana');
    await apiRequest('/api/v1/business/account/me', { method: 'PUT', body: form });
    const sent = calls[0]?.body as FormData;
    expect(sent.get('users_id')).toBe('user-1');
    expect(sent.get('account_type')).toBe('business');
    expect(sent.get('name')).toBe('Ana');
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('adds nothing to /auth and /util calls', async () => {
    storeIdentity();
    const calls = mockApi({
      'POST /auth/login': () => ({ body: { data: {} } }),
      'POST /util/anything': () => ({ body: { data: {} } }),
    });
    await apiRequest('/auth/login', {
      method: 'POST',
      encoding: 'form',
      body: { email: 'a@b.co', password: 'x' },
    });
    await apiRequest('/util/anything', { method: 'POST', body: { a: 1 } });
    expect(formBody(calls[0]!)).toEqual({ email: 'a@b.co', password: 'x' });
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ a: 1 });
  });

  it('rejects with the error envelope of a failed answer', async () => {
    mockApi({
      'POST /auth/login': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: [
            { field: 'email', code: 'validation.email.invalid', message: 'Enter a valid e-mail address' },
          ],
        },
      }),
    });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email', code: 'validation.email.invalid' }],
    });
  });

  it('drops the stored token on a 401 and tells the session', async () => {
    storeIdentity();
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    mockApi({
      'GET /api/v1/business/account/me': () => ({
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' },
      }),
    });
    await expect(apiRequest('/api/v1/business/account/me')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('maps a network failure to code NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/util/config')).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK' });
  });

  it('rejects with TIMEOUT when the answer takes longer than timeoutMs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    await expect(apiRequest('/api/v1/business/account/me', { timeoutMs: 20 })).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
  });

  it('gives a code to failures whose body is not an envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad gateway', { status: 502 })));
    await expect(apiRequest('/util/config')).rejects.toMatchObject({ statusCode: 502, code: 'INTERNAL' });
  });
});

describe('apiDownload', () => {
  afterEach(() => setApiLanguage('es-ve'));

  it('fetches a file with the token, the language and the query, as a Blob', async () => {
    storeIdentity();
    setApiLanguage('en-ve');
    const calls = mockApi({ 'GET /api/v1/business/report/incomes.xlsx': () => ({ body: 'sheet' }) });
    const blob = await apiDownload('/api/v1/business/report/incomes.xlsx', {
      query: { salon_id: 's1', range: 'today', from: undefined },
    });
    expect(blob.size).toBeGreaterThan(0);
    expect(calls[0]?.url).toBe('/api/proxy/api/v1/business/report/incomes.xlsx?salon_id=s1&range=today');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en-ve');
  });

  it("rejects with the server's envelope", async () => {
    storeIdentity();
    mockApi({
      'GET /api/v1/business/report/incomes.xlsx': () => ({
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'No.' },
      }),
    });
    await expect(apiDownload('/api/v1/business/report/incomes.xlsx')).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
  });
});
