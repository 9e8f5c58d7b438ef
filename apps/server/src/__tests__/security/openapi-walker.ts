import {
  createCompanyBodySchema,
  createEmployeeBodySchema,
  createSalonBodySchema,
  galleryUploadFieldsSchema,
  salonListBodySchema,
  updateEmployeeBodySchema,
  updateMeBodySchema,
  updateSalonBodySchema,
} from '@salon/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Reads the server's own OpenAPI document and turns every operation into requests, so a new route
 * is covered by the security suite without anyone remembering to add it.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

export interface Param {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export type BodyKind = 'json' | 'multipart' | 'none';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  key: string;
  params: Param[];
  body?: JsonSchema;
  bodyKind: BodyKind;
  /** Multipart file fields (images), for requests that should pass validation. */
  files: string[];
}

/**
 * Writes whose body the document cannot declare: multipart forms (read by the handler, checked there with the
 * shared schema) and calls that take no body. A new POST/PUT/PATCH without a declared body must be listed here,
 * or the suite fails naming it.
 */
const UNDECLARED_BODIES: Record<string, { kind: BodyKind; schema?: z.ZodType; files?: string[] }> = {
  'PUT /api/proxy/api/v1/business/account/me': { kind: 'multipart', schema: updateMeBodySchema },
  'POST /api/proxy/api/v1/business/company': {
    kind: 'multipart',
    schema: createCompanyBodySchema,
    files: ['logo'],
  },
  'POST /api/proxy/api/v1/business/salon': {
    kind: 'multipart',
    schema: createSalonBodySchema,
    files: ['avatar', 'cover'],
  },
  'PUT /api/proxy/api/v1/business/salon/{id}': { kind: 'multipart', schema: updateSalonBodySchema },
  'POST /api/proxy/api/v1/business/salon/all': { kind: 'json', schema: salonListBodySchema },
  'POST /api/proxy/api/v1/business/salon/gallery': {
    kind: 'multipart',
    schema: galleryUploadFieldsSchema,
    files: ['images'],
  },
  'POST /api/proxy/api/v1/business/employee': {
    kind: 'multipart',
    schema: createEmployeeBodySchema,
    files: ['avatar'],
  },
  'PUT /api/proxy/api/v1/business/employee/{id}': { kind: 'multipart', schema: updateEmployeeBodySchema },
  'POST /api/proxy/auth/logout': { kind: 'none' },
  'POST /api/proxy/api/v1/business/company/all': { kind: 'none' },
  'POST /api/proxy/api/v1/business/company/one/{id}': { kind: 'none' },
  'PUT /api/proxy/api/v1/business/company/{id}': { kind: 'none' },
  'POST /api/proxy/api/v1/business/salon/{id}/delete': { kind: 'none' },
  'POST /api/proxy/api/v1/business/schedule/schedule/one/{id}': { kind: 'none' },
  'POST /api/proxy/api/v1/business/employee/{id}/access': { kind: 'none' },
  'POST /api/proxy/api/v1/business/billing/cancel': { kind: 'none' },
  'POST /api/proxy/api/v1/business/billing/reactivate': { kind: 'none' },
  'POST /api/proxy/api/v1/business/diagnostics/test-mail': { kind: 'none' },
  'POST /api/proxy/api/v1/public/visit/{token}/cancel': { kind: 'none' },
  'POST /api/proxy/api/v1/business/appointment/{id}/deposit/confirm': { kind: 'none' },
  'POST /api/proxy/api/v1/public/waitlist/offer/{token}/claim': { kind: 'none' },
  'POST /api/proxy/api/v1/public/waitlist/offer/{token}/decline': { kind: 'none' },
  'POST /api/proxy/api/v1/public/waitlist/offer/{token}/leave': { kind: 'none' },
  'POST /api/proxy/api/v1/public/paypal/webhook': { kind: 'json' },
  'POST /api/proxy/api/v1/public/whatsapp/webhook': { kind: 'json' },
  'POST /api/proxy/api/v1/admin/auth/logout': { kind: 'none' },
  'POST /api/proxy/api/v1/admin/payments/{id}/confirm': { kind: 'none' },
  'POST /api/proxy/api/v1/admin/salons/{id}/approve': { kind: 'none' },
  'POST /api/proxy/api/v1/admin/salons/{id}/reject': { kind: 'none' },
  'POST /api/proxy/api/v1/admin/diagnostics/test-mail': { kind: 'none' },
};

const zodToJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the live document; throws naming any write whose body is neither declared nor listed. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Param[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
      >
    >;
  };
  const operations: Operation[] = [];
  const unlisted: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const lower of METHODS) {
      const op = item[lower];
      if (!op) continue;
      const method = lower.toUpperCase() as Operation['method'];
      const key = `${method} ${path}`;
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const declared = op.requestBody?.content?.['application/json']?.schema;
      let body: JsonSchema | undefined = declared;
      let bodyKind: BodyKind = declared ? 'json' : 'none';
      let files: string[] = [];
      if (!declared && method !== 'GET' && method !== 'DELETE') {
        const listed = UNDECLARED_BODIES[key];
        if (!listed) unlisted.push(key);
        else {
          bodyKind = listed.kind;
          body = listed.schema ? zodToJson(listed.schema) : undefined;
          files = listed.files ?? [];
        }
      }
      operations.push({ method, path, key, params, body, bodyKind, files });
    }
  }
  if (unlisted.length) {
    throw new Error(`writes without a declared body, add them to UNDECLARED_BODIES: ${unlisted.join(', ')}`);
  }
  return operations;
}

/** Paths of one company's own data: everything under /api/v1/business. */
export const isTenantPath = (path: string) => path.includes('/api/v1/business/');

/** The ids a request may carry, by entity. */
export type IdSet = Partial<Record<Entity, string>>;
export type Entity =
  | 'company'
  | 'salon'
  | 'schedule'
  | 'group'
  | 'service'
  | 'employee'
  | 'client'
  | 'appointment'
  | 'promotion'
  | 'review'
  | 'image'
  | 'invoice'
  | 'payment'
  | 'plan'
  | 'waitlist'
  | 'closure'
  | 'cashMovement';

const FIELD_ENTITIES: Record<string, Entity> = {
  company_id: 'company',
  companyId: 'company',
  salon_id: 'salon',
  salonId: 'salon',
  salon: 'salon',
  schedule_id: 'schedule',
  group: 'group',
  group_id: 'group',
  service_id: 'service',
  service_ids: 'service',
  services: 'service',
  employee_id: 'employee',
  employee: 'employee',
  employees: 'employee',
  client_id: 'client',
  appointment_id: 'appointment',
  exclude_appointment_id: 'appointment',
  promotion_id: 'promotion',
  review_id: 'review',
  imageId: 'image',
  image_id: 'image',
};

/** The entity a field of that name refers to, if it is an id. */
export const entityOfField = (name: string): Entity | undefined => FIELD_ENTITIES[name];

const SEGMENT_ENTITIES: Record<string, Entity> = {
  company: 'company',
  salon: 'salon',
  schedule: 'schedule',
  'service-group': 'group',
  service: 'service',
  employee: 'employee',
  client: 'client',
  appointment: 'appointment',
  promotion: 'promotion',
  review: 'review',
  invoices: 'invoice',
  payments: 'payment',
  plans: 'plan',
  salons: 'salon',
  gallery: 'image',
  waitlist: 'waitlist',
  'salon-closure': 'closure',
  movement: 'cashMovement',
};

/** The entity a path parameter names: by its own name, else by the nearest resource segment before it. */
export function entityOfPathParam(path: string, name: string): Entity | undefined {
  const byName = FIELD_ENTITIES[name];
  if (byName) return byName;
  const segments = path.split('/');
  const index = segments.findIndex((segment) => segment.startsWith(`{${name}}`));
  for (let i = index - 1; i >= 0; i--) {
    const entity = SEGMENT_ENTITIES[segments[i]!];
    if (entity) return entity;
  }
  return undefined;
}

export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'missing'));

/** A deterministic PRNG (mulberry32), so every run sends the same requests. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** The first branch that is not just null. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const branch =
      branches.find((b) => b.type !== 'null' && !(b.enum?.length === 1 && b.enum[0] === '')) ?? branches[0]!;
    return mainBranch(branch);
  }
  if (schema.allOf?.length) return mainBranch(schema.allOf[0]!);
  return schema;
}

export const typeOf = (schema: JsonSchema): string => {
  const s = mainBranch(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'string';
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  if (s.enum?.length) return typeof s.enum[0];
  return 'unknown';
};

/** Query values as strings, objects and arrays as JSON (as the client sends them). */
export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) {
      search.set(key, value.join(','));
    } else search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A multipart body of text fields (objects and arrays JSON-encoded, as the web client's FormData). */
export function multipartBody(
  fields: Record<string, unknown>,
  files: { field: string; bytes: Buffer }[] = [],
) {
  const boundary = '----security-suite-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${
        typeof value === 'string' ? value : JSON.stringify(value)
      }\r\n`,
    ),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.field}.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
