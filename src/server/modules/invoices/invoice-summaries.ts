import { isAccountingOutOfDate } from '../../../shared/rules/accounting-sync';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { InvoiceSortColumn, InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { centsToDollars } from '../../../shared/rules/billing';
import type { DbOrTx } from '../../db/client';
import { adjustments, clients, invoices } from '../../db/schema';
import { invoiceAmountsOn, noticeOf } from './invoice-view';
import { matchCountSql } from '../../db/paging';

/** The sum of an invoice's adjustments in cents, 0 without any. */
export const adjustmentsCentsSql = sql<number>`coalesce((select sum(${adjustments.valueCents})
  from ${adjustments} where ${adjustments.invoiceId} = ${invoices.id}), 0)::bigint`.mapWith(Number);

const SORT_COLUMNS: Record<InvoiceSortColumn, SQL | SQL[]> = {
  invoiceNumber: sql`${invoices.invoiceNumber}`,
  clientName: sql`${clients.name}`,
  period: [sql`${invoices.year}`, sql`${invoices.quarter}`],
  billingDate: sql`${invoices.billingDate}`,
  dueDate: sql`${invoices.dueDate}`,
  feeAmount: sql`${invoices.feeAmountCents}`,
};

export interface InvoiceOrder {
  sortBy: InvoiceSortColumn;
  sortDirection: 'asc' | 'desc';
}

/** ORDER BY for a sort column; ties in invoice-number order (unique), so pages never overlap. */
export function invoiceOrderBy({ sortBy, sortDirection }: InvoiceOrder): SQL[] {
  const direction = sortDirection === 'asc' ? asc : desc;
  const columns = SORT_COLUMNS[sortBy];
  return [...(Array.isArray(columns) ? columns : [columns]).map(direction), asc(invoices.invoiceNumber)];
}

/** How many invoices match, for a page past the last one (which has no row to carry the count). */
async function countInvoices(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(where);
  return row?.total ?? 0;
}

export interface SummaryQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
}

/** The columns a list row and what it owes today are made of. */
const SUMMARY_COLUMNS = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  title: invoices.title,
  clientId: invoices.clientId,
  year: invoices.year,
  quarter: invoices.quarter,
  billingDate: invoices.billingDate,
  dueDate: invoices.dueDate,
  feeAmountCents: invoices.feeAmountCents,
  lateFeeAmountCents: invoices.lateFeeAmountCents,
  hasPaid: invoices.hasPaid,
  paymentDate: invoices.paymentDate,
  isVisible: invoices.isVisible,
  hideLateFees: invoices.hideLateFees,
  accountingInvoiceId: invoices.accountingInvoiceId,
  revision: invoices.revision,
  accountingSyncedRevision: invoices.accountingSyncedRevision,
  rateCentsPerMillionGallons: invoices.rateCentsPerMillionGallons,
  dueDays: invoices.dueDays,
  lateFeeMilliPercent: invoices.lateFeeMilliPercent,
  lateFeePeriod: invoices.lateFeePeriod,
  lateFeeCapMilliPercent: invoices.lateFeeCapMilliPercent,
};

/** The lists' statement: each invoice whole, its client's name, its adjustments and the match count. */
export function invoiceSummariesQuery(db: DbOrTx, { where, orderBy, limit, offset }: SummaryQuery) {
  const query = db
    .select({
      invoice: SUMMARY_COLUMNS,
      clientName: clients.name,
      adjustmentsCents: adjustmentsCentsSql,
      totalCount: matchCountSql(),
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

/**
 * Invoices as the lists show them, with what each owes on `today` (late fee from its stored terms),
 * and how many match in all for paging.
 */
export async function selectInvoiceSummaries(
  db: DbOrTx,
  summaryQuery: SummaryQuery,
  today: string,
): Promise<{ rows: InvoiceSummary[]; totalCount: number }> {
  const { where, offset } = summaryQuery;
  const found = await invoiceSummariesQuery(db, summaryQuery);
  const rows = found.map(({ invoice, clientName, adjustmentsCents }) => {
    const { state, totals } = invoiceAmountsOn(invoice, [adjustmentsCents], today);
    return {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      title: invoice.title,
      clientId: invoice.clientId,
      clientName,
      year: invoice.year,
      quater: invoice.quarter,
      billingDate: invoice.billingDate,
      dueDate: invoice.dueDate,
      feeAmount: centsToDollars(invoice.feeAmountCents),
      lateFeeAmount: centsToDollars(state.lateFeeCents),
      totalAmount: centsToDollars(totals.totalCents),
      hasPaid: invoice.hasPaid,
      paymentDate: invoice.paymentDate?.toISOString() ?? null,
      isVisible: invoice.isVisible,
      accountingInvoiceId: invoice.accountingInvoiceId,
      accountingOutOfDate: isAccountingOutOfDate(invoice),
      lateFee: noticeOf(state),
    };
  });
  return { rows, totalCount: found[0]?.totalCount ?? (offset ? await countInvoices(db, where) : 0) };
}
