import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { round } from './stats.js';

/**
 * `npm run bench:history` with `BENCH_READ_URL` (a streaming replica of BENCH_DATABASE_URL's server,
 * e.g. the one scripts/start-read-replica.sh makes: postgres://root@127.0.0.1:5433) gives the bench's server
 * that replica as DATABASE_READ_URL, times the same reads, and counts how much of the reading each server did.
 */
export function replicaUrlFor(readBase: string | undefined, primaryUrl: string): string | undefined {
  if (!readBase) return undefined;
  const url = new URL(readBase);
  url.pathname = new URL(primaryUrl).pathname;
  return url.toString();
}

/** The replica has replayed the bulk load (a million rows take it a while) and the server reads from it. */
export async function replicaReady(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    const status = app.ctx.reads.status();
    if (status.healthy && status.lagMs !== null && status.lagMs < 1_000) return;
    if (Date.now() > deadline) throw new Error(`The replica did not catch up: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export interface ServerReads {
  /** Transactions (each read outside a transaction is one) and rows returned, in the bench's database. */
  primary: { xacts: number; rows: number };
  replica: { xacts: number; rows: number };
}

async function statsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ xacts: string; rows: string }>(
      `select xact_commit + xact_rollback as xacts, tup_returned + tup_fetched as rows
       from pg_stat_database where datname = current_database()`,
    );
    return { xacts: Number(rows[0]!.xacts), rows: Number(rows[0]!.rows) };
  } finally {
    await client.end();
  }
}

/** Both servers' counters; PostgreSQL publishes a backend's counts within a second of its transactions. */
export async function serverReads(primaryUrl: string, replicaUrl: string): Promise<ServerReads> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const [primary, replica] = await Promise.all([statsOf(primaryUrl), statsOf(replicaUrl)]);
  return { primary, replica };
}

const share = (primary: number, replica: number) =>
  primary + replica === 0 ? 'n/a' : `${round((100 * primary) / (primary + replica), 1)} %`;

/** The replica section's summary lines: what the server routed and what each PostgreSQL did. */
export function readShareLines(
  before: ServerReads,
  after: ServerReads,
  routed: { replica: number; primary: number },
): string[] {
  const delta = (side: 'primary' | 'replica', key: 'xacts' | 'rows') => after[side][key] - before[side][key];
  return [
    `- Heavy reads the server routed: ${routed.replica.toLocaleString('en')} to the replica, ${routed.primary.toLocaleString('en')} to the primary (the primary's share: ${share(routed.primary, routed.replica)}).`,
    `- Transactions in the bench's database during the timed reads: primary ${delta('primary', 'xacts').toLocaleString('en')}, replica ${delta('replica', 'xacts').toLocaleString('en')} (the primary's share: ${share(delta('primary', 'xacts'), delta('replica', 'xacts'))}); rows read: primary ${delta('primary', 'rows').toLocaleString('en')}, replica ${delta('replica', 'rows').toLocaleString('en')} (the primary's share: ${share(delta('primary', 'rows'), delta('replica', 'rows'))}). The primary's part is what stays on it (the calendar, whose answers are cached per calendar version; the employees, services and a client's visits), the session and salon look-ups, the lag checks (one a second), and the bench's own statements straight to the primary (the plain-SQL sum over a year, the totals' rebuild, the write test, EXPLAIN).`,
  ];
}
