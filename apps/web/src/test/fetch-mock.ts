import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Responder = (
  call: RecordedCall,
) =>
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  | Promise<{ status?: number; body?: unknown; headers?: Record<string, string> }>;

/**
 * Stubs fetch: each route is "METHOD /path" (under /api/proxy, query ignored). Unknown routes answer 404.
 * Returns the list of calls made, to assert on.
 */
export const mockApi = (routes: Record<string, Responder>): RecordedCall[] => {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input.toString();
      const call: RecordedCall = {
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
      };
      calls.push(call);
      const path = url.replace(/^\/api\/proxy/, '').split('?')[0];
      const responder = routes[`${call.method} ${path}`];
      const answer = responder
        ? await responder(call)
        : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
};

export const formBody = (call: RecordedCall): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(String(call.body)));

export const sampleUser = {
  _id: '0190a000-0000-7000-8000-000000000001',
  name: 'Ana',
  surname: 'Pérez',
  email: 'ana@example.com',
  phone: null,
  avatar: null,
  language: 'es-ve' as const,
};

export const sampleAccount = {
  _id: '0190a000-0000-7000-8000-0000000000aa',
  account_type: 'business' as const,
  type: 'business' as const,
  user: sampleUser,
  roles: [{ type: 'owner' as const }],
  company: [],
  salon: [],
  is_password_temp: false,
};
