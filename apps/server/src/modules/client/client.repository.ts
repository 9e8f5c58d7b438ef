import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import type { PageRead } from '../../lib/page-plan.js';
import { clientCounts, clients, type ClientRow, type NewClient } from '../../db/tables/client.table.js';

export interface ClientListFilter {
  companyId: string;
  salonId: string;
  q: string;
  status?: ClientRow['status'];
}

/** A client with its place in the list: created_at as PostgreSQL writes it (microseconds kept). */
export type ClientPageRow = ClientRow & { sortKey: string };

/** How a person is looked up: the exact (lower-cased) e-mail, or the phone's digits. */
export type PersonKey = { email: string } | { phoneDigits: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Name, e-mail, or (when the text looks like a phone) the phone's digits contain the text. */
function matchesText(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  // Phones are kept in E.164 (+584141234567): a search typed the national way (0414 123) drops its trunk 0.
  const digits = q.replace(/\D/g, '').replace(/^0/, '');
  const looksLikePhone = digits.length > 0 && /^[\d\s().+-]+$/.test(q);
  // The full name covers the first and the last name alone; each term has a trigram index (migration 0024).
  return or(
    ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
    ilike(clients.email, pattern),
    looksLikePhone ? sql`${clients.phoneDigits} like ${`%${digits}%`}` : undefined,
  );
}

const whereOf = (filter: ClientListFilter) =>
  and(
    eq(clients.companyId, filter.companyId),
    eq(clients.salonId, filter.salonId),
    filter.status ? eq(clients.status, filter.status) : undefined,
    matchesText(filter.q),
  );

const keyCondition = (key: PersonKey): SQL =>
  'email' in key ? eq(clients.email, key.email) : eq(clients.phoneDigits, key.phoneDigits);

export const clientRepository = {
  async insert(ex: Executor, values: NewClient): Promise<ClientRow> {
    const [row] = await ex.insert(clients).values(values).returning();
    return row!;
  },

  /** Scoped by company: another company's client is not found, like a missing one. */
  async findOwn(ex: Executor, id: string, companyId: string): Promise<ClientRow | undefined> {
    const [row] = await ex
      .select()
      .from(clients)
      .where(and(eq(clients.id, id), eq(clients.companyId, companyId)))
      .limit(1);
    return row;
  },

  async findOwnForUpdate(ex: Executor, id: string, companyId: string): Promise<ClientRow | undefined> {
    const [row] = await ex
      .select()
      .from(clients)
      .where(and(eq(clients.id, id), eq(clients.companyId, companyId)))
      .limit(1)
      .for('update');
    return row;
  },

  /**
   * One page, newest first, from the (company, salon[, status], created_at, id) index: after a cursor's
   * client by keyset, or by an offset from the nearer end of the list (issue 15). The page's ids are read
   * first, from the index alone, so an offset skips index entries rather than rows.
   */
  async findPage(ex: Executor, filter: ClientListFilter, read: PageRead): Promise<ClientPageRow[]> {
    const descending = !read.backward;
    const after = read.after
      ? sql`(${clients.createdAt}, ${clients.id}) ${sql.raw(descending ? '<' : '>')} (${read.after.key}::timestamptz, ${read.after.id}::uuid)`
      : undefined;
    const order = descending
      ? [desc(clients.createdAt), desc(clients.id)]
      : [asc(clients.createdAt), asc(clients.id)];
    const page = ex
      .select({ id: clients.id })
      .from(clients)
      .where(and(whereOf(filter), after))
      .orderBy(...order)
      .limit(read.limit)
      .offset(read.offset);
    return ex
      .select({ ...getTableColumns(clients), sortKey: sql<string>`${clients.createdAt}::text` })
      .from(clients)
      .where(inArray(clients.id, page))
      .orderBy(...order);
  },

  /**
   * The exact count: the salon's clients (of one status) from `client_counts`, kept by triggers; a text
   * search counts its matches.
   */
  async count(ex: Executor, filter: ClientListFilter): Promise<number> {
    if (filter.q) {
      const [row] = await ex.select({ n: count() }).from(clients).where(whereOf(filter));
      return row?.n ?? 0;
    }
    const [row] = await ex
      .select({ n: sum(clientCounts.count).mapWith(Number) })
      .from(clientCounts)
      .where(
        and(
          eq(clientCounts.companyId, filter.companyId),
          eq(clientCounts.salonId, filter.salonId),
          filter.status ? eq(clientCounts.status, filter.status) : undefined,
        ),
      );
    return row?.n ?? 0;
  },

  /** This salon's own row for the person, if it has one. */
  async findInSalon(ex: Executor, salonId: string, key: PersonKey): Promise<ClientRow | undefined> {
    const [row] = await ex
      .select()
      .from(clients)
      .where(and(eq(clients.salonId, salonId), keyCondition(key)))
      .orderBy(desc(clients.updatedAt))
      .limit(1);
    return row;
  },

  /**
   * The person in any salon of any company (the "already in our system" search). Callers pass on only who
   * the person is; the most recently updated copy is taken as the freshest spelling of their details.
   */
  async findAnywhere(ex: Executor, key: PersonKey): Promise<ClientRow | undefined> {
    const [row] = await ex
      .select()
      .from(clients)
      .where(keyCondition(key))
      .orderBy(desc(clients.updatedAt), desc(clients.id))
      .limit(1);
    return row;
  },

  async update(
    ex: Executor,
    id: string,
    companyId: string,
    patch: Partial<Omit<NewClient, 'id' | 'companyId' | 'salonId'>>,
  ): Promise<ClientRow> {
    const [row] = await ex
      .update(clients)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(clients.id, id), eq(clients.companyId, companyId)))
      .returning();
    return row!;
  },
};
