import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { INVOICE_NOT_FOUND } from '../../../shared/contracts/messages';
import { formatCents } from '../../../shared/format';
import { accountingCustomerName, invoiceBookLines } from '../../../shared/rules/accounting-sync';
import type { DbOrTx } from '../../db/client';
import { adjustments, clients, invoices, payments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import {
  ACCOUNTING_ERROR_CODES,
  AccountingServiceError,
  type AccountingCompany,
  type AccountingCustomerInput,
  type AccountingInvoice,
  type AccountingInvoiceInput,
  type AccountingRecord,
} from '../../integrations/accounting/accounting-service';
import type { InvoiceRecord } from '../auth/scope';
import { invoiceAmountsOn, invoiceLinesOf } from '../invoices';

/** The service item invoice lines are sold as, unless one is configured. */
export const PUMPAGE_ITEM_NAME = 'Groundwater pumpage fee';

type ClientRecord = typeof clients.$inferSelect;
type PaymentRecord = typeof payments.$inferSelect;

/** Whether the customer is another client's in the books: two clients are never one customer. */
export function customerOfAnotherClient(db: DbOrTx, clientId: number) {
  return async (customerId: string): Promise<boolean> => {
    const [other] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.accountingCustomerId, customerId), ne(clients.id, clientId)))
      .limit(1);
    return other !== undefined;
  };
}

/** An invoice as the books get it, read once before the service is called. */
export interface InvoiceForBooks {
  invoice: InvoiceRecord;
  client: ClientRecord;
  /** The invoice as of the sync: lines adding up to its total today (late fee frozen once paid). */
  input: Omit<AccountingInvoiceInput, 'customerId' | 'lines'> & {
    lines: ReturnType<typeof invoiceBookLines>;
  };
  /** The payment that paid it, while the books do not have it yet. */
  unbookedPayment: PaymentRecord | null;
}

export async function readInvoiceForBooks(
  db: DbOrTx,
  invoiceId: number,
  today: string,
): Promise<InvoiceForBooks> {
  const [row] = await db
    .select({ invoice: invoices, client: clients })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND);
  const { invoice, client } = row;
  const charges = await db
    .select({ reason: adjustments.reason, valueCents: adjustments.valueCents })
    .from(adjustments)
    .where(eq(adjustments.invoiceId, invoice.id))
    .orderBy(asc(adjustments.id));
  const { state } = invoiceAmountsOn(
    invoice,
    charges.map((charge) => charge.valueCents),
    today,
  );
  return {
    invoice,
    client,
    input: {
      docNumber: invoice.invoiceNumber,
      txnDate: invoice.billingDate,
      dueDate: invoice.dueDate,
      billEmail: firstEmail(client),
      privateNote: refundNote(await refundedPaymentsOf(db, invoice.id)),
      lines: invoiceBookLines({
        year: invoice.year,
        quarter: invoice.quarter,
        gallons: invoice.gallons,
        rateCentsPerMillionGallons: invoice.rateCentsPerMillionGallons,
        feeCents: invoice.feeAmountCents,
        rateLines: await invoiceLinesOf(db, invoice),
        adjustments: charges,
        lateFeeCents: state.lateFeeCents,
      }),
    },
    unbookedPayment: invoice.hasPaid ? await unbookedPaymentOf(db, invoice.id) : null,
  };
}

/**
 * The payment that paid the invoice, unless the books have it: the first that went through (a second
 * one is refunded, not booked), and none once any payment of the invoice is booked.
 */
async function unbookedPaymentOf(db: DbOrTx, invoiceId: number): Promise<PaymentRecord | null> {
  const [booked] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), isNotNull(payments.accountingPaymentId)));
  if (booked) return null;
  const [first] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(1);
  return first ?? null;
}

/** The invoice's payments whose money went back (or is going back), oldest first. */
function refundedPaymentsOf(db: DbOrTx, invoiceId: number): Promise<PaymentRecord[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, ['refunding', 'refunded'])))
    .orderBy(asc(payments.id));
}

/**
 * What the bookkeeper reads on the invoice in the books about refunds made in the portal: each
 * refunded payment never paid the invoice, so the books record no payment for it, only this note.
 */
export function refundNote(refunded: readonly PaymentRecord[]): string | null {
  if (refunded.length === 0) return null;
  const lines = refunded.map((payment) => {
    const amount = formatCents(payment.refundedCents ?? payment.receivedCents ?? payment.amountCents);
    const how = payment.method === 'card' ? 'card' : 'bank transfer';
    const when = payment.refundedAt
      ? `refunded ${payment.refundedAt.toISOString().slice(0, 10)}`
      : 'refund pending';
    const reference = [payment.paymentIntentId, payment.refundId].filter(Boolean).join(', ');
    return `${amount} ${how} payment (${reference}), ${when}: ${payment.refundReason ?? 'refunded'}`;
  });
  return ['Refunded in the district portal, not applied to this invoice:', ...lines].join('\n');
}

function firstEmail(client: ClientRecord): string | null {
  return [client.contactEmail, client.contactEmail2, client.contactEmail3].find((email) => email) ?? null;
}

function customerInput(client: ClientRecord, displayName: string): AccountingCustomerInput {
  const street = [client.address1, client.address2].filter(Boolean).join(', ');
  return {
    displayName,
    email: firstEmail(client),
    phone: client.contactPhone,
    billingAddress: { line1: street, city: client.city, state: client.state, postalCode: client.zipCode },
  };
}

/** Request ids are at most 50 characters; a short digest names what a write sends. */
function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 12);
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof AccountingServiceError && error.serviceCode === code;
}

/**
 * The client's customer in the books: the one stored, else the one with its display name (active or
 * not) unless another of our clients has it, else a new one. When the name is taken (by a vendor, an
 * employee, or another client of the same name) the client's number is added to it.
 */
export async function bookCustomer(
  company: AccountingCompany,
  client: ClientRecord,
  isAnotherClientsCustomer: (customerId: string) => Promise<boolean>,
): Promise<string> {
  const plain = accountingCustomerName(client.name, client.id);
  const distinct = accountingCustomerName(client.name, client.id, true);
  const stored = client.accountingCustomerId ? await company.getCustomer(client.accountingCustomerId) : null;
  if (stored?.active && (stored.displayName === plain || stored.displayName === distinct)) return stored.id;
  const reactivate = async (customer: AccountingRecord, displayName: string) =>
    (
      await company.updateCustomer(
        customer,
        customerInput(client, displayName),
        `cust-${client.id}-u${customer.syncToken}-${digest(displayName)}`,
      )
    ).id;
  if (stored) {
    try {
      return await reactivate(stored, plain);
    } catch (error) {
      if (!hasCode(error, ACCOUNTING_ERROR_CODES.duplicateName)) throw error;
      return reactivate(stored, distinct);
    }
  }
  for (const displayName of [plain, distinct]) {
    const named = await company.findCustomerByName(displayName);
    if (named && (await isAnotherClientsCustomer(named.id))) continue;
    if (named) return named.active ? named.id : reactivate(named, displayName);
    try {
      const created = await company.createCustomer(
        customerInput(client, displayName),
        `cust-${client.id}-c-${digest(displayName)}`,
      );
      return created.id;
    } catch (error) {
      if (!hasCode(error, ACCOUNTING_ERROR_CODES.duplicateName) || displayName === distinct) throw error;
    }
  }
  throw new AccountingServiceError('No display name could be given to the customer.');
}

/** The item lines are sold as: the configured one, else the one found or created by name. */
export async function bookItem(
  company: AccountingCompany,
  configuredItemId: string | null,
  knownItemId: string | null,
): Promise<string> {
  if (configuredItemId) {
    if (await company.getItem(configuredItemId)) return configuredItemId;
    throw new AccountingServiceError(
      `The configured item ${configuredItemId} (QUICKBOOKS_ITEM_ID) is not an item of the connected company.`,
    );
  }
  if (knownItemId && (await company.getItem(knownItemId))) return knownItemId;
  const found = await company.findItemByName(PUMPAGE_ITEM_NAME);
  return (found ?? (await company.createServiceItem(PUMPAGE_ITEM_NAME, 'item-pumpage-fee'))).id;
}

/**
 * The invoice in the books: updated when it is there (by the id stored, or by its number when an
 * earlier attempt created it but could not store the id), created otherwise. An update names the
 * version it last saw; when the books have a newer one it is read again and the update retried once.
 * Request ids carry the invoice's revision and the day, so a retry of the same write answers the
 * first result while a later change, or the late fee of a later day, is written.
 */
export async function bookInvoice(
  company: AccountingCompany,
  books: InvoiceForBooks,
  input: AccountingInvoiceInput,
  today: string,
): Promise<{ booked: AccountingInvoice; action: 'created' | 'updated' }> {
  const { invoice } = books;
  const key = `inv-${invoice.id}-r${invoice.revision}-${today.replaceAll('-', '')}`;
  const update = (record: AccountingRecord) =>
    company.updateInvoice(record, input, `${key}-t${record.syncToken}`);
  // A re-creation after the books lost the invoice names the lost id: its request is a new one.
  const create = (lostId = '') => company.createInvoice(input, `${key}-c${lostId}`);
  const known: AccountingRecord | null = invoice.accountingInvoiceId
    ? { id: invoice.accountingInvoiceId, syncToken: invoice.accountingSyncToken ?? '0' }
    : await company.findInvoiceByDocNumber(input.docNumber);
  if (!known) return { booked: await create(), action: 'created' };
  try {
    return { booked: await update(known), action: 'updated' };
  } catch (error) {
    if (
      !hasCode(error, ACCOUNTING_ERROR_CODES.staleObject) &&
      !hasCode(error, ACCOUNTING_ERROR_CODES.objectNotFound)
    ) {
      throw error;
    }
  }
  const current = await company.getInvoice(known.id);
  // Deleted from the books since: it is booked anew.
  if (!current) return { booked: await create(known.id), action: 'created' };
  return { booked: await update(current), action: 'updated' };
}
