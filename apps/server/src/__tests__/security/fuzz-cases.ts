import {
  entityOfField,
  fillPath,
  mainBranch,
  multipartBody,
  prng,
  queryString,
  typeOf,
  type IdSet,
  type JsonSchema,
  type Operation,
} from './openapi-walker.js';
import { excludedBy, validValue } from './valid-values.js';

/**
 * Malformed input: from each operation's schema, requests that are wrong in one way each (a field of
 * the wrong type, missing, unknown, huge, with a NUL or a lone surrogate, a bad id, date or number; a body
 * nested 1,000 deep, malformed, empty or of the wrong content type). Deterministic: a seeded PRNG picks the
 * samples, so a failure names the same request on every run.
 */
export interface FuzzRequest {
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HUGE = 'x'.repeat(100_000);
const UNSAFE = ['a\u0000b', 'a\ud800b', '\udfff'];
const WRONG_TYPES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  true,
  false,
  '',
  'abc',
  [],
  {},
  [null],
  { a: 1 },
  [[[['x']]]],
];
const BAD_UUIDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0190A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B',
  "' or 1=1 --",
  '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5',
  '{"$ne":null}',
];
const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '275760-09-13',
  '+275760-09-13T00:00:00.001Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-29T25:61:00Z',
  '2026-01-01T00:00:00+99:99',
  '1970-01-01T00:00:00Z',
  '2026-1-1',
  'yesterday',
  '9999-99',
  '2026-00',
];
const DAY_RANGES = [
  ['0001-01-01', '0001-01-07'],
  ['1969-12-25', '1970-01-05'],
  ['9999-12-25', '9999-12-31'],
  ['2026-03-07', '2026-03-09'],
  ['2030-01-08', '2030-01-08'],
];
const BAD_NUMBERS: unknown[] = [
  -1,
  0,
  -0.001,
  1e21,
  2 ** 53 + 2,
  1.005,
  123456789.123,
  'NaN',
  'Infinity',
  '1e999',
  '0x10',
  ' 1 ',
];
const BAD_STRINGS = [' ', '   \t\n', '💅'.repeat(600), '\u202e\u0645', '%00', '${7*7}', '../../etc/passwd'];

/** Values wrong for a field of this schema; a sample of the generic ones, all of the kind-specific ones. */
function badValues(schema: JsonSchema, rng: ReturnType<typeof prng>): unknown[] {
  const s = mainBranch(schema);
  const type = typeOf(s);
  const sample = Array.from({ length: 5 }, () => rng.pick(WRONG_TYPES));
  const out: unknown[] = [...new Set(sample), HUGE, ...UNSAFE];
  if (s.format === 'uuid' || s.pattern?.includes('[0-9a-fA-F]{8}')) out.push(...BAD_UUIDS);
  else if (s.format === 'date' || s.format === 'date-time' || /\\d\{4\}/.test(s.pattern ?? ''))
    out.push(...BAD_DATES);
  else if (type === 'number' || type === 'integer') out.push(...BAD_NUMBERS);
  else if (type === 'string') out.push(...BAD_STRINGS, ...BAD_DATES.slice(0, 3), 'abc'.repeat(40));
  else if (type === 'array')
    out.push(
      Array.from({ length: 10_000 }, () => 'x'),
      [HUGE],
      ['a\u0000'],
    );
  return out;
}

/** A value nested `depth` deep: arrays, or objects. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

export interface FuzzContext {
  token: string;
  pathValues: (op: Operation) => Record<string, string>;
  ids: IdSet;
  ghostId: string;
  seed: number;
  /** A small real image, sent under the form's file fields so the rest of the form is what is checked. */
  image: Buffer;
}

/** Every malformed request of one operation, with the owner's token unless said otherwise. */
export function fuzzRequests(op: Operation, context: FuzzContext): FuzzRequest[] {
  const rng = prng(context.seed);
  const auth = { authorization: `Bearer ${context.token}` };
  const pathValues = context.pathValues(op);
  const queryParams = op.params.filter((p) => p.in === 'query');
  const baseQuery: Record<string, unknown> = {};
  const queryNames = new Set(queryParams.map((p) => p.name));
  const inBase = (p: (typeof queryParams)[number]) =>
    p.required ||
    (entityOfField(p.name) !== undefined && !excludedBy(p.name, queryNames)) ||
    /^(email)$/.test(p.name);
  for (const param of queryParams.filter(inBase)) {
    baseQuery[param.name] = validValue(param.schema, param.name, context.ids, context.ghostId);
  }
  const shape = op.body ? mainBranch(op.body) : undefined;
  const baseBody = (shape ? validValue(shape, '', context.ids, context.ghostId) : {}) as Record<
    string,
    unknown
  >;
  const out: FuzzRequest[] = [];
  const url = (path = pathValues, query = baseQuery, raw = '') =>
    fillPath(op.path, path) + (raw || queryString(query));
  const encode = (body: unknown): { payload: string | Buffer; headers: Record<string, string> } => {
    if (op.bodyKind === 'multipart' && body && typeof body === 'object' && !Array.isArray(body)) {
      const files = op.files.map((field) => ({ field, bytes: context.image }));
      const form = multipartBody(body as Record<string, unknown>, files);
      return { payload: form.payload, headers: { 'content-type': form.contentType } };
    }
    return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  };
  const withBody = (label: string, body: unknown, target = url()) => {
    const encoded = encode(body);
    out.push({
      label,
      method: op.method,
      url: target,
      headers: { ...auth, ...encoded.headers },
      payload: encoded.payload,
    });
  };
  const raw = (label: string, payload: string | Buffer | undefined, contentType?: string, headers = auth) =>
    out.push({
      label,
      method: op.method,
      url: url(),
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const send = (label: string, target: string) =>
    hasBody && op.body
      ? withBody(label, baseBody, target)
      : out.push({ label, method: op.method, url: target, headers: auth });

  // The well-formed request each of the others changes in one place (its answer may still refuse it).
  send('base', url());

  // Path parameters: bad ids, encodings the router must refuse, huge.
  for (const name of Object.keys(pathValues)) {
    for (const value of [...BAD_UUIDS, 'a'.repeat(5000), '-1', '1e999', '%', '\u0000', '..%2F..%2Fetc']) {
      send(`path ${name}=${value.slice(0, 20)}`, url({ ...pathValues, [name]: value }));
    }
    const encoded = fillPath(op.path, pathValues);
    for (const bad of ['%00', '%ZZ', '%ED%A0%80', '%C0%AF']) {
      send(
        `path ${name} ${bad}`,
        encoded.replace(encodeURIComponent(pathValues[name]!), bad) + queryString(baseQuery),
      );
    }
  }

  // Query: each parameter wrong, missing, repeated, as an array; an unknown one; paging out of range.
  for (const param of queryParams) {
    for (const value of badValues(param.schema, rng)) {
      send(
        `query ${param.name}=${String(JSON.stringify(value)).slice(0, 20)}`,
        url(pathValues, { ...baseQuery, [param.name]: value }),
      );
    }
    for (const bad of ['%00', '%ED%A0%80', '%ZZ']) {
      send(
        `query ${param.name} ${bad}`,
        `${url(pathValues, { ...baseQuery, [param.name]: undefined })}&${param.name}=${bad}`,
      );
    }
    const { [param.name]: _dropped, ...without } = baseQuery;
    if (param.required) send(`query without ${param.name}`, url(pathValues, without));
    const others = queryString(without).replace(/^\?/, '');
    send(
      `query ${param.name} twice`,
      `${fillPath(op.path, pathValues)}?${others}&${param.name}=1&${param.name}=2`,
    );
    send(
      `query ${param.name}[]`,
      `${fillPath(op.path, pathValues)}?${others}&${param.name}[]=1&${param.name}[a]=2`,
    );
  }
  // Ranges that are well formed but far out: each bound alone passes, the pair reaches the handler.
  if (queryNames.has('from') && queryNames.has('to')) {
    for (const [from, to] of DAY_RANGES) {
      const isoFrom = mainBranch(queryParams.find((p) => p.name === 'from')!.schema).format === 'date-time';
      const pair = isoFrom ? { from: `${from}T00:00:00.000Z`, to: `${to}T23:59:00.000Z` } : { from, to };
      send(`query range ${from}..${to}`, url(pathValues, { ...baseQuery, ...pair }));
    }
  }
  for (const month of ['0001-01', '9999-12', '1970-01', '2026-00', '2026-13']) {
    if (queryNames.has('month')) send(`query month=${month}`, url(pathValues, { ...baseQuery, month }));
  }
  if (queryParams.length) {
    send('query unknown field', url(pathValues, { ...baseQuery, unknown_field: 'x', __proto__: 'x' }));
    for (const page of ['-1', '0', '1e20', '99999999999999999999', 'abc']) {
      send(`query page=${page}`, url(pathValues, { ...baseQuery, page, limit: page }));
    }
  }

  // Body: each field wrong or missing, unknown fields, then the whole body malformed.
  if (hasBody) {
    for (const [key, child] of Object.entries(shape?.properties ?? {})) {
      for (const value of badValues(child, rng)) {
        withBody(`body ${key}=${String(JSON.stringify(value)).slice(0, 20)}`, { ...baseBody, [key]: value });
      }
      const inner = mainBranch(child);
      const item = typeOf(inner) === 'array' ? mainBranch(inner.items ?? {}) : inner;
      for (const [innerKey, innerSchema] of Object.entries(item.properties ?? {})) {
        for (const value of badValues(innerSchema, rng).slice(0, 4)) {
          const base = validValue(item, key, context.ids, context.ghostId) as Record<string, unknown>;
          const nested = { ...base, [innerKey]: value };
          withBody(`body ${key}.${innerKey}`, {
            ...baseBody,
            [key]: typeOf(inner) === 'array' ? [nested] : nested,
          });
        }
      }
      if (shape?.required?.includes(key)) {
        const { [key]: _missing, ...rest } = baseBody;
        withBody(`body without ${key}`, rest);
      }
    }
    // The same fields form-encoded (objects and arrays JSON-encoded inside a field,
    // docs/product.md "API conventions").
    const form = (body: Record<string, unknown>) =>
      new URLSearchParams(
        Object.entries(body).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
        ]),
      ).toString();
    raw('form base', form(baseBody), 'application/x-www-form-urlencoded');
    for (const [key, child] of Object.entries(shape?.properties ?? {})) {
      for (const value of badValues(child, rng).filter(() => rng.next() < 0.3)) {
        raw(`form ${key}`, form({ ...baseBody, [key]: value }), 'application/x-www-form-urlencoded');
      }
    }
    withBody('body unknown fields', {
      ...baseBody,
      unknown_field: 'x',
      constructor: { prototype: { admin: true } },
    });
    raw(
      'body __proto__',
      JSON.stringify(baseBody).replace(/^\{/, '{"__proto__":{"admin":true},'),
      'application/json',
    );
    withBody(
      'body all wrong',
      Object.fromEntries(Object.keys(baseBody).map((key) => [key, rng.pick(WRONG_TYPES)])),
    );
    withBody('body deep field', {
      ...baseBody,
      [Object.keys(baseBody)[0] ?? 'x']: JSON.parse(deepJson(1000, 'object')),
    });
    raw('body empty json', '', 'application/json');
    raw('body no content type', JSON.stringify(baseBody));
    raw('body malformed json', '{"a":', 'application/json');
    raw('body json null', 'null', 'application/json');
    raw('body json array', '[1,2]', 'application/json');
    raw('body json string', '"text"', 'application/json');
    raw('body json number', '12', 'application/json');
    raw('body bom', `\ufeff${JSON.stringify(baseBody)}`, 'application/json');
    raw('body 1,000 arrays deep', deepJson(1000, 'array'), 'application/json');
    raw('body 1,000 objects deep', deepJson(1000, 'object'), 'application/json');
    raw('body 100,000 arrays deep', deepJson(100_000, 'array'), 'application/json');
    raw('body text/plain', JSON.stringify(baseBody), 'text/plain');
    raw('body xml', '<a>1</a>', 'application/xml');
    raw('body utf-16', JSON.stringify(baseBody), 'application/json; charset=utf-16');
    raw(
      'body form',
      new URLSearchParams({ salon_id: 'x', a: 'b' }).toString(),
      'application/x-www-form-urlencoded',
    );
    raw('body form nul', 'name=a%00b&salon_id=%ED%A0%80', 'application/x-www-form-urlencoded');
    raw('body form deep', 'a[b][c][d][e][f][g]=1&a[0]=x', 'application/x-www-form-urlencoded');
    const long = multipartBody(
      Object.fromEntries(Object.entries(baseBody).map(([k]) => [k, HUGE.slice(0, 20_000)])),
    );
    raw('body multipart long fields', long.payload, long.contentType);
    raw(
      'body multipart no boundary',
      '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nb\r\n',
      'multipart/form-data',
    );
    raw(
      'body multipart cut',
      `------security-suite-boundary\r\ncontent-disposition: form-data; name="a"\r\n\r\nb`,
      long.contentType,
    );
    const many = multipartBody(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'v'])));
    raw('body multipart 60 fields', many.payload, many.contentType);
    const wrongFile = multipartBody({ ...baseBody }, [
      { field: 'images', bytes: Buffer.from('not an image') },
    ]);
    raw('body multipart not an image', wrongFile.payload, wrongFile.contentType);
    const evilName = wrongFile.payload
      .toString('latin1')
      .replace('filename="images.png"', 'filename="../../x.png"');
    raw('body multipart path in file name', Buffer.from(evilName, 'latin1'), wrongFile.contentType);
    raw('body over the limit', `{"a":"${'x'.repeat(1_100_000)}"}`, 'application/json');
  }

  // Tokens: none, garbage, huge, another scheme.
  for (const [label, value] of [
    ['no token', undefined],
    ['garbage token', 'Bearer garbage'],
    ['huge token', `Bearer ${'a'.repeat(10_000)}`],
    ['basic auth', 'Basic YTpi'],
    ['token with NUL', 'Bearer a\u0000b'],
  ] as const) {
    const headers: Record<string, string> = value ? { authorization: value } : {};
    const encoded = hasBody && op.body ? encode(baseBody) : undefined;
    out.push({
      label,
      method: op.method,
      url: url(),
      headers: { ...headers, ...(encoded?.headers ?? {}) },
      ...(encoded ? { payload: encoded.payload } : {}),
    });
  }
  return out;
}
