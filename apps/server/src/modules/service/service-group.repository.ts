import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import type { GroupWithCounts } from './service-group.mapper.js';
import { serviceGroups, services, type ServiceGroupRow } from '../../db/tables/service.table.js';
import { rowOfCompany } from '../../lib/same-company.js';

const liveOf = (companyId: string): SQL =>
  and(eq(serviceGroups.companyId, companyId), isNull(serviceGroups.deletedAt))!;

const withCounts = {
  group: serviceGroups,
  servicesCount: sql<number>`count(${services.id})::int`,
  activeServicesCount: sql<number>`(count(${services.id}) filter (where ${services.status} = 'active'))::int`,
};

export const serviceGroupRepository = {
  /** A salon's live groups with how many services each holds, by name. */
  // Grouped by the whole primary key (company_id, id), which lets the group's other columns be selected.
  listLiveBySalon(ex: Executor, salonId: string, companyId: string): Promise<GroupWithCounts[]> {
    return ex
      .select(withCounts)
      .from(serviceGroups)
      .leftJoin(
        services,
        and(eq(services.companyId, serviceGroups.companyId), eq(services.groupId, serviceGroups.id)),
      )
      .where(and(liveOf(companyId), eq(serviceGroups.salonId, salonId)))
      .groupBy(serviceGroups.companyId, serviceGroups.id)
      .orderBy(asc(sql`lower(${serviceGroups.name})`), asc(serviceGroups.id));
  },

  async findLiveWithCounts(
    ex: Executor,
    id: string,
    companyId: string,
  ): Promise<GroupWithCounts | undefined> {
    const [row] = await ex
      .select(withCounts)
      .from(serviceGroups)
      .leftJoin(
        services,
        and(eq(services.companyId, serviceGroups.companyId), eq(services.groupId, serviceGroups.id)),
      )
      .where(and(liveOf(companyId), eq(serviceGroups.id, id)))
      .groupBy(serviceGroups.companyId, serviceGroups.id);
    return row;
  },

  /**
   * A live group of the company. `lock` holds it until the transaction ends: 'update' while deleting it,
   * 'share' while a service is put in it, so a delete and a new active service cannot pass each other.
   */
  async findLive(
    ex: Executor,
    id: string,
    companyId: string,
    lock?: 'update' | 'share',
  ): Promise<ServiceGroupRow | undefined> {
    const query = ex
      .select()
      .from(serviceGroups)
      .where(and(liveOf(companyId), eq(serviceGroups.id, id)))
      .limit(1);
    const [row] = await (lock ? query.for(lock) : query);
    return row;
  },

  /** Any group of the company, deleted or not (an inactive service may keep a deleted group). */
  async findOwn(ex: Executor, id: string, companyId: string): Promise<ServiceGroupRow | undefined> {
    const [row] = await ex
      .select()
      .from(serviceGroups)
      .where(rowOfCompany(serviceGroups, id, companyId))
      .limit(1);
    return row;
  },

  /** Whether another live group of the salon has this name, ignoring case. */
  async isNameTaken(
    ex: Executor,
    salonId: string,
    companyId: string,
    name: string,
    exceptId?: string,
  ): Promise<boolean> {
    const [row] = await ex
      .select({ id: serviceGroups.id })
      .from(serviceGroups)
      .where(
        and(
          liveOf(companyId),
          eq(serviceGroups.salonId, salonId),
          eq(sql`lower(${serviceGroups.name})`, name.toLowerCase()),
          exceptId ? ne(serviceGroups.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(ex: Executor, values: typeof serviceGroups.$inferInsert): Promise<ServiceGroupRow> {
    const [row] = await ex.insert(serviceGroups).values(values).returning();
    return row!;
  },

  async rename(ex: Executor, id: string, companyId: string, name: string): Promise<ServiceGroupRow> {
    const [row] = await ex
      .update(serviceGroups)
      .set({ name })
      .where(rowOfCompany(serviceGroups, id, companyId))
      .returning();
    return row!;
  },

  async softDelete(ex: Executor, id: string, companyId: string): Promise<void> {
    await ex
      .update(serviceGroups)
      .set({ deletedAt: new Date() })
      .where(rowOfCompany(serviceGroups, id, companyId));
  },

  async countActiveServices(ex: Executor, groupId: string, companyId: string): Promise<number> {
    const [row] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(services)
      .where(
        and(eq(services.groupId, groupId), eq(services.companyId, companyId), eq(services.status, 'active')),
      );
    return row?.n ?? 0;
  },
};
