/**
 * Whether a statement stays inside one company, read from PostgreSQL's own plan of it (`EXPLAIN (VERBOSE,
 * FORMAT JSON)`), so no SQL is parsed here. Sharded by company (docs/operations.md), a statement runs on one
 * node only when every table it reads holds a condition on its distribution column; PostgreSQL carries
 * `a.company_id = $1` through `a.company_id = b.company_id` to b's scan, so a scan without such a condition
 * (in its own conditions, or in the join that feeds it) reads every company's rows.
 */

/** The part of a plan node this audit reads. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Hash Cond'?: string;
  'Merge Cond'?: string;
  'Join Filter'?: string;
  Plans?: PlanNode[];
}

const SCANS = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Tid Scan',
  'Tid Range Scan',
  'Sample Scan',
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `condition` compares the scan's distribution column with `=` (or `= ANY`): qualified by the scan's
 * alias, or bare as PostgreSQL prints an index's own columns.
 */
function limitsCompany(condition: string, alias: string, column: string): boolean {
  const ref = `(?:${escape(alias)}\\.)?${column}`;
  const left = new RegExp(`(?:^|[\\s(])${ref}\\s*=`);
  const right = new RegExp(`=\\s*(?:ANY\\s*\\()?\\(?${escape(alias)}\\.${column}\\b`);
  return left.test(condition) || right.test(condition);
}

/** Conditions a Bitmap Heap Scan takes from its Bitmap Index Scans (under BitmapAnd / BitmapOr too). */
function bitmapConditions(node: PlanNode): string[] {
  return (node.Plans ?? []).flatMap((child) =>
    child['Node Type'].startsWith('Bitmap') && child['Node Type'] !== 'Bitmap Heap Scan'
      ? [child['Index Cond'] ?? '', ...bitmapConditions(child)]
      : [],
  );
}

/**
 * Every scan in `plan` of a table in `companyTables` that no condition limits to one company, as
 * "table (alias)"; `columnOf` names each table's distribution column.
 */
export function unfilteredScans(
  plan: PlanNode,
  companyTables: ReadonlySet<string>,
  columnOf: (table: string) => string,
): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode, joinConditions: string[]) => {
    const table = node['Relation Name'];
    if (table && SCANS.has(node['Node Type']) && companyTables.has(table)) {
      const alias = node.Alias ?? table;
      const conditions = [
        node['Index Cond'],
        node['Recheck Cond'],
        node.Filter,
        ...bitmapConditions(node),
        ...joinConditions,
      ].filter((c): c is string => !!c);
      if (!conditions.some((c) => limitsCompany(c, alias, columnOf(table))))
        found.push(`${table} (${alias})`);
    }
    const own = [node['Hash Cond'], node['Merge Cond'], node['Join Filter']].filter((c): c is string => !!c);
    for (const child of node.Plans ?? []) walk(child, [...joinConditions, ...own]);
  };
  walk(plan, []);
  return found;
}
