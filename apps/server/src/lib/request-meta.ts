import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../modules/auth/auth.service.js';
import { requestLanguage } from './i18n.js';

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
});
