import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../lib/config.js';

/** The map tiles the web app was built with (the same VITE_MAP_TILE_URL), as used by leaflet-map.tsx. */
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const GOOGLE = 'https://accounts.google.com';

/**
 * The origin a tile URL template loads from, for the policy's img-src: `https://{s}.tile.example.org/...`
 * becomes `https://*.tile.example.org`; none when tiles are off (an empty value) or the template is not a URL.
 */
export function tileOrigin(template: string | undefined): string | null {
  const match = /^(https?:\/\/[^/?#]+)/.exec(template ?? DEFAULT_TILES);
  return match ? match[1]!.replace(/\{[^}]*\}/g, '*') : null;
}

/**
 * The CSP sources of a document's inline scripts (`'sha256-…'`), so the policy allows them and nothing else
 * inline; data blocks (`type="application/json"`) are no scripts and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/json"/.test(attributes) || !code) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy for documents and files: what a browser enforces on the pages of the app. */
export function helmetOptions(config: Config, scriptHashes: string[] = []): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE] : [];
  const tiles = tileOrigin(config.VITE_MAP_TILE_URL);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length ? google : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The sign-in with Google popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: google.length ? 'same-origin-allow-popups' : 'same-origin' },
    // Images and files of this server may be shown by others (link previews of a booking page).
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/** The headers helmet writes for these options, worked out once (its middleware run on a stand-in response). */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** What API answers (JSON, files to download) keep of them: a browser applies the rest to documents only. */
const API_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-resource-policy',
];

/**
 * Security headers from helmet on every answer: documents and static files get the whole policy — a
 * Content-Security-Policy allowing scripts only from this server, the web app's inline start script by its hash
 * (`scriptHashes`) and Google's sign-in when it is configured,
 * images from here, data/blob URLs and the configured map tiles, inline styles (MUI's emotion writes style
 * elements at run time), and no framing; HSTS and the upgrade of insecure requests only when the public address
 * is https (sent on plain http they would lock a local install out of itself). API answers get the part a
 * browser applies to them. The headers are worked out by helmet once at start and copied onto each answer:
 * @fastify/helmet rebuilds helmet's middleware on every request, which cost the cached calendar more than half
 * its answers a second.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  apiPrefix: string,
  scriptHashes: string[] = [],
): void {
  const documentHeaders = headersOf(helmetOptions(config, scriptHashes));
  const apiHeaders = Object.fromEntries(
    Object.entries(documentHeaders).filter(([name]) => API_HEADERS.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPrefix) ? apiHeaders : documentHeaders);
    done();
  });
}
