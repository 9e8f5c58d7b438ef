import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentiles } from './stats.js';

const RECORD_LATENCIES = fileURLToPath(new URL('./record-latencies.cjs', import.meta.url));

export interface LatencyLoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  /** Responses whose latency was recorded (the p50/p95/p99 above are over these). */
  recorded: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon against one URL, as load.ts does (50 connections, one worker thread, bodies not kept), with
 * every response's latency recorded by the worker (record-latencies.cjs) so the 95th percentile is exact.
 */
export async function loadWithLatencies(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 50,
): Promise<LatencyLoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'salon-bench-latency-'));
  const file = join(dir, 'latencies.txt');
  // The worker thread gets a copy of this process's environment when it starts.
  process.env.BENCH_LATENCY_FILE = file;
  try {
    const result = await autocannon({
      url,
      headers,
      connections,
      duration: seconds,
      workers: 1,
      // In workers mode autocannon takes the hook's file path (its types only know the function form).
      setupClient: RECORD_LATENCIES as unknown as (client: autocannon.Client) => void,
    });
    const sample = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
    const p = percentiles(sample);
    const p99 = [...sample].sort((a, b) => a - b)[Math.max(0, Math.ceil(0.99 * sample.length) - 1)] ?? NaN;
    return {
      requestsPerSecond: result.requests.average,
      latencyP50Ms: p.p50,
      latencyP95Ms: p.p95,
      latencyP99Ms: p99,
      recorded: sample.length,
      errors: result.errors,
      non2xx: result.non2xx,
    };
  } finally {
    delete process.env.BENCH_LATENCY_FILE;
    rmSync(dir, { recursive: true, force: true });
  }
}
