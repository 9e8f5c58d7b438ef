import { appendFileSync } from 'node:fs';
import pg from 'pg';
const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __audited?: boolean };
if (!proto.__audited) {
  proto.__audited = true;
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (text) appendFileSync(`/tmp/sql-audit/${process.pid}.log`, JSON.stringify(text) + '\n');
    return original.apply(this, args);
  };
}
