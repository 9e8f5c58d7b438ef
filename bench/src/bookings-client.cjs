'use strict';
/**
 * The booking load's clients, run in a worker thread so they do not share the measured server's event loop:
 * `connections` front desks, each booking the next free time of a shared list as soon as its last answer
 * came, for `seconds`. Every booking's latency (ms) and status is posted back at the end.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS worker, started by path
const { parentPort, workerData } = require('node:worker_threads');

const { url, token, bodies, connections, seconds } = workerData;

async function run() {
  const until = performance.now() + seconds * 1000;
  const results = [];
  let next = 0;
  async function frontDesk() {
    while (performance.now() < until && next < bodies.length) {
      const body = bodies[next++];
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      results.push({ ms: performance.now() - started, status: response.status });
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, frontDesk));
  parentPort.postMessage({
    results,
    seconds: (performance.now() - started) / 1000,
    exhausted: next >= bodies.length,
  });
}

run().catch((error) => {
  parentPort.postMessage({ error: String(error && error.stack ? error.stack : error) });
});
