import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientRoutes: FastifyPluginAsyncZod = async () => {};
