import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage, type Language, type PublicSalonWire } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { isDatabaseUnavailable } from '../../lib/pg-errors.js';
import { bookingPageService } from './booking-page.service.js';

/** `/:langCode/book/{slug}`: the one path of the web app the server fills in before the app runs. */
const BOOKING_PATH = /^\/(es-ve|en-ve)\/book\/([a-z0-9-]{1,60})\/?$/;

/** The id of the JSON the page's first query takes instead of calling the API again. */
export const EMBEDDED_SALON_ID = 'public-salon';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element: no `<` may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const TITLE = { 'es-ve': 'Reserva tu cita', 'en-ve': 'Book your appointment' } as const;

/**
 * What the browser paints from the document alone, before any script: the cover, the salon's name and its
 * description, styled like the app's header (which replaces it once the scripts run). On a slow phone
 * network this is the page's largest paint, seconds before the app's; link previews (WhatsApp, Instagram)
 * read the title, description and image.
 */
function firstPaint(salon: PublicSalonWire): string {
  const cover = salon.cover
    ? `<div style="height:140px;border-radius:8px;overflow:hidden;background:#f5f5f5"><img src="${escapeHtml(salon.cover)}" alt="" style="width:100%;height:100%;object-fit:cover"></div>`
    : '';
  const description = salon.description
    ? `<p style="margin:16px 0 0;font-size:1rem;line-height:1.5;white-space:pre-line">${escapeHtml(salon.description)}</p>`
    : '';
  return (
    `<div style="font-family:Roboto,Helvetica,Arial,sans-serif;color:rgba(0,0,0,0.87);max-width:600px;margin:0 auto;padding:80px 16px 0">` +
    `${cover}<h1 style="margin:8px 0 0;font-size:2.125rem;font-weight:400;line-height:1.235;word-break:break-word">${escapeHtml(salon.name)}</h1>` +
    `${description}</div>`
  );
}

function headTags(salon: PublicSalonWire, language: Language): string {
  const title = escapeHtml(`${salon.name} · ${TITLE[language]}`);
  const description = escapeHtml(salon.description.slice(0, 200));
  const image = salon.cover ?? salon.avatar;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
  ].join('');
}

/**
 * The booking page's own document (book.html: its own small build, apps/web/vite.booking.config.ts) or, from a
 * build without it, the app's index.html; read once per directory.
 */
interface Shell {
  html: string;
  /** book.html names its own scripts: the app's preload links are not for it. */
  ownEntry: boolean;
}
const shells = new Map<string, Shell>();
const shellOf = (webDir: string): Shell => {
  let shell = shells.get(webDir);
  if (!shell) {
    const own = join(webDir, 'book.html');
    shell = existsSync(own)
      ? { html: readFileSync(own, 'utf8'), ownEntry: true }
      : { html: readFileSync(join(webDir, 'index.html'), 'utf8'), ownEntry: false };
    shells.set(webDir, shell);
  }
  return shell;
};

/**
 * The booking page's document with the salon painted in and its data embedded, or null when the path is
 * not a booking page or the slug opens nothing (the app then shows its own 404 page).
 */
export async function bookingPageDocument(
  ctx: AppContext,
  webDir: string,
  path: string,
): Promise<Shell | null> {
  const match = BOOKING_PATH.exec(path);
  if (!match || !isLanguage(match[1]!)) return null;
  const language = match[1];
  const slug = match[2]!;
  let salon: PublicSalonWire;
  try {
    salon = await bookingPageService.page(ctx, slug, language);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BOOKING_SALON_NOT_FOUND') return null;
    // The page still loads while the database is out of reach: it asks for the salon itself, and retries.
    if (isDatabaseUnavailable(error)) return shellOf(webDir);
    throw error;
  }
  const embedded = `<script id="${EMBEDDED_SALON_ID}" type="application/json">${scriptJson({ slug, language, data: salon })}</script>`;
  const shell = shellOf(webDir);
  const html = shell.html
    .replace(/<html lang="[^"]*"/, `<html lang="${language.slice(0, 2)}"`)
    .replace(/<title>[^<]*<\/title>/, headTags(salon, language))
    .replace('<div id="root"></div>', `<div id="root">${firstPaint(salon)}</div>${embedded}`);
  return { html, ownEntry: shell.ownEntry };
}
