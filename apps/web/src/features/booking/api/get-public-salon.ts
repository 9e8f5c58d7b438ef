import type { PublicSalonWire } from '@salon/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiLanguage, apiRequest, toErrorEnvelope } from '@/lib/api-client';
import { earlyCalls } from '@/lib/early-calls';
import { bookingKeys, bookingPath } from './booking-keys';

const request = async (slug: string, language?: string): Promise<PublicSalonWire> =>
  (await apiRequest<{ data: PublicSalonWire }>(bookingPath(slug), { language })).data;

/** The id the server gives the salon's data it embeds in the booking page's document (booking-page-html.ts). */
const EMBEDDED_SALON_ID = 'public-salon';

/** The salon the server embedded in the document for this slug and language, if it did. */
function embeddedSalon(slug: string, language: string): PublicSalonWire | null {
  const element = document.getElementById(EMBEDDED_SALON_ID);
  if (!element) return null;
  try {
    const embedded = JSON.parse(element.textContent ?? '') as {
      slug: string;
      language: string;
      data: PublicSalonWire;
    };
    return embedded.slug === slug && embedded.language === language ? embedded.data : null;
  } catch {
    return null;
  }
}

/** Calls started by the route before the page's code arrived, by language and slug. */
const early = earlyCalls<PublicSalonWire>(30_000);
const earlyKey = (slug: string, language: string) => `${language} ${slug}`;

/**
 * Starts the salon's call as soon as the route matches (its loader), beside the download of the page's code
 * rather than after it: on a slow phone network that is a round trip or more off the first paint.
 */
export const prefetchPublicSalon = (slug: string, language: string): void => {
  if (!embeddedSalon(slug, language)) early.start(earlyKey(slug, language), () => request(slug, language));
};

/** GET public/salon/{slug}: the salon's page, its services and whether it takes bookings now. */
export const fetchPublicSalon = (slug: string): Promise<PublicSalonWire> => {
  // The document's own copy serves the first render once; later reads (a retry, a refetch) ask the API.
  const embedded = embeddedSalon(slug, apiLanguage());
  document.getElementById(EMBEDDED_SALON_ID)?.remove();
  if (embedded) return Promise.resolve(embedded);
  // Taken only in the language the page asks in (the URL's, once the interface has switched to it).
  return early.take(earlyKey(slug, apiLanguage())) ?? request(slug);
};

export const publicSalonQuery = (slug: string) =>
  queryOptions({
    queryKey: bookingKeys.salon(slug),
    queryFn: () => fetchPublicSalon(slug),
    // An unknown page stays unknown; other failures are worth one more try.
    retry: (failures, error) => toErrorEnvelope(error).statusCode !== 404 && failures < 1,
  });

export const usePublicSalon = (slug: string) => useQuery(publicSalonQuery(slug));
