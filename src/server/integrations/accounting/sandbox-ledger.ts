import { and, eq, sql } from 'drizzle-orm';
import type { AccountingSettings } from '../../accounting-config';
import type { DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { sandboxLedgerRecords, sandboxLedgerRequests } from '../../db/schema';
import {
  ACCOUNTING_ERROR_CODES,
  AccountingAccessTokenRejected,
  AccountingReconnectRequired,
  AccountingServiceError,
  INVALID_GRANT,
  type AccountingCompany,
  type AccountingCustomer,
  type AccountingCustomerInput,
  type AccountingInvoice,
  type AccountingInvoiceInput,
  type AccountingRecord,
  type AccountingService,
} from './accounting-service';
import { grantProblem, issueSandboxTokens, realmOfGrant } from './sandbox-ledger-grants';
import type { SandboxLedgerEntity } from '../../../shared/states';

type Entity = SandboxLedgerEntity;
type LedgerRow = typeof sandboxLedgerRecords.$inferSelect;

interface InvoiceData extends AccountingInvoiceInput {
  totalCents: number;
  balanceCents: number;
}

export const SANDBOX_SERVICE_NAME = 'Sandbox Ledger';
export const SANDBOX_CONSENT_PATH = '/accounting/sandbox/consent';

const DUPLICATE_NAME = 'Duplicate Name Exists Error: The name supplied already exists.';
const STALE_OBJECT =
  'Stale Object Error: You and another user were working on the same thing. Please try again.';

function recordOf(row: LedgerRow): AccountingRecord {
  return { id: String(row.id), syncToken: String(row.syncToken) };
}

function customerOf(row: LedgerRow): AccountingCustomer {
  return { ...recordOf(row), displayName: row.name ?? '', active: row.active };
}

function invoiceOf(row: LedgerRow): AccountingInvoice {
  const data = row.data as InvoiceData;
  return {
    ...recordOf(row),
    docNumber: data.docNumber,
    totalCents: data.totalCents,
    balanceCents: data.balanceCents,
  };
}

function notFound(entity: Entity, id: string): AccountingServiceError {
  return new AccountingServiceError(
    `Object Not Found: ${entity} ${id} is not in the books.`,
    ACCOUNTING_ERROR_CODES.objectNotFound,
  );
}

/** A lookup's row as the port answers it, or null when there is none. */
async function found<T>(lookup: Promise<LedgerRow | null>, answer: (row: LedgerRow) => T): Promise<T | null> {
  const row = await lookup;
  return row && answer(row);
}

function ledgerId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** The books of one company in the portal's own database, with QuickBooks' rules. */
function sandboxCompany(db: DbOrTx, realmId: string): AccountingCompany {
  /** A record by id; `tx` locks it for the change that follows. */
  const byId = async (entity: Entity, id: string, tx?: Tx) => {
    const key = ledgerId(id);
    if (key === null) return null;
    const query = (tx ?? db)
      .select()
      .from(sandboxLedgerRecords)
      .where(
        and(
          eq(sandboxLedgerRecords.realmId, realmId),
          eq(sandboxLedgerRecords.entity, entity),
          eq(sandboxLedgerRecords.id, key),
        ),
      );
    const [row] = tx ? await query.for('update') : await query;
    return row ?? null;
  };
  const byName = async (entity: Entity, name: string) => {
    const [row] = await db
      .select()
      .from(sandboxLedgerRecords)
      .where(
        and(
          eq(sandboxLedgerRecords.realmId, realmId),
          eq(sandboxLedgerRecords.entity, entity),
          sql`lower(${sandboxLedgerRecords.name}) = lower(${name})`,
        ),
      )
      .orderBy(sandboxLedgerRecords.id)
      .limit(1);
    return row ?? null;
  };

  /** Runs a write once per request id: the same id again answers the first answer. */
  const once = <T>(requestId: string, write: (tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const claimed = await tx
        .insert(sandboxLedgerRequests)
        .values({ realmId, requestId, response: {} })
        .onConflictDoNothing()
        .returning({ requestId: sandboxLedgerRequests.requestId });
      if (claimed.length === 0) {
        const [stored] = await tx
          .select({ response: sandboxLedgerRequests.response })
          .from(sandboxLedgerRequests)
          .where(
            and(eq(sandboxLedgerRequests.realmId, realmId), eq(sandboxLedgerRequests.requestId, requestId)),
          );
        return stored?.response as T;
      }
      const result = await write(tx);
      await tx
        .update(sandboxLedgerRequests)
        .set({ response: result as object })
        .where(
          and(eq(sandboxLedgerRequests.realmId, realmId), eq(sandboxLedgerRequests.requestId, requestId)),
        );
      return result;
    });

  const insert = async (tx: Tx, entity: Entity, name: string | null, data: object): Promise<LedgerRow> => {
    try {
      const [row] = await tx.insert(sandboxLedgerRecords).values({ realmId, entity, name, data }).returning();
      if (!row) throw new AccountingServiceError(`The sandbox ledger could not add the ${entity}.`);
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'sandbox_ledger_names_unique')) {
        throw new AccountingServiceError(DUPLICATE_NAME, ACCOUNTING_ERROR_CODES.duplicateName);
      }
      throw error;
    }
  };

  /** A sparse update naming the version it read: refused with Stale Object when it is not current. */
  const update = async (
    tx: Tx,
    entity: Entity,
    record: AccountingRecord,
    change: { name?: string; active?: boolean; data: object },
  ): Promise<LedgerRow> => {
    const current = await byId(entity, record.id, tx);
    if (!current) throw notFound(entity, record.id);
    if (String(current.syncToken) !== record.syncToken) {
      throw new AccountingServiceError(STALE_OBJECT, ACCOUNTING_ERROR_CODES.staleObject);
    }
    try {
      const [row] = await tx
        .update(sandboxLedgerRecords)
        .set({ ...change, syncToken: current.syncToken + 1, updatedAt: sql`now()` })
        .where(eq(sandboxLedgerRecords.id, current.id))
        .returning();
      return row ?? current;
    } catch (error) {
      if (isUniqueViolation(error, 'sandbox_ledger_names_unique')) {
        throw new AccountingServiceError(DUPLICATE_NAME, ACCOUNTING_ERROR_CODES.duplicateName);
      }
      throw error;
    }
  };
  const invoiceData = (input: AccountingInvoiceInput, paidCents: number): InvoiceData => {
    const totalCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0);
    return { ...input, totalCents, balanceCents: Math.max(0, totalCents - paidCents) };
  };

  return {
    getCustomer: (id) => found(byId('Customer', id), customerOf),
    findCustomerByName: (displayName) => found(byName('Customer', displayName), customerOf),
    createCustomer: (input, requestId) =>
      once(requestId, async (tx) => customerOf(await insert(tx, 'Customer', input.displayName, input))),
    updateCustomer: (customer, input: AccountingCustomerInput, requestId) =>
      once(requestId, async (tx) =>
        customerOf(
          await update(tx, 'Customer', customer, { name: input.displayName, active: true, data: input }),
        ),
      ),
    findItemByName: (name) => found(byName('Item', name), recordOf),
    getItem: (id) => found(byId('Item', id), recordOf),
    createServiceItem: (name, requestId) =>
      once(requestId, async (tx) => recordOf(await insert(tx, 'Item', name, { type: 'Service' }))),
    getInvoice: (id) => found(byId('Invoice', id), invoiceOf),
    findInvoiceByDocNumber: (docNumber) => found(byName('Invoice', docNumber), invoiceOf),
    createInvoice: (input, requestId) =>
      once(requestId, async (tx) =>
        invoiceOf(await insert(tx, 'Invoice', input.docNumber, invoiceData(input, 0))),
      ),
    updateInvoice: (invoice, input, requestId) =>
      once(requestId, async (tx) => {
        const current = await byId('Invoice', invoice.id, tx);
        const before = current ? (current.data as InvoiceData) : null;
        const paidCents = before ? before.totalCents - before.balanceCents : 0;
        return invoiceOf(
          await update(tx, 'Invoice', invoice, {
            name: input.docNumber,
            data: invoiceData(input, paidCents),
          }),
        );
      }),
    createPayment: (input, requestId) =>
      once(requestId, async (tx) => {
        const invoice = await byId('Invoice', input.invoiceId, tx);
        if (!invoice) {
          throw notFound('Invoice', input.invoiceId);
        }
        const payment = await insert(tx, 'Payment', input.referenceNumber, input);
        // Applying a payment changes the invoice's balance, and with it its version, as in QuickBooks.
        const data = invoice.data as InvoiceData;
        await tx
          .update(sandboxLedgerRecords)
          .set({
            data: { ...data, balanceCents: Math.max(0, data.balanceCents - input.amountCents) },
            syncToken: invoice.syncToken + 1,
            updatedAt: sql`now()`,
          })
          .where(eq(sandboxLedgerRecords.id, invoice.id));
        return recordOf(payment);
      }),
  };
}

/**
 * The sandbox ledger: an accounting service inside the portal, so connecting, syncing and
 * disconnecting can be tried with no QuickBooks account. Its consent page is the portal's own.
 */
export function createSandboxLedger(
  db: DbOrTx,
  settings: Extract<AccountingSettings, { service: 'sandbox' }>,
  now: () => Date = () => new Date(),
): AccountingService {
  const secret = settings.signingSecret;
  return {
    kind: 'sandbox',
    serviceName: SANDBOX_SERVICE_NAME,
    environment: 'sandbox',
    clientId: 'sandbox-ledger',
    redirectUri: settings.redirectUri,
    // Relative, so the consent page is this portal's wherever it is served from.
    consentUrl: (state) => `${SANDBOX_CONSENT_PATH}?${new URLSearchParams({ state }).toString()}`,
    exchangeCode: async (code, realmId) => {
      const problem = grantProblem(secret, 'code', code, now(), realmId);
      if (problem) throw new AccountingServiceError(`${INVALID_GRANT}: ${problem}`, INVALID_GRANT);
      return issueSandboxTokens(secret, realmId, now());
    },
    refresh: async (refreshToken) => {
      const problem = grantProblem(secret, 'refresh', refreshToken, now());
      if (problem) throw new AccountingReconnectRequired(`${INVALID_GRANT}: ${problem}`);
      return issueSandboxTokens(secret, realmOfGrant(refreshToken), now());
    },
    revoke: async () => {},
    company: (realmId, accessToken) => {
      const books = sandboxCompany(db, realmId);
      // As the service's API does, every call checks the access token first: an expired one is refused.
      const authorized =
        <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
        (...args: A): Promise<R> =>
          grantProblem(secret, 'access', accessToken, now(), realmId)
            ? Promise.reject(new AccountingAccessTokenRejected('The access token is not valid.'))
            : call(...args);
      return {
        getCustomer: authorized(books.getCustomer),
        findCustomerByName: authorized(books.findCustomerByName),
        createCustomer: authorized(books.createCustomer),
        updateCustomer: authorized(books.updateCustomer),
        findItemByName: authorized(books.findItemByName),
        getItem: authorized(books.getItem),
        createServiceItem: authorized(books.createServiceItem),
        getInvoice: authorized(books.getInvoice),
        findInvoiceByDocNumber: authorized(books.findInvoiceByDocNumber),
        createInvoice: authorized(books.createInvoice),
        updateInvoice: authorized(books.updateInvoice),
        createPayment: authorized(books.createPayment),
      };
    },
  };
}
