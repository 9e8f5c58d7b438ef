'use strict';
/**
 * autocannon's `setupClient` hook for the booking bench, run in its worker thread. autocannon's summary has no
 * 95th percentile (it gives p90 and p97.5), so every response's latency (ms, from autocannon's own timer) is
 * appended to the file named by BENCH_LATENCY_FILE, a hundred at a time (at most 99 are left unwritten at the
 * end). Bodies are received but not kept, as in discard-bodies.cjs (same autocannon internals).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS hook: autocannon require()s it
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_LATENCY_FILE;
let pending = [];

module.exports = function recordLatencies(client) {
  client.pipelinedRequests.addBody = () => {};
  client.on('response', (_status, _bytes, duration) => {
    pending.push(duration.toFixed(3));
    if (pending.length >= 100 && file) {
      appendFileSync(file, `${pending.join('\n')}\n`);
      pending = [];
    }
  });
};
