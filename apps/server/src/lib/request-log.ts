import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"): the
 * request and its outcome together, when it completes. Under a booking rush the second line was half of the
 * server's writes; the arrival stays at `debug` for someone chasing a request that never ends.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Paths whose segment after the prefix is a secret that opens something without signing in: a visit page, a
 * waitlist offer, a calendar feed. Logs keep the route, never the key (a log is read by more people, and
 * kept longer, than the secrets deserve).
 */
const SECRET_PATHS = /(\/public\/(?:calendar-feed|visit|waitlist\/offer)\/)[^/?#]+/g;

export const redactSecretPaths = (url: string): string =>
  url.replace(SECRET_PATHS, (_match, prefix: string) => `${prefix}[secret]`);

/** Pino's request serializer, as Fastify's own but with the secrets of public links left out. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactSecretPaths(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
