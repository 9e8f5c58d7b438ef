import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import {
  adminAuditLog,
  adminSessions,
  platformAdmins,
  type AdminAuditRow,
  type PlatformAdminRow,
} from '../../db/tables/admin.table.js';

export interface ActiveAdminSession {
  sessionId: string;
  lastUsedAt: Date;
  admin: PlatformAdminRow;
}

export interface AuditEntry extends AdminAuditRow {
  admin: Pick<PlatformAdminRow, 'id' | 'email' | 'name'> | null;
}

/** Administrators, their sessions and their audit log. */
export const adminRepository = {
  findByEmail: async (ex: Executor, email: string) =>
    (await ex.select().from(platformAdmins).where(eq(platformAdmins.email, email)).limit(1))[0],

  findById: async (ex: Executor, id: string) =>
    (await ex.select().from(platformAdmins).where(eq(platformAdmins.id, id)).limit(1))[0],

  async insert(ex: Executor, values: typeof platformAdmins.$inferInsert): Promise<PlatformAdminRow> {
    const [row] = await ex.insert(platformAdmins).values(values).returning();
    return row!;
  },

  async setPasswordHash(ex: Executor, id: string, passwordHash: string): Promise<void> {
    await ex.update(platformAdmins).set({ passwordHash }).where(eq(platformAdmins.id, id));
  },

  async markLogin(ex: Executor, id: string, at: Date): Promise<PlatformAdminRow> {
    const [row] = await ex
      .update(platformAdmins)
      .set({ lastLoginAt: at })
      .where(eq(platformAdmins.id, id))
      .returning();
    return row!;
  },

  async insertSession(ex: Executor, values: typeof adminSessions.$inferInsert): Promise<void> {
    await ex.insert(adminSessions).values(values);
  },

  /** A session that is not revoked and was used after `idleCutoff`, with its administrator. */
  async findActiveSession(
    ex: Executor,
    tokenHash: string,
    idleCutoff: Date,
  ): Promise<ActiveAdminSession | undefined> {
    const [row] = await ex
      .select({ sessionId: adminSessions.id, lastUsedAt: adminSessions.lastUsedAt, admin: platformAdmins })
      .from(adminSessions)
      .innerJoin(platformAdmins, eq(platformAdmins.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, tokenHash),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.lastUsedAt, idleCutoff),
        ),
      )
      .limit(1);
    return row;
  },

  async touchSession(ex: Executor, sessionId: string): Promise<void> {
    await ex.update(adminSessions).set({ lastUsedAt: new Date() }).where(eq(adminSessions.id, sessionId));
  },

  async revokeSession(ex: Executor, sessionId: string): Promise<void> {
    await ex.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, sessionId));
  },

  async revokeSessionsOf(ex: Executor, adminId: string): Promise<void> {
    await ex
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
  },

  async insertAudit(ex: Executor, values: typeof adminAuditLog.$inferInsert): Promise<void> {
    await ex.insert(adminAuditLog).values(values);
  },

  /** Newest first. */
  async listAudit(ex: Executor, page: { page: number; limit: number }) {
    const rows = await ex
      .select({
        entry: adminAuditLog,
        adminId: platformAdmins.id,
        adminEmail: platformAdmins.email,
        adminName: platformAdmins.name,
      })
      .from(adminAuditLog)
      .leftJoin(platformAdmins, eq(platformAdmins.id, adminAuditLog.adminId))
      .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit);
    const [total] = await ex.select({ total: count() }).from(adminAuditLog);
    const entries: AuditEntry[] = rows.map((row) => ({
      ...row.entry,
      admin: row.adminId ? { id: row.adminId, email: row.adminEmail!, name: row.adminName! } : null,
    }));
    return { entries, total: total?.total ?? 0 };
  },
};
