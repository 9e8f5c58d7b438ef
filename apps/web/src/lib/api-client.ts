import { DEFAULT_LANGUAGE, STORAGE_KEYS, type ErrorEnvelope } from '@salon/core';
import { rememberWritePosition, sendWritePosition } from './read-after-write';
import { storage } from './storage';

/** Every call goes through the server's proxy path (docs/product.md "API conventions"). */
export const API_BASE = '/api/proxy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Record<string, unknown>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A plain object (sent as JSON or form-urlencoded) or FormData (multipart). */
  body?: Payload | FormData;
  /** `form` sends the object form-urlencoded; objects and arrays inside are JSON-encoded. */
  encoding?: 'json' | 'form';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Overrides the stored token: a held (temporary-password) login calls with its own token. */
  token?: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The answer's language when it is not the interface's yet (a route's loader runs before the switch). */
  language?: string;
}

let currentLanguage: string = DEFAULT_LANGUAGE;
/** The language API calls are made in now. */
export const apiLanguage = (): string => currentLanguage;
/** The server writes mails in this language (Accept-Language). */
export const setApiLanguage = (lang: string): void => {
  currentLanguage = lang;
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** The session subscribes here to drop to logged-out when the server rejects the token. */
export const onUnauthorized = (listener: UnauthorizedListener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

type FailureListener = (failure: ErrorEnvelope) => void;
const failureListeners = new Set<FailureListener>();
/**
 * Every failed answer of the server, for app-wide reactions to a code (an expired subscription makes
 * every business write answer 402 SUBSCRIPTION_EXPIRED: the dashboard then says so once, in a banner).
 */
export const onApiFailure = (listener: FailureListener): (() => void) => {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
};
const notifyFailure = (failure: ErrorEnvelope): ErrorEnvelope => {
  failureListeners.forEach((listener) => listener(failure));
  return failure;
};

type AnswerListener = () => void;
const answerListeners = new Set<AnswerListener>();
/** Every successful answer of the server: the connection notice hides once calls go through again. */
export const onApiAnswer = (listener: AnswerListener): (() => void) => {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
};

/**
 * users_id and account_type travel with every payload except auth and util calls
 * (docs/product.md "Session in the browser").
 */
export const needsIdentity = (path: string): boolean => !path.includes('/auth') && !path.includes('/util');

const identityFields = (): Payload => {
  const fields: Payload = {};
  const usersId = storage.get(STORAGE_KEYS.usersId);
  const accountType = storage.get(STORAGE_KEYS.accountType);
  if (usersId) fields.users_id = usersId;
  if (accountType) fields.account_type = accountType;
  return fields;
};

const encodeFormValue = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const toSearchParams = (body: Payload): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, encodeFormValue(value));
  }
  return params;
};

const buildUrl = (path: string, query: ApiRequestOptions['query']): string => {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_ATTEMPTS',
};

export const isErrorEnvelope = (value: unknown): value is ErrorEnvelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorEnvelope).code === 'string' &&
  typeof (value as ErrorEnvelope).statusCode === 'number';

/** Anything thrown by a call, as an envelope the UI can translate. */
export const toErrorEnvelope = (error: unknown): ErrorEnvelope => {
  if (isErrorEnvelope(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return { statusCode: 0, code: 'INTERNAL', message };
};

const failureFromResponse = (status: number, body: unknown, fallbackText: string): ErrorEnvelope => {
  if (typeof body === 'object' && body !== null && typeof (body as ErrorEnvelope).code === 'string') {
    const envelope = body as ErrorEnvelope;
    return {
      ...envelope,
      statusCode: typeof envelope.statusCode === 'number' ? envelope.statusCode : status,
    };
  }
  return {
    statusCode: status,
    code: CODE_BY_STATUS[status] ?? 'INTERNAL',
    message: typeof body === 'string' && body ? body : fallbackText,
  };
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** One signal that aborts when any of the given ones does (AbortSignal.any is missing in older Safari). */
const combineSignals = (...candidates: (AbortSignal | undefined)[]): AbortSignal | undefined => {
  const signals = candidates.filter((signal): signal is AbortSignal => signal !== undefined);
  if (signals.length <= 1) return signals[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
};

/**
 * One HTTP call to the API. Resolves with the parsed response body (`{ data }`), rejects with an
 * ErrorEnvelope: the server's body on a failed answer, code NETWORK when the server cannot be reached,
 * code TIMEOUT when `timeoutMs` passes.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': options.language ?? currentLanguage,
  });
  const token = options.token === undefined ? storage.get(STORAGE_KEYS.accessToken) : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload = options.body;
  if (needsIdentity(path) && method !== 'GET') {
    const identity = identityFields();
    if (payload instanceof FormData) {
      for (const [key, value] of Object.entries(identity)) {
        if (!payload.has(key)) payload.append(key, String(value));
      }
    } else if (Object.keys(identity).length > 0) {
      payload = { ...identity, ...payload };
    }
  }

  let body: BodyInit | undefined;
  if (payload instanceof FormData) {
    body = payload; // the browser sets the multipart boundary
  } else if (payload !== undefined) {
    if (options.encoding === 'form') {
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
      body = toSearchParams(payload).toString();
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(payload);
    }
  }

  const signal = combineSignals(
    options.signal,
    options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
  );

  sendWritePosition(headers);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal,
      credentials: 'omit',
    });
  } catch (error) {
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
    const timedOut = name === 'TimeoutError';
    const aborted = name === 'AbortError';
    const failure: ErrorEnvelope = {
      statusCode: 0,
      code: timedOut ? 'TIMEOUT' : aborted ? 'ABORTED' : 'NETWORK',
      message: error instanceof Error ? error.message : 'Network error',
    };
    throw failure;
  }

  rememberWritePosition(response);
  const parsed = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) {
      storage.remove(STORAGE_KEYS.accessToken);
      // A 401 for a call that carried no token (a failed login) is not a lost session.
      if (token) unauthorizedListeners.forEach((listener) => listener());
    }
    throw notifyFailure(failureFromResponse(response.status, parsed, response.statusText));
  }
  answerListeners.forEach((listener) => listener());
  return parsed as T;
}

/** The `data` of a success answer; rejects when the answer has none. */
export const unwrapData = <T>(body: unknown): T => {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
  const failure: ErrorEnvelope = {
    statusCode: 0,
    code: 'INVALID_RESPONSE',
    message: 'Invalid response format',
  };
  throw failure;
};

/**
 * A file from the API (an Excel export) as a Blob: the same proxy path, token and Accept-Language as
 * `apiRequest`; rejects with the server's ErrorEnvelope on a failed answer.
 */
export async function apiDownload(path: string, options: Pick<ApiRequestOptions, 'query' | 'signal'> = {}) {
  const headers = new Headers({ 'Accept-Language': currentLanguage });
  const token = storage.get(STORAGE_KEYS.accessToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  sendWritePosition(headers);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers,
      signal: options.signal,
      credentials: 'omit',
    });
  } catch (error) {
    const failure: ErrorEnvelope = {
      statusCode: 0,
      code: 'NETWORK',
      message: error instanceof Error ? error.message : 'Network error',
    };
    throw failure;
  }
  if (!response.ok) {
    if (response.status === 401) {
      storage.remove(STORAGE_KEYS.accessToken);
      if (token) unauthorizedListeners.forEach((listener) => listener());
    }
    throw notifyFailure(failureFromResponse(response.status, await readBody(response), response.statusText));
  }
  return response.blob();
}
