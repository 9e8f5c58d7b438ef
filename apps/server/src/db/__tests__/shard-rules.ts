import { sql } from 'drizzle-orm';

/**
 * The Citus rules a schema distributed by company must keep, as a pure function over catalog facts so
 * the test can feed it both the migrated schema and a made-up bad one.
 *
 * - distributed: sharded by `company_id` (`companies` by its `id`); every PK / unique / unique index must hold
 *   the distribution column, an exclusion constraint must compare it `WITH =`, and an FK to another distributed
 *   table must carry it on both sides at the same position (so both rows live on one shard).
 * - reference: copied to every node; any table may reference it.
 * - routing: keyed by a value unique across companies, distributed by that key; holds `company_id` as data.
 * - local: on the coordinator only.
 * Citus refuses an FK from a reference, routing or local table to a distributed one, and from a distributed
 * table to anything but a distributed (co-located) or reference table.
 */
export type TableKind = 'distributed' | 'reference' | 'routing' | 'local';

export interface CatalogConstraint {
  table: string;
  /** p: primary key, u: unique, x: exclusion, f: foreign key, i: unique index without a constraint. */
  type: 'p' | 'u' | 'x' | 'f' | 'i';
  def: string;
  /** Column names in key order; '' for an expression. */
  columns: string[];
  /** Exclusion operators, aligned with `columns`. */
  operators: string[];
  refTable: string | null;
  refColumns: string[];
}

export interface Catalog {
  tables: string[];
  /** Tables with a `company_id` column, and whether it is nullable. */
  companyColumns: Map<string, { nullable: boolean }>;
  constraints: CatalogConstraint[];
}

/** The column a distributed table is sharded by. */
export const distributionColumn = (table: string) => (table === 'companies' ? 'id' : 'company_id');

const LABEL: Record<CatalogConstraint['type'], string> = {
  p: 'primary key',
  u: 'unique constraint',
  x: 'exclusion constraint',
  f: 'foreign key',
  i: 'unique index',
};

/** Every way the catalog breaks the rules for `kinds`, one readable line each (empty: shard-ready). */
export function shardViolations(catalog: Catalog, kinds: Record<string, TableKind>): string[] {
  const out: string[] = [];
  for (const table of catalog.tables) {
    const kind = kinds[table];
    if (!kind) {
      out.push(`${table}: not classified (distributed, reference, routing or local)`);
      continue;
    }
    if (kind === 'distributed' && table !== 'companies') {
      const column = catalog.companyColumns.get(table);
      if (!column) out.push(`${table}: distributed without a company_id column`);
      else if (column.nullable) out.push(`${table}: distributed with a nullable company_id`);
    }
  }
  for (const tableName of Object.keys(kinds)) {
    if (!catalog.tables.includes(tableName)) out.push(`${tableName}: classified but no such table`);
  }
  for (const c of catalog.constraints) {
    const kind = kinds[c.table];
    if (!kind) continue;
    const dist = distributionColumn(c.table);
    if (c.type === 'f') {
      const refKind = c.refTable ? kinds[c.refTable] : undefined;
      const head = `${c.table}: ${c.def}`;
      if (kind === 'distributed' && refKind === 'distributed') {
        const at = c.columns.indexOf(dist);
        if (at < 0 || c.refColumns[at] !== distributionColumn(c.refTable!))
          out.push(`${head} lacks company_id`);
      } else if (kind === 'distributed' && refKind && refKind !== 'reference') {
        out.push(`${head}: a distributed table references a ${refKind} table`);
      } else if (kind !== 'distributed' && refKind === 'distributed') {
        out.push(`${head}: a ${kind} table references a distributed table`);
      }
      continue;
    }
    if (kind !== 'distributed') continue;
    const at = c.columns.indexOf(dist);
    if (at < 0) out.push(`${c.table}: ${LABEL[c.type]} ${c.def} lacks ${dist}`);
    else if (c.type === 'x' && c.operators[at] !== '=') {
      out.push(`${c.table}: ${LABEL[c.type]} ${c.def} lacks company_id WITH =`);
    }
  }
  return out;
}

interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}
const rowsOf = async <T>(ex: Executor, query: ReturnType<typeof sql>) =>
  ((await ex.execute(query)) as { rows: T[] }).rows;

/** The catalog of schema `public`, read from pg_constraint, pg_index and information_schema. */
export async function readCatalog(ex: Executor): Promise<Catalog> {
  const tables = await rowsOf<{ table_name: string }>(
    ex,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await rowsOf<{ table_name: string; is_nullable: string }>(
    ex,
    sql`select table_name, is_nullable from information_schema.columns
        where table_schema = 'public' and column_name = 'company_id'`,
  );
  // Key columns and exclusion operators zipped by position (0 = an expression, kept as '').
  const constraints = await rowsOf<Omit<CatalogConstraint, 'refTable'> & { ref_table: string | null }>(
    ex,
    sql`select t.relname as "table", c.contype as "type", pg_get_constraintdef(c.oid) as "def",
          array(select coalesce(a.attname::text, '') from unnest(c.conkey) with ordinality k(n, i)
                left join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as "columns",
          array(select coalesce(o.oprname::text, '') from unnest(c.conexclop) with ordinality k(op, i)
                left join pg_operator o on o.oid = k.op order by k.i) as "operators",
          r.relname as ref_table,
          array(select coalesce(a.attname::text, '') from unnest(c.confkey) with ordinality k(n, i)
                left join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)
            as "refColumns"
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_namespace ns on ns.oid = t.relnamespace and ns.nspname = 'public'
        left join pg_class r on r.oid = c.confrelid
        where c.contype in ('p', 'u', 'x', 'f')
      union all
        select t.relname, 'i', pg_get_indexdef(i.indexrelid),
          array(select coalesce(a.attname::text, '') from unnest(i.indkey::int2[]) with ordinality k(n, j)
                left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n
                where k.j <= i.indnkeyatts order by k.j),
          array[]::text[], null, array[]::text[]
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_namespace ns on ns.oid = t.relnamespace and ns.nspname = 'public'
        where i.indisunique and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))`,
  );
  return {
    tables: tables.map((row) => row.table_name),
    companyColumns: new Map(columns.map((row) => [row.table_name, { nullable: row.is_nullable === 'YES' }])),
    constraints: constraints.map(({ ref_table, ...c }) => ({ ...c, refTable: ref_table })),
  };
}
