import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSalonBodySchema,
  salonListBodySchema,
  salonListResponseSchema,
  salonResponseSchema,
  serviceAreaCheckQuerySchema,
  serviceAreaCheckResponseSchema,
  UPLOAD_LIMITS,
  updateSalonBodySchema,
} from '@salon/core';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/i18n.js';
import { readForm, type UploadedFile } from '../../lib/multipart.js';
import { parseOrThrow, toFieldErrors, idParams } from '../../lib/validation.js';
import { requireOwner, requirePermission } from '../../plugins/access.js';
import { requireSignIn } from '../../plugins/auth.js';
import { salonService } from './salon.service.js';

const base = '/api/v1/business/salon';
const formOptions = {
  fileFields: ['avatar', 'cover'],
  maxFileBytes: UPLOAD_LIMITS.avatarBytes,
  maxFiles: 2,
  maxFieldBytes: 64 * 1024, // a drawn service area may hold up to 500 points
};
const fileOf = (files: UploadedFile[], field: string) => files.find((file) => file.field === field)?.bytes;
const deletedResponse = z.object({ data: z.object({ _id: z.string(), deleted: z.literal(true) }) });
const list = <T>(data: T[]) => ({ data, meta: { total: data.length, page: 1, limit: data.length } });

/**
 * The salon calls of docs/product.md "API conventions". `users_id`, `companies_id` and `account_type` are
 * ignored.
 */
export const salonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.post(
    base,
    {
      schema: {
        tags: ['salon'],
        description:
          'Form-encoded or multipart. Fields of createSalonBodySchema (address, categories, days, service_area JSON-encoded) and optional `avatar` and `cover` image files (jpeg, png or gif, up to 10 MB); without them they can follow by PUT.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        response: { 200: salonResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      requireOwner(auth); // before the body: only the owner creates salons, whatever was sent
      const { fields, files } = await readForm(request, formOptions);
      const parsed = createSalonBodySchema.safeParse(fields);
      const avatar = fileOf(files, 'avatar');
      const cover = fileOf(files, 'cover');
      // The API takes salons form-encoded too (docs/product.md "API conventions"), so the images may follow
      // by PUT; the web form requires both up front (docs/product.md "Validation rules and limits") and sends
      // them here in one multipart request.
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', toFieldErrors(parsed.error.issues));
      const data = await salonService.create(
        ctx,
        auth,
        parsed.data,
        { avatar, cover },
        requestLanguage(request),
      );
      return { data };
    },
  );

  app.post(
    `${base}/all`,
    {
      schema: {
        tags: ['salon'],
        description:
          'Optional `status`: all, active or disabled. users_id, companies_id, account_type are ignored.',
        response: { 200: salonListResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      const { status } = parseOrThrow(salonListBodySchema, request.body ?? {});
      return list(await salonService.listOwn(ctx, auth, status, requestLanguage(request)));
    },
  );

  app.get(
    `${base}/company/:companyId`,
    {
      schema: {
        tags: ['salon'],
        params: z.object({ companyId: z.uuid('validation.id') }),
        response: { 200: salonListResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      return list(
        await salonService.listByCompany(ctx, auth, request.params.companyId, requestLanguage(request)),
      );
    },
  );

  app.get(
    `${base}/one/:id`,
    { schema: { tags: ['salon'], params: idParams, response: { 200: salonResponseSchema } } },
    async (request) => {
      const { auth } = request;
      return { data: await salonService.getOwn(ctx, auth, request.params.id, requestLanguage(request)) };
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags: ['salon'],
        description:
          'Form data or form-encoded; any subset of the fields, new `avatar`/`cover` replace the old ones.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        params: idParams,
        response: { 200: salonResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      requirePermission(auth, 'salon.manage'); // before the body: a role that may not edit gets 403
      const { fields, files } = await readForm(request, formOptions);
      const input = parseOrThrow(updateSalonBodySchema, fields);
      const images = { avatar: fileOf(files, 'avatar'), cover: fileOf(files, 'cover') };
      const rawKeys = new Set(Object.keys(fields));
      const data = await salonService.update(
        ctx,
        auth,
        request.params.id,
        input,
        rawKeys,
        images,
        requestLanguage(request),
      );
      return { data };
    },
  );

  app.post(
    `${base}/:id/delete`,
    { schema: { tags: ['salon'], params: idParams, response: { 200: deletedResponse } } },
    async (request) => {
      await salonService.delete(ctx, request.auth, request.params.id);
      return { data: { _id: request.params.id, deleted: true as const } };
    },
  );

  app.get(
    `${base}/:id/service-area/check`,
    {
      schema: {
        tags: ['salon'],
        params: idParams,
        querystring: serviceAreaCheckQuerySchema,
        response: { 200: serviceAreaCheckResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      return { data: await salonService.checkServiceArea(ctx, auth, request.params.id, request.query) };
    },
  );
};
