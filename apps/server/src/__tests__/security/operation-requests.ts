import type { FastifyInstance } from 'fastify';
import {
  entityOfField,
  entityOfPathParam,
  fillPath,
  mainBranch,
  multipartBody,
  queryString,
  type IdSet,
  type Operation,
} from './openapi-walker.js';
import { validValue } from './valid-values.js';

/**
 * Requests built from the OpenAPI document for the walks over every operation (tenancy.test.ts,
 * company-filter.test.ts): valid values, with the ids of one company or another where the operation takes ids.
 */

/** An id no row has. */
export const GHOST = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

/** Writes that end or remove things go last, so B's own rows are there for the calls before. */
export const rank = (op: Operation) =>
  op.method === 'GET' ? 0 : op.method === 'DELETE' || /delete|cancel|access/.test(op.path) ? 2 : 1;

export interface Built {
  url: string;
  carriesForeignId: boolean;
  inPath: boolean;
  payload?: { body: string | Buffer; contentType: string };
}

/**
 * The request of `op` with ids from `pathIds` in the path and from `fieldIds` in query and body; `only`, when
 * given, takes that one field's id from `foreign` instead; `image` is the bytes of every file a multipart form sends.
 */
export function build(
  op: Operation,
  pathIds: IdSet,
  fieldIds: IdSet,
  foreign?: { field: string; ids: IdSet },
  minimal = false,
  image: Buffer = Buffer.alloc(0),
): Built {
  // Minimal: the required fields and the first optional id (calls that take exactly one of several ids).
  let optionalIds = 0;
  let optionalOthers = 0;
  const wanted = (name: string, required: boolean) =>
    !minimal ||
    required ||
    foreign?.field === name ||
    (entityOfField(name) !== undefined ? optionalIds++ === 0 : optionalOthers++ === 0);
  let carriesForeignId = false;
  const idsFor = (name: string) => {
    if (foreign?.field === name) {
      carriesForeignId = true;
      return foreign.ids;
    }
    return fieldIds;
  };
  const pathValues: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  for (const param of op.params) {
    if (param.in === 'path') {
      const entity = entityOfPathParam(op.path, param.name);
      if (!entity) throw new Error(`${op.key}: no entity known for path parameter ${param.name}`);
      pathValues[param.name] = pathIds[entity] ?? GHOST;
    } else if (wanted(param.name, param.required)) {
      query[param.name] = validValue(param.schema, param.name, idsFor(param.name), GHOST);
    }
  }
  let payload: Built['payload'];
  if (op.body && op.bodyKind !== 'none') {
    const shape = mainBranch(op.body);
    const body: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(shape.properties ?? {})) {
      if (wanted(key, shape.required?.includes(key) ?? false))
        body[key] = validValue(child, key, idsFor(key), GHOST);
    }
    if (op.bodyKind === 'multipart') {
      const form = multipartBody(
        body,
        op.files.map((field) => ({ field, bytes: image })),
      );
      payload = { body: form.payload, contentType: form.contentType };
    } else payload = { body: JSON.stringify(body), contentType: 'application/json' };
  }
  const inPath = Object.keys(pathValues).length > 0;
  if (!foreign) carriesForeignId = inPath || hasForeignField(op);
  return { url: fillPath(op.path, pathValues) + queryString(query), carriesForeignId, inPath, payload };
}

export const hasForeignField = (op: Operation) =>
  op.params.some((p) => p.in === 'query' && entityOfField(p.name)) ||
  Object.keys(mainBranch(op.body ?? {}).properties ?? {}).some((key) => entityOfField(key));

export const idFields = (op: Operation) => [
  ...op.params.filter((p) => p.in === 'query' && entityOfField(p.name)).map((p) => p.name),
  ...Object.keys(mainBranch(op.body ?? {}).properties ?? {}).filter((key) => entityOfField(key)),
];

/** Sends `built` as the caller whose bearer token is `token`. */
export const sendAs = (app: FastifyInstance, op: Operation, built: Built, token: string) =>
  app.inject({
    method: op.method,
    url: built.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(built.payload ? { 'content-type': built.payload.contentType } : {}),
    },
    ...(built.payload ? { payload: built.payload.body } : {}),
  });
