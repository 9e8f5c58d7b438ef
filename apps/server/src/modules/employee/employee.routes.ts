import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const employeeRoutes: FastifyPluginAsyncZod = async () => {};
