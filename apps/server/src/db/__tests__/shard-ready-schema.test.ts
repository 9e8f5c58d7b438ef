import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation, pgErrorConstraint } from '../../lib/pg-errors.js';
import { claimRoute, releaseRoutes, RouteTakenError } from '../../lib/shard-routes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readCatalog, shardViolations, type Catalog, type TableKind } from './shard-rules.js';
import { SHARD_TABLES } from './shard-tables.js';

describe('a schema that Citus can distribute by company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_WORKER: 'off' });
  });
  afterAll(() => t.close());

  it('breaks no rule after every migration', async () => {
    const violations = shardViolations(await readCatalog(t.db), SHARD_TABLES);
    expect(violations.join('\n')).toBe('');
  });

  it('reports each kind of violation, one line each', async () => {
    // A made-up bad schema, rolled back: the checker over the real catalog must see every fault.
    const rollback = new Error('rollback');
    let found: string[] = [];
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`create table shard_bad (id uuid primary key, company_id uuid, slug text unique,
          client_id uuid, salon_id uuid)`);
        await tx.execute(sql`alter table shard_bad add constraint shard_bad_salon_fk foreign key (company_id, salon_id)
          references salons (company_id, id)`);
        await tx.execute(sql`alter table shard_bad add constraint shard_bad_client_fk foreign key (client_id)
          references jobs (id)`);
        await tx.execute(
          sql`create unique index shard_bad_salon_uq on shard_bad (salon_id) where slug is null`,
        );
        await tx.execute(sql`create table shard_stray (id uuid primary key)`);
        await tx.execute(sql`create table shard_local (id uuid primary key,
          company_id uuid references companies (id))`);
        const catalog: Catalog = await readCatalog(tx);
        found = shardViolations(catalog, { ...SHARD_TABLES, shard_bad: 'distributed', shard_local: 'local' });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const ours = found.filter((line) => line.startsWith('shard_'));
    expect(ours).toEqual(
      expect.arrayContaining([
        'shard_bad: distributed with a nullable company_id',
        'shard_bad: primary key PRIMARY KEY (id) lacks company_id',
        'shard_bad: unique constraint UNIQUE (slug) lacks company_id',
        expect.stringMatching(
          /^shard_bad: unique index CREATE UNIQUE INDEX shard_bad_salon_uq .* lacks company_id$/,
        ),
        'shard_bad: FOREIGN KEY (client_id) REFERENCES jobs(id): a distributed table references a local table',
        'shard_local: FOREIGN KEY (company_id) REFERENCES companies(id): a local table references a distributed table',
        'shard_stray: not classified (distributed, reference, routing or local)',
      ]),
    );
    expect(ours).toHaveLength(7);
    // Outside the transaction nothing of it is left.
    expect(shardViolations(await readCatalog(t.db), SHARD_TABLES)).toEqual([]);
  });

  it('keeps a value unique across companies in shard_routes, reported as the old constraint', async () => {
    const [first, second] = [newId(), newId()];
    const key = `slug-${newId()}`;
    await claimRoute(t.db, 'salon_slug', key, first);
    await claimRoute(t.db, 'salon_slug', key, first);
    const error: unknown = await claimRoute(t.db, 'salon_slug', key, second).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RouteTakenError);
    expect(isUniqueViolation(error)).toBe(true);
    expect(pgErrorConstraint(error)).toBe('salons_slug_unique');
    await releaseRoutes(t.db, 'salon_slug', [key], first);
    await claimRoute(t.db, 'salon_slug', key, second);
  });

  it('checks foreign keys between distributed tables and exclusion constraints', () => {
    const catalog: Catalog = {
      tables: ['companies', 'salons', 'appointments'],
      companyColumns: new Map([
        ['salons', { nullable: false }],
        ['appointments', { nullable: false }],
      ]),
      constraints: [
        {
          table: 'appointments',
          type: 'f',
          def: 'FOREIGN KEY (salon_id) REFERENCES salons(id)',
          columns: ['salon_id'],
          operators: [],
          refTable: 'salons',
          refColumns: ['id'],
        },
        {
          table: 'appointments',
          type: 'f',
          def: 'FOREIGN KEY (company_id, salon_id) REFERENCES salons(company_id, id)',
          columns: ['company_id', 'salon_id'],
          operators: [],
          refTable: 'salons',
          refColumns: ['company_id', 'id'],
        },
        {
          table: 'salons',
          type: 'f',
          def: 'FOREIGN KEY (company_id) REFERENCES companies(id)',
          columns: ['company_id'],
          operators: [],
          refTable: 'companies',
          refColumns: ['id'],
        },
        {
          table: 'appointments',
          type: 'x',
          def: 'EXCLUDE USING gist (company_id WITH &&, employee_id WITH =)',
          columns: ['company_id', 'employee_id'],
          operators: ['&&', '='],
          refTable: null,
          refColumns: [],
        },
      ],
    };
    const kinds: Record<string, TableKind> = {
      companies: 'distributed',
      salons: 'distributed',
      appointments: 'distributed',
    };
    expect(shardViolations(catalog, kinds)).toEqual([
      'appointments: FOREIGN KEY (salon_id) REFERENCES salons(id) lacks company_id',
      'appointments: exclusion constraint EXCLUDE USING gist (company_id WITH &&, employee_id WITH =) lacks company_id WITH =',
    ]);
  });
});
