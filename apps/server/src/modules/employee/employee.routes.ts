import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  createEmployeeBodySchema,
  employeeAccessResponseSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  statusBodySchema,
  UPLOAD_LIMITS,
  updateAvailabilityBodySchema,
  updateEmployeeBodySchema,
} from '@salon/core';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/i18n.js';
import { readForm } from '../../lib/multipart.js';
import { parseOrThrow, toFieldErrors, idParams } from '../../lib/validation.js';
import { requirePermission } from '../../plugins/access.js';
import { requireSignIn } from '../../plugins/auth.js';
import { employeeAccessService } from './employee-access.service.js';
import { employeeAvailabilityService } from './employee-availability.service.js';
import { employeeService } from './employee.service.js';

const base = '/api/v1/business/employee';
const formOptions = {
  fileFields: ['avatar'],
  maxFileBytes: UPLOAD_LIMITS.avatarBytes,
  maxFiles: 1,
  maxFieldBytes: 32 * 1024, // up to 200 service ids
};
const tags = ['employee'];

/**
 * Employees of a salon (docs/product.md "API conventions"). `users_id` and `account_type` in bodies are
 * ignored.
 */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description: 'salon_id, q (names, e-mail), status (all, active, inactive), service_id, page, limit.',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListResponseSchema },
      },
    },
    async (request) => employeeService.list(ctx, request.auth, request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description:
          'Multipart: fields of createEmployeeBodySchema (services and schedule JSON-encoded) and the `avatar` image (jpeg, png or gif up to 10 MB), which is required.',
        consumes: ['multipart/form-data'],
        response: { 200: employeeResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      // A role that may not create employees hears so before its upload is read at all.
      requirePermission(auth, 'employee.manage');
      const { fields, files } = await readForm(request, formOptions);
      const avatar = files.find((file) => file.field === 'avatar')?.bytes;
      const parsed = createEmployeeBodySchema.safeParse(fields);
      if (!parsed.success) {
        // All the form's problems at once, the missing photo included.
        const details = toFieldErrors(parsed.error.issues);
        if (!avatar) {
          details.push({
            field: 'avatar',
            code: 'validation.employee.avatarRequired',
            message: 'The photo is required',
          });
        }
        throw new AppError('VALIDATION_FAILED', details);
      }
      return { data: await employeeService.create(ctx, auth, parsed.data, avatar) };
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: employeeResponseSchema } } },
    async (request) => ({
      data: await employeeService.get(ctx, request.auth, request.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        description:
          'Multipart, form-encoded or JSON: any subset of the fields; a new `avatar` replaces the old.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        params: idParams,
        response: { 200: employeeResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      requirePermission(auth, 'employee.manage');
      const { fields, files } = await readForm(request, formOptions);
      const input = parseOrThrow(updateEmployeeBodySchema, fields);
      const avatar = files.find((file) => file.field === 'avatar')?.bytes;
      return { data: await employeeService.update(ctx, auth, request.params.id, input, avatar) };
    },
  );

  app.patch(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        description: '`inactive` deactivates (ending the employee login’s sessions); `active` reactivates.',
        params: idParams,
        body: statusBodySchema,
        response: { 200: employeeResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      return {
        data: await employeeService.setStatus(ctx, auth, request.params.id, request.body.status),
      };
    },
  );

  app.post(
    `${base}/:id/access`,
    {
      schema: {
        tags,
        description:
          'Grants app access: an employee login, and a mailed temporary password for a person without one.',
        params: idParams,
        response: { 200: employeeAccessResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      const data = await employeeAccessService.grant(ctx, auth, request.params.id, requestLanguage(request));
      return { data };
    },
  );

  app.delete(
    `${base}/:id/access`,
    {
      schema: {
        tags,
        description: 'Revokes app access: the employee login and its sessions end.',
        params: idParams,
        response: { 200: employeeAccessResponseSchema },
      },
    },
    async (request) => ({
      data: await employeeAccessService.revoke(ctx, request.auth, request.params.id),
    }),
  );

  app.get(
    `${base}/:id/availability`,
    {
      schema: {
        tags,
        params: idParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      const { id } = request.params;
      return { data: await employeeAvailabilityService.get(ctx, auth, id, request.query.month) };
    },
  );

  app.put(
    `${base}/:id/availability`,
    {
      schema: {
        tags,
        description: 'Body `days`: [{ date, available }], every date inside `month`.',
        params: idParams,
        querystring: availabilityQuerySchema,
        body: updateAvailabilityBodySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      const { id } = request.params;
      const { month } = request.query;
      return {
        data: await employeeAvailabilityService.update(ctx, auth, id, month, request.body.days),
      };
    },
  );
};
