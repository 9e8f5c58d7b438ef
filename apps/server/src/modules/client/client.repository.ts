import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { clients, type ClientRow, type NewClient } from './client.table.js';

export interface ClientListFilter {
  companyId: string;
  salonId: string;
  q: string;
  status?: ClientRow['status'];
}

/** How a person is looked up: the exact (lower-cased) e-mail, or the phone's digits. */
export type PersonKey = { email: string } | { phoneDigits: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Name, e-mail, or (when the text looks like a phone) the phone's digits contain the text. */
function matchesText(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  const looksLikePhone = digits.length > 0 && /^[\d\s().+-]+$/.test(q);
  return or(
    ilike(clients.firstName, pattern),
    ilike(clients.lastName, pattern),
    ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
    ilike(clients.email, pattern),
    looksLikePhone ? sql`${clients.phoneDigits} like ${`%${digits}%`}` : undefined,
  );
}

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

  async findPage(
    ex: Executor,
    filter: ClientListFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ClientRow[]; total: number }> {
    const where = and(
      eq(clients.companyId, filter.companyId),
      eq(clients.salonId, filter.salonId),
      filter.status ? eq(clients.status, filter.status) : undefined,
      matchesText(filter.q),
    );
    const rows = await ex
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(page.limit)
      .offset(page.offset);
    const [totalRow] = await ex.select({ total: count() }).from(clients).where(where);
    return { rows, total: totalRow?.total ?? 0 };
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
