import { z } from 'zod';
import { centsToDollars, nearestCents } from '../../../shared/rules/billing';
import type {
  AccountingCustomer,
  AccountingCustomerInput,
  AccountingInvoice,
  AccountingInvoiceInput,
  AccountingPaymentInput,
  AccountingRecord,
} from './accounting-service';

/*
 * The few QuickBooks Accounting API shapes the adapter sends and reads. Answers carry many more
 * fields; the schemas keep only these, and an answer without them fails loudly instead of syncing
 * half a record.
 */

const recordShape = { Id: z.string(), SyncToken: z.string() };

export const customerSchema = z.object({
  ...recordShape,
  DisplayName: z.string(),
  Active: z.boolean().optional(),
});
export const itemSchema = z.object({ ...recordShape, Name: z.string() });
export const accountSchema = z.object({ Id: z.string(), AccountType: z.string().optional() });
export const invoiceSchema = z.object({
  ...recordShape,
  DocNumber: z.string().optional(),
  TotalAmt: z.number(),
  Balance: z.number(),
});
export const paymentSchema = z.object(recordShape);

/** `{ Customer: {...} }`: what a read by id, a create and an update answer. */
export function single<T>(entity: string, schema: z.ZodType<T>): z.ZodType<T> {
  // The key is only known at run time; zod has checked it is there before the cast.
  return z.object({ [entity]: schema }).transform((answer) => answer[entity] as T);
}

/** `{ QueryResponse: { Customer: [...] } }`, or `{ QueryResponse: {} }` when nothing matched. */
export function many<T>(entity: string, schema: z.ZodType<T>): z.ZodType<T[]> {
  return z
    .object({ QueryResponse: z.object({ [entity]: z.array(schema).optional() }) })
    .transform((answer) => (answer.QueryResponse[entity] ?? []) as T[]);
}

/** A string literal of QuickBooks' query language: quotes and backslashes escaped with a backslash. */
export function queryLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Exact for whole cents: 12345 is 123.45, which JSON writes as 123.45. */
export function dollarsOf(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  return centsToDollars(cents);
}

/** QuickBooks' dollars back to cents, to the nearest cent. */
export const centsOf = nearestCents;

/** QuickBooks counts at most 21 characters in a payment's reference number. */
export const PAYMENT_REFERENCE_LENGTH = 21;

export function recordOf(record: z.infer<typeof paymentSchema>): AccountingRecord {
  return { id: record.Id, syncToken: record.SyncToken };
}

export function customerOf(customer: z.infer<typeof customerSchema>): AccountingCustomer {
  return {
    id: customer.Id,
    syncToken: customer.SyncToken,
    displayName: customer.DisplayName,
    active: customer.Active ?? true,
  };
}

export function invoiceOf(invoice: z.infer<typeof invoiceSchema>): AccountingInvoice {
  return {
    id: invoice.Id,
    syncToken: invoice.SyncToken,
    docNumber: invoice.DocNumber ?? '',
    totalCents: centsOf(invoice.TotalAmt),
    balanceCents: centsOf(invoice.Balance),
  };
}

/** The fields we own. Null ones are left out: a sparse update keeps what it is not sent. */
export function customerFields(input: AccountingCustomerInput) {
  const address = input.billingAddress;
  return {
    DisplayName: input.displayName,
    ...(input.email ? { PrimaryEmailAddr: { Address: input.email } } : {}),
    ...(input.phone ? { PrimaryPhone: { FreeFormNumber: input.phone } } : {}),
    ...(address
      ? {
          BillAddr: {
            Line1: address.line1,
            City: address.city ?? undefined,
            CountrySubDivisionCode: address.state ?? undefined,
            PostalCode: address.postalCode ?? undefined,
          },
        }
      : {}),
  };
}

/** Every line as a sales line of its item; the amount alone, since QuickBooks needs no quantity. */
export function invoiceFields(input: AccountingInvoiceInput) {
  return {
    DocNumber: input.docNumber,
    TxnDate: input.txnDate,
    DueDate: input.dueDate,
    CustomerRef: { value: input.customerId },
    Line: input.lines.map((line) => ({
      DetailType: 'SalesItemLineDetail',
      Amount: dollarsOf(line.amountCents),
      Description: line.description,
      SalesItemLineDetail: { ItemRef: { value: line.itemId } },
    })),
    ...(input.billEmail ? { BillEmail: { Address: input.billEmail } } : {}),
    ...(input.privateNote ? { PrivateNote: truncate(input.privateNote, PRIVATE_NOTE_LENGTH) } : {}),
  };
}

/** QuickBooks' limit on a transaction's private note. */
const PRIVATE_NOTE_LENGTH = 4000;

/** At most `length` UTF-16 units, as QuickBooks counts, without cutting a surrogate pair in half. */
function truncate(text: string, length: number): string {
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function paymentFields(input: AccountingPaymentInput) {
  const amount = dollarsOf(input.amountCents);
  const reference = input.referenceNumber
    ? truncate(input.referenceNumber, PAYMENT_REFERENCE_LENGTH)
    : undefined;
  return {
    CustomerRef: { value: input.customerId },
    TotalAmt: amount,
    TxnDate: input.txnDate,
    PaymentRefNum: reference,
    PrivateNote: input.note,
    Line: [{ Amount: amount, LinkedTxn: [{ TxnId: input.invoiceId, TxnType: 'Invoice' }] }],
  };
}
