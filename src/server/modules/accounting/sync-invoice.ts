import { eq, sql } from 'drizzle-orm';
import type { InvoiceSyncResult } from '../../../shared/contracts/accounting';
import type { DbOrTx } from '../../db/client';
import { accountingConnections, accountingSyncLog, clients, invoices, payments } from '../../db/schema';
import { AppError } from '../../errors';
import {
  AccountingReconnectRequired,
  type AccountingCompany,
} from '../../integrations/accounting/accounting-service';
import { withCompany, type AccountingAccess, type ConnectionRow } from './accounting-connection';
import {
  bookCustomer,
  bookInvoice,
  bookItem,
  customerOfAnotherClient,
  readInvoiceForBooks,
  type InvoiceForBooks,
} from './book-invoice';
import type { AccountingSyncOutcome } from '../../../shared/states';

export interface SyncSettings {
  access: AccountingAccess;
  /** The district's date: the late fee is booked as of it. */
  today: string;
  /** The item configured for invoice lines (QUICKBOOKS_ITEM_ID); null: found or created by name. */
  configuredItemId: string | null;
  /** Told of every attempt once it is in the sync log (the metrics count them). */
  observe?: (outcome: AccountingSyncOutcome, trigger: 'staff' | 'portal') => void;
}

export const SYNCED_MESSAGE = 'Invoice synced';
const UNEXPECTED_FAILURE = 'The sync failed unexpectedly; the server log has the details.';

interface Booked {
  result: InvoiceSyncResult;
  customerId: string;
  itemId: string;
  syncToken: string;
  paymentId: string | null;
}

async function bookAll(
  db: DbOrTx,
  company: AccountingCompany,
  connection: ConnectionRow,
  books: InvoiceForBooks,
  settings: SyncSettings,
): Promise<Booked> {
  const customerId = await bookCustomer(company, books.client, customerOfAnotherClient(db, books.client.id));
  const itemId = await bookItem(company, settings.configuredItemId, connection.itemId);
  const input = {
    ...books.input,
    customerId,
    lines: books.input.lines.map((line) => ({ ...line, itemId })),
  };
  const invoiceBooked = await bookInvoice(company, books, input, settings.today);
  const { action } = invoiceBooked;
  let { booked } = invoiceBooked;
  let paymentId: string | null = null;
  const payment = books.unbookedPayment;
  if (payment && booked.balanceCents > 0) {
    const recorded = await company.createPayment(
      {
        customerId,
        invoiceId: booked.id,
        amountCents: Math.min(payment.invoiceTotalCents || payment.amountCents, booked.balanceCents),
        txnDate: payment.receivedOn ?? payment.updatedAt.toISOString().slice(0, 10),
        referenceNumber: payment.checkNumber ?? payment.paymentIntentId,
        note: `Paid in the district portal (${payment.method === 'check' ? 'check' : payment.method === 'card' ? 'card' : 'bank transfer'}).`,
      },
      `pay-${payment.id}`,
    );
    paymentId = recorded.id;
    // Applying the payment gave the invoice a new version in the books.
    booked = (await company.getInvoice(booked.id)) ?? booked;
  }
  return {
    result: {
      invoiceId: books.invoice.id,
      accountingInvoiceId: booked.id,
      action,
      paymentRecorded: paymentId !== null,
    },
    customerId,
    itemId,
    syncToken: booked.syncToken,
    paymentId,
  };
}

function detailOf(booked: Booked): string {
  const verb = booked.result.action === 'created' ? 'Created' : 'Updated';
  const payment = booked.paymentId ? `, recorded payment ${booked.paymentId}` : '';
  return `${verb} invoice ${booked.result.accountingInvoiceId} for customer ${booked.customerId}${payment}`;
}

function failureOf(error: unknown): string {
  if (error instanceof AccountingReconnectRequired) return `${error.message} (${error.serviceMessage})`;
  return error instanceof AppError ? error.message : UNEXPECTED_FAILURE;
}

/**
 * PUT Invoice/UpdateOrCreateInvoice: the client's customer, then the invoice as it stands today, then
 * its payment once paid, into the connected books. The revision read first is the one marked synced,
 * so a change made while the service was being called leaves the invoice out of date. Every attempt
 * is logged with what it did or the service's own error text; `actorUserId` null is the portal
 * syncing on its own after a payment.
 */
export async function syncInvoice(
  db: DbOrTx,
  actorUserId: number | null,
  invoiceId: number,
  settings: SyncSettings,
): Promise<{ message: string; data: InvoiceSyncResult }> {
  const books = await readInvoiceForBooks(db, invoiceId, settings.today);
  let booked: Booked;
  try {
    booked = await withCompany(db, settings.access, (company, connection) =>
      bookAll(db, company, connection, books, settings),
    );
  } catch (error) {
    await db.insert(accountingSyncLog).values({
      invoiceId,
      userId: actorUserId,
      outcome: 'failed',
      detail: failureOf(error).slice(0, 1000),
      accountingInvoiceId: books.invoice.accountingInvoiceId,
    });
    settings.observe?.('failed', actorUserId === null ? 'portal' : 'staff');
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({
        accountingInvoiceId: booked.result.accountingInvoiceId,
        accountingSyncToken: booked.syncToken,
        accountingSyncedRevision: sql`greatest(coalesce(${invoices.accountingSyncedRevision}, 0), ${books.invoice.revision})`,
        accountingSyncedAt: sql`now()`,
      })
      .where(eq(invoices.id, invoiceId));
    await tx
      .update(clients)
      .set({ accountingCustomerId: booked.customerId })
      .where(eq(clients.id, books.client.id));
    await tx.update(accountingConnections).set({ itemId: booked.itemId });
    if (booked.paymentId && books.unbookedPayment) {
      await tx
        .update(payments)
        .set({ accountingPaymentId: booked.paymentId })
        .where(eq(payments.id, books.unbookedPayment.id));
    }
    await tx.insert(accountingSyncLog).values({
      invoiceId,
      userId: actorUserId,
      outcome: 'synced',
      detail: detailOf(booked),
      accountingInvoiceId: booked.result.accountingInvoiceId,
    });
  });
  settings.observe?.('synced', actorUserId === null ? 'portal' : 'staff');
  return { message: SYNCED_MESSAGE, data: booked.result };
}
