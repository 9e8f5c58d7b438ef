import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyListResponseSchema,
  companyResponseSchema,
  createCompanyBodySchema,
  myCompanyResponseSchema,
  rifCheckBodySchema,
  rifCheckResponseSchema,
  UPLOAD_LIMITS,
} from '@salon/core';
import { AppError } from '../../lib/errors.js';
import { readForm } from '../../lib/multipart.js';
import { parseOrThrow, idParams } from '../../lib/validation.js';
import { requireOwner } from '../../plugins/access.js';
import { requireSignIn } from '../../plugins/auth.js';
import { companyService } from './company.service.js';

const base = '/api/v1/business/company';

/**
 * The company calls of docs/product.md "API conventions". `users_id` in bodies is ignored: the token says who
 * calls.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.post(
    base,
    {
      schema: {
        tags: ['company'],
        description:
          'Multipart: name, rif, phone, email, address (JSON: address, place_id, location_type, coordinates [lng, lat]) and a logo file (jpeg or png, up to 5 MB).',
        consumes: ['multipart/form-data'],
        response: { 200: companyResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      requireOwner(auth); // before reading the body: a role that may not create gets 403, whatever it sent
      const { fields, files } = await readForm(request, {
        fileFields: ['logo'],
        maxFileBytes: UPLOAD_LIMITS.logoBytes,
        maxFiles: 1,
      });
      const input = parseOrThrow(createCompanyBodySchema, fields);
      const logo = files[0];
      if (!logo) {
        throw new AppError('VALIDATION_FAILED', [
          { field: 'logo', code: 'validation.logo.required', message: 'The logo is required' },
        ]);
      }
      return { data: await companyService.create(ctx, auth, input, logo.bytes) };
    },
  );

  app.post(
    `${base}/all`,
    { schema: { tags: ['company'], response: { 200: companyListResponseSchema } } },
    async (request) => {
      const companies = await companyService.listOwn(ctx, request.auth);
      return { data: companies, meta: { total: companies.length, page: 1, limit: companies.length } };
    },
  );

  app.post(
    `${base}/one/:id`,
    { schema: { tags: ['company'], params: idParams, response: { 200: companyResponseSchema } } },
    async (request) => ({
      data: await companyService.getOwn(ctx, request.auth, request.params.id),
    }),
  );

  app.post(
    `${base}/rif`,
    { schema: { tags: ['company'], body: rifCheckBodySchema, response: { 200: rifCheckResponseSchema } } },
    async (request) => {
      requireOwner(request.auth);
      const { rif } = request.body;
      return { data: { rif, available: await companyService.isRifAvailable(ctx, rif) } };
    },
  );

  app.get(
    `${base}/my`,
    { schema: { tags: ['company'], response: { 200: myCompanyResponseSchema } } },
    async (request) => {
      const [company] = await companyService.listOwn(ctx, request.auth);
      return { data: company ?? null };
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags: ['company'],
        description: 'Always refused: a company is read-only once created.',
        params: idParams,
      },
    },
    async (request) => {
      await companyService.getOwn(ctx, request.auth, request.params.id);
      throw new AppError('COMPANY_READ_ONLY');
    },
  );
};
