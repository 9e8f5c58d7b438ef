import { FEED_RATE_SOURCE } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { JobHandedBack, type JobHandler } from '../../lib/jobs/job-types.js';
import { parseFeed } from './exchange-rate-feed.js';
import { rateText } from './exchange-rate.mapper.js';
import { exchangeRateRepository } from './exchange-rate.repository.js';

export const EXCHANGE_RATE_FEED = 'exchange_rate.feed';

declare module '../../lib/jobs/job-types.js' {
  interface JobPayloads {
    [EXCHANGE_RATE_FEED]: Record<string, never>;
  }
}

/** The one queued feed job's key: however many processes start, at most one waits. */
export const FEED_DEDUPE_KEY = 'exchange-rate:feed';
/** The BCV publishes once a business day; every few hours catches it the same day without hammering the source. */
export const FEED_INTERVAL_MS = 4 * 60 * 60_000;
/** How long one fetch may take before it counts as failed (and is retried). */
const FETCH_TIMEOUT_MS = 15_000;

/** Plans the next fetch; skipped when one already waits (the dedupe key). */
const planNext = (ctx: AppContext, ex: Executor, runAt: Date) =>
  ctx.jobs.enqueue(ex, { kind: EXCHANGE_RATE_FEED, payload: {}, runAt, dedupeKey: FEED_DEDUPE_KEY });

/**
 * Plans the first fetch, due now, when EXCHANGE_RATE_URL is set: at every start, so a restart after a change
 * of URL fetches at once; a fetch already waiting keeps its time.
 */
export async function scheduleExchangeRateFeed(ctx: AppContext): Promise<void> {
  if (!ctx.config.EXCHANGE_RATE_URL) return;
  await planNext(ctx, ctx.db, new Date());
}

/**
 * Fetches EXCHANGE_RATE_URL and stores its rate with the source "BCV (feed)", unless an administrator already
 * entered that date (a manual entry wins), then plans the next fetch. An HTTP error, a timeout or a payload it
 * cannot read throws: the worker logs it and retries with its backoff (about an hour); after the last try the
 * next regular fetch is planned all the same, so the feed never stops for good.
 */
export function exchangeRateFeedHandler(ctx: AppContext): JobHandler<typeof EXCHANGE_RATE_FEED> {
  return async (job) => {
    const url = ctx.config.EXCHANGE_RATE_URL;
    // Unset since this job was planned: nothing to fetch and nothing to plan.
    if (!url) return;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([job.signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]),
      });
      if (!response.ok) throw new Error(`exchange rate feed answered HTTP ${response.status}`);
      const body: unknown = await response.json().catch(() => undefined);
      const parsed = parseFeed(body);
      if (!parsed.ok) throw new Error(`exchange rate feed payload refused: ${parsed.reason}`);
      await ctx.db.transaction(async (tx) => {
        await exchangeRateRepository.upsertFromFeed(tx, {
          date: parsed.value.date,
          rate: rateText(parsed.value.rate),
          source: FEED_RATE_SOURCE,
          origin: 'feed',
          enteredByAdminId: null,
        });
        await planNext(ctx, tx, new Date(Date.now() + FEED_INTERVAL_MS));
      });
    } catch (error) {
      // Stopped mid-fetch: nothing was stored, another process takes it at once.
      if (job.signal.aborted) throw new JobHandedBack();
      if (job.attempt >= job.maxAttempts)
        await planNext(ctx, ctx.db, new Date(Date.now() + FEED_INTERVAL_MS));
      throw error;
    }
  };
}

export function registerExchangeRateJobs(ctx: AppContext): void {
  ctx.jobs.register(EXCHANGE_RATE_FEED, exchangeRateFeedHandler(ctx));
}
