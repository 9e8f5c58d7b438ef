import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListResponseSchema } from '@salon/core';
import { requestLanguage } from '../../lib/i18n.js';
import { toCategoryWire } from './category.mapper.js';
import { categoryRepository } from './category.repository.js';

/** Categories are platform reference data (no tenant), so the list needs no token. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/business/category/all',
    { schema: { tags: ['salon'], security: [], response: { 200: categoryListResponseSchema } } },
    async (request) => {
      const language = requestLanguage(request);
      const rows = await categoryRepository.findAll(app.ctx.db);
      return { data: rows.map((row) => toCategoryWire(row, language)) };
    },
  );
};
