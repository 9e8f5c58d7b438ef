import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const serviceGroupRoutes: FastifyPluginAsyncZod = async () => {};
