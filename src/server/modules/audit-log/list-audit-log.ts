import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, AuditLogPage, auditLogQuerySchema } from '../../../shared/contracts/audit-log';
import { pageOffset } from '../../../shared/contracts/common';
import { addDays } from '../../../shared/rules/calendar';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { matchCountSql, splitMatchCount } from '../../db/paging';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** The instant a district day begins. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::timestamp at time zone ${timeZone})`;

/** Audit entries newest first, with who made each; `limit` and `offset` page them. */
async function selectAuditEntries(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; totalCount: number }> {
  const found = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorName: sql<string | null>`case when ${users.id} is null then null
        else ${users.firstName} || ' ' || ${users.lastName} || ' (' || ${users.email} || ')' end`,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      totalCount: matchCountSql(),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const { rows, totalCount } = splitMatchCount(found);
  return { entries: rows.map(({ at, ...entry }) => ({ ...entry, at: at.toISOString() })), totalCount };
}

/** GET GetAuditLog (Admin): a page of every audited change, filtered by entity, record, user and day. */
export async function listAuditLog(
  db: DbOrTx,
  query: AuditLogQuery,
  timeZone: string,
): Promise<AuditLogPage> {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.userId ? eq(auditLog.actorUserId, query.userId) : undefined,
    query.from ? gte(auditLog.at, startOfDay(query.from, timeZone)) : undefined,
    query.to ? lt(auditLog.at, startOfDay(addDays(query.to, 1), timeZone)) : undefined,
  );
  const { entries, totalCount } = await selectAuditEntries(db, where, {
    limit: query.pageSize,
    offset: pageOffset(query.page, query.pageSize),
  });
  return { message: 'OK', data: entries, totalCount };
}

/** The most history entries one invoice's page shows. */
const INVOICE_HISTORY_LIMIT = 500;

/** GET GetInvoiceHistory (staff): the changes made to one invoice, newest first. */
export async function invoiceHistory(
  db: DbOrTx,
  invoiceId: number,
): Promise<{ message: string; data: AuditEntry[] }> {
  const where = and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoiceId)));
  const { entries } = await selectAuditEntries(db, where, { limit: INVOICE_HISTORY_LIMIT, offset: 0 });
  return { message: 'OK', data: entries };
}
