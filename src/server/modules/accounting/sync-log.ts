import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { SyncLogEntry, syncLogQuerySchema } from '../../../shared/contracts/accounting';
import { pageOffset, type PageResponse } from '../../../shared/contracts/common';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/sql';
import { accountingSyncLog, clients, invoices, users } from '../../db/schema';
import { userNameSql } from '../users';
import { matchCountSql, splitMatchCount } from '../../db/paging';

type SyncLogQuery = z.output<typeof syncLogQuerySchema>;

/** GET Accounting/GetSyncLog: attempts newest first, filtered by invoice, outcome or search text. */
export async function listSyncLog(db: DbOrTx, query: SyncLogQuery): Promise<PageResponse<SyncLogEntry>> {
  const conditions: (SQL | undefined)[] = [
    query.invoiceId === undefined ? undefined : eq(accountingSyncLog.invoiceId, query.invoiceId),
    query.outcome === undefined ? undefined : eq(accountingSyncLog.outcome, query.outcome),
    query.search
      ? or(ilikeContains(invoices.invoiceNumber, query.search), ilikeContains(clients.name, query.search))
      : undefined,
  ];
  const found = await db
    .select({
      id: accountingSyncLog.id,
      invoiceId: accountingSyncLog.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      clientName: clients.name,
      at: accountingSyncLog.at,
      byName: userNameSql,
      outcome: accountingSyncLog.outcome,
      detail: accountingSyncLog.detail,
      accountingInvoiceId: accountingSyncLog.accountingInvoiceId,
      totalCount: matchCountSql(),
    })
    .from(accountingSyncLog)
    .innerJoin(invoices, eq(invoices.id, accountingSyncLog.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(users, eq(users.id, accountingSyncLog.userId))
    .where(and(...conditions))
    .orderBy(desc(accountingSyncLog.at), desc(accountingSyncLog.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const { rows, totalCount } = splitMatchCount(found);
  return {
    message: 'OK',
    data: rows.map(({ at, ...row }) => ({ ...row, at: at.toISOString() })),
    totalCount,
  };
}
