import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryListResponseSchema, galleryUploadFieldsSchema, UPLOAD_LIMITS } from '@salon/core';
import { AppError } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { requirePermission } from '../../plugins/access.js';
import { parseOrThrow } from '../../lib/validation.js';
import { requireSignIn } from '../../plugins/auth.js';
import { galleryService } from './gallery.service.js';

const base = '/api/v1/business/salon/gallery';
/** Files accepted in one upload; more go in further uploads (the plan's limit still counts them all). */
export const GALLERY_FILES_PER_UPLOAD = 20;

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.post(
    base,
    {
      schema: {
        tags: ['gallery'],
        description: `Multipart: salon_id, kind (portfolio or interior) and 1 to ${GALLERY_FILES_PER_UPLOAD} files under \`images\` (jpeg, png or gif, up to 10 MB each). Answers the new images and the gallery's total.`,
        consumes: ['multipart/form-data'],
        response: { 200: galleryListResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      requirePermission(auth, 'salon.manage'); // before reading the files
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
      const { fields, files } = await readMultipart(request, {
        fileFields: ['images'],
        maxFileBytes: UPLOAD_LIMITS.galleryBytes,
        maxFiles: GALLERY_FILES_PER_UPLOAD,
      });
      const input = parseOrThrow(galleryUploadFieldsSchema, fields);
      if (files.length === 0) {
        throw new AppError('VALIDATION_FAILED', [
          { field: 'images', code: 'validation.gallery.images', message: 'Choose at least one image' },
        ]);
      }
      return galleryService.upload(
        ctx,
        auth,
        input,
        files.map((file) => file.bytes),
      );
    },
  );

  app.get(
    `${base}/:salonId`,
    {
      schema: {
        tags: ['gallery'],
        params: z.object({ salonId: z.uuid('validation.id') }),
        response: { 200: galleryListResponseSchema },
      },
    },
    async (request) => galleryService.list(ctx, request.auth, request.params.salonId),
  );

  app.delete(
    `${base}/:imageId`,
    {
      schema: {
        tags: ['gallery'],
        params: z.object({ imageId: z.uuid('validation.id') }),
        response: { 200: z.object({ data: z.object({ _id: z.string(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await galleryService.delete(ctx, request.auth, request.params.imageId);
      return { data: { _id: request.params.imageId, deleted: true as const } };
    },
  );
};
