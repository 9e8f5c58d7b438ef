import pg from 'pg';
import type { Call } from './history-lists.js';

/** The tables of the list and calendar queries: statements touching them are explained. */
const LIST_TABLES =
  /\b(appointments|clients|event_log|appointment_counts|appointment_daily_totals|client_counts|event_log_counts)\b/;

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Records the statements the server sends to PostgreSQL while `run` goes (the bench and the server share one
 * process and one `pg`), so each list call's real SQL can be explained as it is, not as retyped here.
 */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config.text;
    seen.push({ text, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Pool.prototype.query;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return seen.filter(
    (statement) => /^\s*(select|with)\b/i.test(statement.text) && LIST_TABLES.test(statement.text),
  );
}

export interface Explained {
  /** The calls whose statements these are (one SQL text may serve several). */
  calls: string[];
  text: string;
  plan: string;
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of every distinct statement the named calls send (one call each, after they were
 * timed, so the cache is as warm as the timed runs had it).
 */
export async function explainCalls(url: string, calls: { name: string; call: Call }[]): Promise<Explained[]> {
  const byText = new Map<string, { calls: string[]; values: unknown[] }>();
  for (const { name, call } of calls) {
    const statements = await statementsOf(async () => (await call()).arrayBuffer());
    for (const statement of statements) {
      const known = byText.get(statement.text);
      if (known) known.calls.push(name);
      else byText.set(statement.text, { calls: [name], values: statement.values });
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const explained: Explained[] = [];
    for (const [text, { calls: names, values }] of byText) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${text}`,
        values,
      );
      explained.push({ calls: names, text, plan: result.rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    return explained;
  } finally {
    await client.end();
  }
}

/** The explained statements as Markdown, each folded under its calls and execution time. */
export const explainedMarkdown = (explained: Explained[]): string[] =>
  explained.flatMap((entry, index) => {
    const ms = /Execution Time: ([\d.]+) ms/.exec(entry.plan)?.[1] ?? '?';
    return [
      `<details><summary>${index + 1}. ${[...new Set(entry.calls)].join('; ')} — ${ms} ms in PostgreSQL</summary>`,
      '',
      '```sql',
      entry.text.replace(/\s+/g, ' ').trim(),
      '```',
      '',
      '```',
      entry.plan,
      '```',
      '',
      '</details>',
      '',
    ];
  });
