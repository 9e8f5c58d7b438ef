import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionColumn } from '../../db/__tests__/shard-rules.js';
import { SHARD_TABLES } from '../../db/__tests__/shard-tables.js';
import { testImage } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isTenantPath, loadOperations, type Operation } from './openapi-walker.js';
import { build, rank, sendAs } from './operation-requests.js';
import { unfilteredScans, type PlanNode } from './plan-audit.js';
import { twoCompanies, type TwoCompanies } from './security-world.js';

/**
 * Every query a company's user runs filters by company. Every operation under /api/v1/business is
 * called by the demo company's owner with its own ids, every statement the app sends meanwhile is recorded,
 * and PostgreSQL's plan of each shows whether some table of company data is read without a condition on
 * `company_id` (plan-audit.ts): sharded by company, such a statement would read every node. PostgreSQL only
 * (it reads the server's plans); statements inside triggers are not seen. `AUDIT_OUT=<file>` writes every
 * finding there in full.
 */

/** Statements allowed to read several companies, each with its reason, by a fragment of their text. */
const EXCEPTIONS: { fragment: string; reason: string }[] = [
  {
    // clientRepository.findAnywhere
    fragment: 'order by "clients"."updated_at" desc, "clients"."id" desc',
    reason:
      'the client search\'s "already in our system" looks for a person by e-mail or phone in every company ' +
      'by design: one query on every shard, each answering from its own index (docs/operations.md)',
  },
];

const companyTables = new Set(
  Object.entries(SHARD_TABLES)
    .filter(([, kind]) => kind === 'distributed')
    .map(([table]) => table),
);
const mentionsCompanyTable = (text: string) =>
  [...companyTables].some((table) => new RegExp(`\\b${table}\\b`).test(text));
const isExplainable = (text: string) => /^\s*(select|insert|update|delete|with)\b/i.test(text);

interface Seen {
  params: unknown[];
  operations: Set<string>;
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'every query of a company user filters by company',
  () => {
    // The operation being called: the walk calls one at a time, with the job worker off.
    let currentOperation: string | undefined;
    const statements = new Map<string, Seen>();
    let t: TestApp;
    let world: TwoCompanies;
    let operations: Operation[];
    let image: Buffer;
    let explainer: pg.Client;

    beforeAll(async () => {
      t = await createTestApp(
        { JOBS_WORKER: 'off' },
        {
          logQuery: (text, params) => {
            const operation = currentOperation;
            if (!operation || !isExplainable(text) || !mentionsCompanyTable(text)) return;
            const seen = statements.get(text) ?? { params, operations: new Set<string>() };
            seen.operations.add(operation);
            statements.set(text, seen);
          },
        },
      );
      world = await twoCompanies(t);
      image = await testImage();
      operations = (await loadOperations(t.app)).filter((op) => isTenantPath(op.path));
      explainer = new pg.Client({ connectionString: t.postgresUrl! });
      await explainer.connect();
    }, 120_000);
    afterAll(async () => {
      await explainer?.end();
      await t?.close();
    });

    const explain = async (text: string, params: unknown[]) => {
      const result = await explainer.query(`explain (verbose, format json) ${text}`, params);
      const [{ 'QUERY PLAN': plans }] = result.rows as [{ 'QUERY PLAN': { Plan: PlanNode }[] }];
      return unfilteredScans(plans[0]!.Plan, companyTables, distributionColumn);
    };

    it('the audit sees a statement that reads another company', async () => {
      const [client] = (await explainer.query(`select id from clients limit 1`)).rows as { id: string }[];
      expect(await explain(`select * from clients where id = $1`, [client!.id])).toEqual([
        'clients (clients)',
      ]);
      expect(
        await explain(
          `select a.id from appointments a join clients c on c.id = a.client_id where a.company_id = $1`,
          [world.a.companyId],
        ),
      ).toEqual(['clients (c)']);
      expect(
        await explain(
          `select a.id from appointments a join clients c on c.id = a.client_id and c.company_id = a.company_id
         where a.company_id = $1`,
          [world.a.companyId],
        ),
      ).toEqual([]);
    });

    it('no business operation reads a table of company data across companies', async () => {
      let answered = 0;
      for (const op of [...operations].sort((x, y) => rank(x) - rank(y))) {
        const send = (minimal: boolean) =>
          sendAs(t.app, op, build(op, world.a.ids, world.a.ids, undefined, minimal, image), world.a.token);
        currentOperation = op.key;
        let res = await send(false);
        if (res.statusCode === 400) res = await send(true);
        if (res.statusCode < 300) answered++;
      }
      currentOperation = undefined;
      const found: string[] = [];
      const excused = new Set<string>();
      for (const [text, seen] of statements) {
        const exception = EXCEPTIONS.find((e) => text.includes(e.fragment));
        let scans: string[];
        try {
          scans = await explain(text, seen.params);
        } catch (error) {
          scans = [`could not be explained: ${(error as Error).message}`];
        }
        if (scans.length === 0) continue;
        if (exception) excused.add(exception.fragment);
        else found.push(`${[...seen.operations].slice(0, 3).join(', ')}: ${scans.join(', ')} in ${text}`);
      }
      console.log(
        `company filter: ${operations.length} operations (${answered} answered 2xx), ` +
          `${statements.size} distinct statements on company tables, ${found.length} unfiltered`,
      );
      expect(answered).toBeGreaterThan(operations.length / 2);
      expect(statements.size).toBeGreaterThan(100);
      expect([...excused].sort()).toEqual(EXCEPTIONS.map((e) => e.fragment).sort());
      if (process.env.AUDIT_OUT) writeFileSync(process.env.AUDIT_OUT, found.join('\n\n'));
      expect(found.join('\n\n')).toBe('');
    }, 300_000);
  },
);
