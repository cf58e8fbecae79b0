import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CLIENT_NOT_FOUND, INVOICE_NOT_FOUND, WELL_NOT_FOUND } from '../../../shared/contracts/messages';
import { isClientScoped } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
import { clients, invoices, wells } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from './caller';

/*
 * Who may see what, in one place. Staff see every client's records; a caller below staff level sees
 * the records of their own clients only, and one with no client sees nothing. A record the caller
 * may not see is refused exactly like a missing one (404 with the same message), so ids cannot be
 * probed. A well without a client is staff's alone. An invoice is its client's once staff have made
 * it visible.
 */

export type WellRecord = typeof wells.$inferSelect;
export type ClientRecord = typeof clients.$inferSelect;

/** The condition limiting a query on client-owned rows to the caller's clients; undefined for staff. */
export function scopeToCaller(caller: Caller, clientIdColumn: PgColumn): SQL | undefined {
  if (!isClientScoped(caller.accessLevel)) return undefined;
  if (caller.clientIds.length === 0) return sql`false`;
  return inArray(clientIdColumn, caller.clientIds);
}

/** Whether the caller may see records of this client (null: a record without a client). */
export function canSeeClient(caller: Caller, clientId: number | null): boolean {
  if (!isClientScoped(caller.accessLevel)) return true;
  return clientId !== null && caller.clientIds.includes(clientId);
}

/** Refuses, as not found, a client id the caller may not see, before any query. */
export function assertCanSeeClient(
  caller: Caller,
  clientId: number | null,
  notFoundMessage = CLIENT_NOT_FOUND,
): void {
  if (!canSeeClient(caller, clientId)) throw new NotFoundError(notFoundMessage);
}

/** The client with this id if the caller may see it, else 404. */
export async function findVisibleClient(db: DbOrTx, caller: Caller, clientId: number): Promise<ClientRecord> {
  assertCanSeeClient(caller, clientId);
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
  return client;
}

/**
 * The well with this id if the caller may see it, else 404. `lock` locks the row for the
 * transaction `db` is, for a read-then-change.
 */
export async function findVisibleWell(
  db: DbOrTx,
  caller: Caller,
  wellId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<WellRecord> {
  const query = db.select().from(wells).where(eq(wells.id, wellId));
  const [well] = lock ? await query.for('update') : await query;
  if (!well || !canSeeClient(caller, well.clientId)) throw new NotFoundError(WELL_NOT_FOUND);
  return well;
}

/**
 * A common table expression `visible_well` holding the well if the caller may see it, else no row,
 * for statements that check the scope without a round trip of their own: an empty answer means a
 * missing or another client's well (404 either way).
 */
export function visibleWellCte(caller: Caller, wellId: number): SQL {
  const where = and(eq(wells.id, wellId), scopeToCaller(caller, wells.clientId));
  return sql`visible_well as (select ${wells.id} as id from ${wells} where ${where})`;
}

export type InvoiceRecord = typeof invoices.$inferSelect;

/**
 * The invoices a caller may list, with the call's own conditions: staff every invoice, a client's
 * people only their own client's visible invoices (the rule findVisibleInvoice applies to one).
 */
export function visibleInvoices(caller: Caller, ...conditions: (SQL | undefined)[]): SQL | undefined {
  const visibleOnly = isClientScoped(caller.accessLevel) ? eq(invoices.isVisible, true) : undefined;
  return and(scopeToCaller(caller, invoices.clientId), visibleOnly, ...conditions);
}

/**
 * The invoice with this id if the caller may see it, else 404: staff see every invoice, a client's
 * people only their own client's visible ones. `clientId`, when the call names one, must be the
 * invoice's client. `lock` locks the row for the transaction `db` is, for a read-then-change.
 */
export async function findVisibleInvoice(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  { clientId, lock = false }: { clientId?: number; lock?: boolean } = {},
): Promise<InvoiceRecord> {
  const query = db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [invoice] = lock ? await query.for('update') : await query;
  return visibleInvoiceOr404(caller, invoice, clientId);
}

/**
 * The invoice a statement found, if the caller may see it (findVisibleInvoice's rule), else 404:
 * for reads that fetch the invoice together with more than its row.
 */
export function visibleInvoiceOr404<Invoice extends Pick<InvoiceRecord, 'clientId' | 'isVisible'>>(
  caller: Caller,
  invoice: Invoice | undefined,
  clientId?: number,
): Invoice {
  const visible =
    invoice !== undefined &&
    (clientId === undefined || invoice.clientId === clientId) &&
    canSeeClient(caller, invoice.clientId) &&
    (invoice.isVisible || !isClientScoped(caller.accessLevel));
  if (!visible) throw new NotFoundError(INVOICE_NOT_FOUND);
  return invoice;
}
