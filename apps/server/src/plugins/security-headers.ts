import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * Security headers from @fastify/helmet on every answer. The Content-Security-Policy lets scripts come only
 * from this server (and Google's sign-in script when it is configured), images from here, data/blob URLs and
 * the configured map tiles; styles may be inline (MUI's emotion writes style elements at run time); nothing
 * may frame the app. HSTS and the upgrade of insecure requests only when the public address is https: sent
 * on plain http they would lock a local install out of itself.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE] : [];
  const tiles = tileOrigin(config.VITE_MAP_TILE_URL);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
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
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The sign-in with Google popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: google.length ? 'same-origin-allow-popups' : 'same-origin' },
    // Images and files of this server may be shown by others (link previews of a booking page).
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
}
