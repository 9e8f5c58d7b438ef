import { slugify } from '@salon/core';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../lib/db.js';
import { salonRepository } from './salon.repository.js';

/**
 * A free slug for a new salon's booking page: its name ("Bella Vida" → bella-vida), then bella-vida-2 … -5,
 * then the name with a random tail. Slugs of deleted salons stay taken, so an old shared link never lands on
 * another business. The unique index is the final word on a race.
 */
export async function freeSlugFor(ex: Executor, title: string): Promise<string> {
  const base = slugify(title).padEnd(3, '0') || 'salon';
  for (const candidate of [base, ...[2, 3, 4, 5].map((n) => `${base}-${n}`)]) {
    if (!(await salonRepository.slugTaken(ex, candidate))) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}
