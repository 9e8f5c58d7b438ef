import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const DISCARD_BODIES = fileURLToPath(new URL('./discard-bodies.cjs', import.meta.url));

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL: 50 connections for `seconds`, the same load as the hello-world baseline. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  // One worker thread, so the load generator does not share the measured server's event loop; its clients
  // receive the answers without keeping their bodies (see discard-bodies.cjs).
  const result = await autocannon({
    url,
    headers,
    connections: 50,
    duration: seconds,
    workers: 1,
    // In workers mode autocannon takes the hook's file path (its types only know the function form).
    setupClient: DISCARD_BODIES as unknown as (client: autocannon.Client) => void,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The baseline: a hello-world Fastify on the same machine in the same run. */
export async function helloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
