import type { FastifyRequest } from 'fastify';
import type { Language } from '@salon/core';
import { requestLanguage } from './i18n.js';

/** Where a sign-in, sign-up or reset comes from: limits count per address; mails go out in its language. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  language: Language;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
});
