import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FIRST_PAINT = fileURLToPath(new URL('./boot/first-paint.js', import.meta.url));

/** The app's own script and preload tags as the build writes them into the document's head. */
const CODE_TAGS =
  /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="stylesheet"[^>]*>)/g;

/**
 * index.html's start: boot/first-paint.js inline at the end of the body (no round trip before the welcome can
 * paint), and, in a build, the app's script and preload tags moved into `<template id="boot-files">`, which that
 * script starts once it has painted. The server adds each first screen's preloads to the same template
 * (apps/server/src/lib/web-preloads.ts) and allows the inline script by its hash (plugins/security-headers.ts).
 */
export function bootHtml(): Plugin {
  return {
    name: 'salon-boot-html',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Its comments and indentation stay in the source: every document carries the script.
        const firstPaint = readFileSync(FIRST_PAINT, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*'))
          .join('\n');
        let document = html.replace('</body>', `<script>${firstPaint}</script>\n  </body>`);
        // The dev server's entry stays a plain module script: it has no built files to name.
        if (context.bundle) {
          const tags: string[] = [];
          document = document.replace(CODE_TAGS, (_match, tag: string) => {
            tags.push(tag);
            return '';
          });
          document = document.replace(
            '</head>',
            `<template id="boot-files">${tags.join('')}</template>\n  </head>`,
          );
        }
        return document;
      },
    },
  };
}
