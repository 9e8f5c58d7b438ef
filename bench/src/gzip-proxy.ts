import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * A what-if for the booking bench, not part of the app: a proxy in front of the real server that answers the
 * built app's `/assets/*.js` and `*.css` gzipped at level 9 (as precompressed files would be served) to a
 * browser that accepts gzip, and passes everything else through unchanged.
 */
export async function startGzipProxy(
  target: string,
  webDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const cache = new Map<string, Buffer>();
  const passThrough = (req: IncomingMessage, res: ServerResponse) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const extension = /^\/assets\/[^/]+\.(js|css)$/.exec(path)?.[1];
    if (!extension || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return passThrough(req, res);
    }
    let body = cache.get(path);
    if (!body) {
      body = gzipSync(readFileSync(join(webDir, path)), { level: 9 });
      cache.set(path, body);
    }
    res.writeHead(200, {
      'content-type': TYPES[extension]!,
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
