import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestApp } from './test-app.js';

export const API = '/api/proxy';

/** A form-encoded request, the encoding the auth calls use (docs/product.md "API conventions"). */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  options: { token?: string; method?: 'POST' | 'PUT'; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: options.method ?? 'POST',
    url: `${API}${url}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: new URLSearchParams(fields).toString(),
  } satisfies InjectOptions);
}

export function getWithToken(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url: `${API}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export const STRONG_PASSWORD = 'Secreto#2026';

/** Walks the whole registration: send code, read it from the caught mail, verify, sign up. */
export async function signUpOwner(
  t: TestApp,
  email: string,
  options: { password?: string; language?: string } = {},
) {
  const headers = { 'accept-language': options.language ?? 'es-ve' };
  const sent = await postForm(t.app, '/api/v1/otp/send-otp', { email }, { headers });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode} ${sent.body}`);
  const code = t.mail.codeIn(await t.mail.lastTo(email));
  const verified = await postForm(t.app, '/api/v1/otp/verify-otp', { email, code });
  if (verified.statusCode !== 200) throw new Error(`verify-otp ${verified.statusCode} ${verified.body}`);
  const signup = await postForm(
    t.app,
    '/auth/signup',
    {
      email,
      password: options.password ?? STRONG_PASSWORD,
      firstName: 'Ana',
      lastName: 'Pérez',
      auth_type: 'local',
    },
    { headers },
  );
  if (signup.statusCode !== 200) throw new Error(`signup ${signup.statusCode} ${signup.body}`);
  const body = signup.json() as {
    data: { accessToken: string; user: { _id: string }; account: { _id: string } };
  };
  return { token: body.data.accessToken, userId: body.data.user._id, accountId: body.data.account._id };
}

export interface TestFile {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: TestFile[] = []) {
  const boundary = '----salon-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendMultipart(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: ReturnType<typeof multipart>,
  token?: string,
) {
  return app.inject({
    method,
    url: `${API}${url}`,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}
