'use strict';
/**
 * autocannon's `setupClient` hook, run in its worker thread. autocannon 8 appends every answer body to a string
 * (`req.body += chunk` in lib/pipelinedRequestsQueue.js) for body checks this bench never makes. For the
 * calendar's 30 kB gzipped answers that decoding took 58 % of the load generator's thread, so the generator,
 * not the server, set the pace. Bodies are still received and counted in the throughput; they are just not
 * kept. Relies on autocannon's internals: check it again when upgrading autocannon.
 */
module.exports = function discardBodies(client) {
  client.pipelinedRequests.addBody = () => {};
};
