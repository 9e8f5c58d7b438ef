import { z } from 'zod';

/**
 * The diagnostics page (`dashboard/test_page`, docs/product.md "Screens and routes"): what
 * the owner or support needs to tell a healthy installation from a sick one. Nothing secret: no addresses,
 * URLs, passwords or other companies' data.
 */
const diagnosticsSchema = z.object({
  version: z.string(),
  /** The source commit the server was built from, when the build knew it. */
  commit: z.string().nullable(),
  started_at: z.string(),
  uptime_seconds: z.number().int(),
  database: z.object({
    mode: z.enum(['embedded', 'postgresql']),
    ok: z.boolean(),
    /** Migrations applied to the database, and how many this version brings. */
    migrations_applied: z.number().int(),
    migrations_known: z.number().int(),
  }),
  mail: z.object({
    mode: z.enum(['smtp', 'outbox']),
    /** The last mail this server process tried to send, and how it went. */
    last: z.object({ at: z.string(), ok: z.boolean(), error: z.string().nullable() }).nullable(),
  }),
  /** Mail and reminder jobs (of the caller's company; the platform's for an administrator). */
  jobs: z.object({ waiting: z.number().int(), running: z.number().int(), failed: z.number().int() }),
  /** Whether this process hears the database's change notifications (its caches depend on it). */
  change_feed: z.object({ live: z.boolean() }),
  storage: z.object({
    /** Bytes of uploaded files (the caller's company's; every company's for an administrator). */
    used_bytes: z.number(),
    /** Free and total bytes of the disk holding the data folder, when the system tells. */
    free_bytes: z.number().nullable(),
    total_bytes: z.number().nullable(),
  }),
});
export type DiagnosticsWire = z.infer<typeof diagnosticsSchema>;
export const diagnosticsResponseSchema = z.object({ data: diagnosticsSchema });

/** The answer to "send me a test mail": where it went and whether the mail server took it. */
export const testMailResponseSchema = z.object({
  data: z.object({ to: z.string(), ok: z.boolean(), error: z.string().nullable() }),
});
