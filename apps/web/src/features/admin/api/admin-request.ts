import type { ErrorEnvelope } from '@salon/core';
import { API_BASE, isErrorEnvelope } from '@/lib/api-client';
import { rememberWritePosition, sendWritePosition } from '@/lib/read-after-write';
import { i18n } from '@/lib/i18n';
import { adminToken } from './admin-token';

/** The administrator's calls (docs/product.md "API conventions"), under the proxy base. */
export const ADMIN_PATH = '/api/v1/admin';

interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The sign-in sends none, whatever is stored. */
  withToken?: boolean;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_ATTEMPTS',
};

const urlOf = (path: string, query: AdminRequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${ADMIN_PATH}${path}${search ? `?${search}` : ''}`;
};

const parse = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * One call of the administrator's API with the administrator's token. Not `apiRequest`: that one adds the
 * business identity to bodies and, on a 401, drops the business session; here a 401 drops only the
 * administrator's token (the screen falls back to the sign-in form). Resolves with the answer's body
 * (`{ data }`, a list also `meta`), rejects with an ErrorEnvelope.
 */
export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const { method = options.body ? 'POST' : 'GET', body, query, signal, withToken = true } = options;
  const token = withToken ? adminToken.get() : null;
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body) headers.set('Content-Type', 'application/json');
  sendWritePosition(headers);

  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal,
      credentials: 'omit',
    });
  } catch (error) {
    const aborted = (error as { name?: unknown } | null)?.name === 'AbortError';
    const failure: ErrorEnvelope = {
      statusCode: 0,
      code: aborted ? 'ABORTED' : 'NETWORK',
      message: error instanceof Error ? error.message : 'Network error',
    };
    throw failure;
  }

  rememberWritePosition(response);
  const parsed = await parse(response);
  if (!response.ok) {
    // Only the token this call carried is dropped: a newer sign-in meanwhile stays.
    if (response.status === 401 && token && adminToken.get() === token) adminToken.clear();
    const failure: ErrorEnvelope = isErrorEnvelope(parsed)
      ? parsed
      : {
          statusCode: response.status,
          code: CODE_BY_STATUS[response.status] ?? 'INTERNAL',
          message: typeof parsed === 'string' && parsed ? parsed : response.statusText,
        };
    throw failure;
  }
  return parsed as T;
}
