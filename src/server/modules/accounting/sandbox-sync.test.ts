import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTING_NEEDS_RECONNECTION,
  ACCOUNTING_NOT_CONNECTED,
} from '../../../shared/contracts/accounting';
import { addDays } from '../../../shared/rules/calendar';
import {
  accountingConnections,
  accountingSyncLog,
  auditLog,
  clients,
  invoices,
  payments,
  sandboxLedgerRecords,
} from '../../db/schema';
import { SANDBOX_REALM_ID, issueSandboxCode } from '../../integrations/accounting/sandbox-ledger-grants';
import { connectSandbox, ledger, TEST_OAUTH_STATE } from '../../test/factories/accounting';
import { insertInvoice } from '../../test/factories/invoices';
import { caller } from '../../test/factories/payments';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { createAccountingService } from '../../integrations/accounting/accounting-services';
import { sealToken } from './token-cipher';
import { syncInvoice } from './sync-invoice';
import { syncPaidInvoices } from './sync-paid-invoices';
import { NEXT_REVISION } from '../invoices';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let researcher: ReturnType<typeof caller>;
let owner: ReturnType<typeof caller>;
const today = todayIn('America/Chicago');
const accounting = testConfig().accounting;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  admin = caller(t.app, await t.tokenFor({ userId: matrix.admin.id }));
  researcher = caller(t.app, await t.tokenFor({ userId: matrix.researcher.id }));
  owner = caller(t.app, await t.tokenFor({ userId: matrix.owner.id }));
});
afterAll(() => t.close());

let sequence = 0;
/** A client of its own (so ledger names never collide across tests) with one unpaid $150.00 invoice. */
async function billedClient(name = `Delta Farms ${(sequence += 1)}`) {
  const client = await insertClient(t.database.db, { name, contactEmail: 'owner@delta.test' });
  const invoice = await insertInvoice(t.database.db, {
    clientId: client.id,
    year: 2026,
    quarter: 1,
    feeAmountCents: 15_000,
    billingDate: addDays(today, -10),
    dueDate: addDays(today, 20),
  });
  return { client, invoice };
}

const sync = (invoiceId: number, who = admin) =>
  who('PUT', `/Invoice/UpdateOrCreateInvoice?invoiceId=${invoiceId}`);

async function invoiceRow(invoiceId: number) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new Error('no invoice');
  return row;
}

async function logOf(invoiceId: number) {
  const response = await researcher('GET', `/Accounting/GetSyncLog?invoiceId=${invoiceId}`);
  return response.json<{ data: { outcome: string; detail: string; byName: string | null }[] }>().data;
}

async function disconnect() {
  const status = await admin('GET', '/Accounting/GetConnection');
  if (status.json<{ data: { status: string } }>().data.status !== 'not_connected') {
    expect((await admin('POST', '/Disconnect')).statusCode).toBe(200);
  }
}

describe('connecting the sandbox ledger', () => {
  it('tells the Admin which service it is, and no one else', async () => {
    const config = await admin('GET', '/GetAccountingConfig');
    expect(config.json().data).toEqual({
      environment: 'sandbox',
      clientId: 'sandbox-ledger',
      redirectUri: accounting.redirectUri,
      service: 'sandbox',
      serviceName: 'Sandbox Ledger',
    });
    expect((await researcher('GET', '/GetAccountingConfig')).statusCode).toBe(403);
    expect((await owner('GET', '/GetAccountingConfig')).statusCode).toBe(403);
  });

  it('sends the Admin to the consent page with the state, and back to the callback with a code', async () => {
    const consent = await admin('GET', `/Accounting/GetConsentUrl?state=${TEST_OAUTH_STATE}`);
    expect(consent.json().data.url).toBe(`/accounting/sandbox/consent?state=${TEST_OAUTH_STATE}`);
    const short = await admin('GET', '/Accounting/GetConsentUrl?state=short');
    expect(short.statusCode).toBe(400);
    const authorized = await admin('POST', '/accounting/sandbox/Authorize', { state: TEST_OAUTH_STATE });
    const callback = new URL(authorized.json().data.callbackUrl, 'http://portal');
    expect(callback.pathname).toBe('/accounting/callback');
    expect(callback.searchParams.get('state')).toBe(TEST_OAUTH_STATE);
    expect(callback.searchParams.get('realmId')).toBe(SANDBOX_REALM_ID);
    expect(callback.searchParams.get('code')).toMatch(/^sbx-code\./);
  });

  it('keeps the tokens sealed and says who connected when', async () => {
    await connectSandbox(admin);
    const [row] = await t.database.db.select().from(accountingConnections);
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.accessToken).not.toContain('sbx-access');
    expect(row?.refreshToken).not.toContain('sbx-refresh');
    const status = await researcher('GET', '/Accounting/GetConnection');
    expect(status.json().data).toMatchObject({
      status: 'connected',
      realmId: SANDBOX_REALM_ID,
      serviceName: 'Sandbox Ledger',
      problem: null,
    });
    expect(status.json().data.connectedBy).toBeTruthy();
    expect((await owner('GET', '/Accounting/GetConnection')).statusCode).toBe(403);
  });

  it.each([
    ['a code the service did not issue', { code: 'sbx-code.x.1.y.z' }, 400, 'invalid_grant'],
    ['another environment', { environment: 'production' }, 400, 'sandbox environment'],
    ['no realmId', { realmId: '' }, 400, 'realmId is the company id'],
    ['no code', { code: '' }, 400, 'code is the authorization code'],
  ])('refuses %s and keeps the connection as it was', async (_case, change, status, message) => {
    await connectSandbox(admin);
    const [before] = await t.database.db.select().from(accountingConnections);
    const secret = accounting.service === 'sandbox' ? accounting.signingSecret : '';
    const body = {
      code: issueSandboxCode(secret),
      realmId: SANDBOX_REALM_ID,
      environment: 'sandbox',
      ...change,
    };
    const response = await admin('POST', '/ExchangeToken', body);
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(message);
    const [after] = await t.database.db.select().from(accountingConnections);
    expect(after).toEqual(before);
  });

  it('lets only the Admin connect and disconnect', async () => {
    const body = { code: 'x', realmId: SANDBOX_REALM_ID, environment: 'sandbox' };
    expect((await researcher('POST', '/ExchangeToken', body)).statusCode).toBe(403);
    expect((await researcher('POST', '/Disconnect')).statusCode).toBe(403);
    expect(
      (await researcher('POST', '/accounting/sandbox/Authorize', { state: TEST_OAUTH_STATE })).statusCode,
    ).toBe(403);
  });

  it('disconnects, then syncing is refused until an Admin connects again', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    const disconnected = await admin('POST', '/Disconnect');
    expect(disconnected.json()).toEqual({ message: 'Successfully disconnected' });
    const [row] = await t.database.db.select().from(accountingConnections);
    expect(row).toMatchObject({ status: 'disconnected', accessToken: '', refreshToken: '' });
    expect((await admin('GET', '/Accounting/GetConnection')).json().data.status).toBe('not_connected');
    expect((await admin('POST', '/Disconnect')).statusCode).toBe(409);
    const refused = await sync(invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNTING_NOT_CONNECTED);
    expect((await logOf(invoice.id))[0]).toMatchObject({
      outcome: 'failed',
      detail: ACCOUNTING_NOT_CONNECTED,
    });
    // Connecting again reads in the audit log as disconnected → connected.
    await connectSandbox(admin);
    const [reconnect] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting-connect'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(reconnect).toMatchObject({ before: { status: 'disconnected' }, after: { status: 'connected' } });
  });
});

describe('syncing invoices to the sandbox ledger', () => {
  it('creates the customer, the item and the invoice first, then updates and creates nothing', async () => {
    await connectSandbox(admin);
    const { client, invoice } = await billedClient();
    const first = await sync(invoice.id, researcher);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      invoiceId: invoice.id,
      action: 'created',
      paymentRecorded: false,
    });
    const booked = await invoiceRow(invoice.id);
    expect(booked.accountingInvoiceId).toBe(first.json().data.accountingInvoiceId);
    const [customer] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(customer?.accountingCustomerId).toBeTruthy();
    const books = (await ledger(t.database.db, 'Invoice')).filter(
      (row) => row.name === invoice.invoiceNumber,
    );
    expect(books).toHaveLength(1);
    expect(books[0]?.data).toMatchObject({
      totalCents: 15_000,
      balanceCents: 15_000,
      customerId: customer?.accountingCustomerId,
    });
    expect((await ledger(t.database.db, 'Item')).map((item) => item.name)).toEqual([
      'Groundwater pumpage fee',
    ]);

    const customersBefore = (await ledger(t.database.db, 'Customer')).length;
    const second = await sync(invoice.id);
    expect(second.json().data).toMatchObject({
      action: 'updated',
      accountingInvoiceId: booked.accountingInvoiceId,
    });
    expect((await ledger(t.database.db, 'Customer')).length).toBe(customersBefore);
    expect(
      (await ledger(t.database.db, 'Invoice')).filter((row) => row.name === invoice.invoiceNumber),
    ).toHaveLength(1);
    expect(Number((await invoiceRow(invoice.id)).accountingSyncToken)).toBeGreaterThan(
      Number(booked.accountingSyncToken),
    );
    expect((await logOf(invoice.id)).map((entry) => entry.outcome)).toEqual(['synced', 'synced']);
  });

  it('marks an invoice changed after its sync as out of date until it is synced again', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    const detail = async () =>
      (await admin('GET', `/GetInvoiceById?invoiceId=${invoice.id}`)).json().data.accountingOutOfDate;
    await sync(invoice.id);
    expect(await detail()).toBe(false);
    const adjusted = await admin('POST', `/AddAdjustment?invoiceId=${invoice.id}`, {
      reason: 'Meter re-read',
      value: -25,
    });
    expect(adjusted.statusCode).toBe(200);
    expect(await detail()).toBe(true);
    const list = await admin('POST', '/Invoice/GetAllInvoices', { invoiceIds: [invoice.id] });
    expect(list.json().data[0]).toMatchObject({ accountingOutOfDate: true });
    await sync(invoice.id);
    expect(await detail()).toBe(false);
    const [books] = (await ledger(t.database.db, 'Invoice')).filter(
      (row) => row.name === invoice.invoiceNumber,
    );
    expect(books?.data).toMatchObject({ totalCents: 12_500 });
  });

  it('leaves an invoice changed while it was being synced out of date', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    const service = createAccountingService(accounting, t.database.db);
    // An adjustment lands while the service is writing the invoice.
    const racing = {
      ...service,
      company: (realmId: string, accessToken: string) => {
        const books = service.company(realmId, accessToken);
        return {
          ...books,
          createInvoice: async (...args: Parameters<typeof books.createInvoice>) => {
            await t.database.db.update(invoices).set(NEXT_REVISION).where(eq(invoices.id, invoice.id));
            return books.createInvoice(...args);
          },
        };
      },
    };
    await syncInvoice(t.database.db, null, invoice.id, {
      ...sweepSettings(),
      access: { service: racing, tokenKey: accounting.tokenKey },
    });
    const list = await admin('POST', '/Invoice/GetAllInvoices', { invoiceIds: [invoice.id] });
    expect(list.json().data[0]).toMatchObject({ accountingOutOfDate: true });
  });

  it('re-reads an invoice edited in the books since (stale version) and updates it once', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await sync(invoice.id);
    const booked = await invoiceRow(invoice.id);
    await t.database.db
      .update(sandboxLedgerRecords)
      .set({ syncToken: 7 })
      .where(eq(sandboxLedgerRecords.id, Number(booked.accountingInvoiceId)));
    const again = await sync(invoice.id);
    expect(again.json().data.action).toBe('updated');
    expect((await invoiceRow(invoice.id)).accountingSyncToken).toBe('8');
  });

  it('books again an invoice deleted from the books', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await sync(invoice.id);
    const booked = await invoiceRow(invoice.id);
    await t.database.db
      .delete(sandboxLedgerRecords)
      .where(eq(sandboxLedgerRecords.id, Number(booked.accountingInvoiceId)));
    const again = await sync(invoice.id);
    expect(again.json().data.action).toBe('created');
    expect(again.json().data.accountingInvoiceId).not.toBe(booked.accountingInvoiceId);
  });

  it('gives a client whose name another client holds in the books a name of its own', async () => {
    await connectSandbox(admin);
    const name = `Twin Oaks ${(sequence += 1)}`;
    const first = await billedClient(name);
    const second = await billedClient(name);
    await sync(first.invoice.id);
    await sync(second.invoice.id);
    const names = (await ledger(t.database.db, 'Customer')).map((customer) => customer.name);
    expect(names).toContain(name);
    expect(names).toContain(`${name} (client ${second.client.id})`);
  });

  it('takes over a customer the books already had under the client’s name, reactivating it', async () => {
    await connectSandbox(admin);
    const name = `Bayou Rice ${(sequence += 1)}`;
    const [existing] = await t.database.db
      .insert(sandboxLedgerRecords)
      .values({
        realmId: SANDBOX_REALM_ID,
        entity: 'Customer',
        name,
        active: false,
        data: { displayName: name },
      })
      .returning();
    const { client, invoice } = await billedClient(name);
    await sync(invoice.id);
    const [linked] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(linked?.accountingCustomerId).toBe(String(existing?.id));
    const [reactivated] = await t.database.db
      .select()
      .from(sandboxLedgerRecords)
      .where(eq(sandboxLedgerRecords.id, existing?.id ?? 0));
    expect(reactivated?.active).toBe(true);
  });

  it('records a payment made in the portal in the books on its own, once', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await sync(invoice.id);
    const check = await admin('PUT', `/RecordPaymentByAdmin?invoiceId=${invoice.id}`, {
      checkNumber: '5521',
      amount: 150,
      dateReceived: today,
    });
    expect(check.statusCode).toBe(200);
    const list = await admin('POST', '/Invoice/GetAllInvoices', { invoiceIds: [invoice.id] });
    expect(list.json().data[0]).toMatchObject({ accountingOutOfDate: true });

    // What a running portal's sweep does every minute.
    expect(await syncPaidInvoices(t.database.db, sweepSettings())).toBeGreaterThanOrEqual(1);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment?.accountingPaymentId).toBeTruthy();
    const booked = await invoiceRow(invoice.id);
    const [books] = (await ledger(t.database.db, 'Invoice')).filter(
      (row) => row.id === Number(booked.accountingInvoiceId),
    );
    expect(books?.data).toMatchObject({ totalCents: 15_000, balanceCents: 0 });
    const bookedPayments = (await ledger(t.database.db, 'Payment')).filter((row) => row.name === '5521');
    expect(bookedPayments).toHaveLength(1);
    expect((await logOf(invoice.id))[0]).toMatchObject({ outcome: 'synced', byName: null });
    expect((await logOf(invoice.id))[0]?.detail).toContain('recorded payment');

    await syncPaidInvoices(t.database.db, sweepSettings());
    await sync(invoice.id);
    expect((await ledger(t.database.db, 'Payment')).filter((row) => row.name === '5521')).toHaveLength(1);
  });

  it('notes a payment refunded in the portal on the invoice in the books, and books only the one kept', async () => {
    await connectSandbox(admin);
    const { client, invoice } = await billedClient();
    await t.database.db.insert(payments).values({
      invoiceId: invoice.id,
      clientId: client.id,
      method: 'card',
      provider: 'sandbox',
      paymentIntentId: 'pi_sbxRefundedInBooks',
      amountCents: 15_465,
      receivedCents: 15_465,
      status: 'refunded',
      refundReason: 'The invoice had already been paid another way.',
      refundId: 're_sbxRefundedInBooks',
      refundedCents: 15_465,
      refundedAt: new Date(`${today}T18:00:00Z`),
    });
    const check = await admin('PUT', `/RecordPaymentByAdmin?invoiceId=${invoice.id}`, {
      checkNumber: '7731',
      amount: 150,
      dateReceived: today,
    });
    expect(check.statusCode, check.body).toBe(200);
    expect((await sync(invoice.id)).statusCode).toBe(200);
    const booked = await invoiceRow(invoice.id);
    const [books] = (await ledger(t.database.db, 'Invoice')).filter(
      (row) => row.id === Number(booked.accountingInvoiceId),
    );
    expect(books?.data).toMatchObject({
      totalCents: 15_000,
      balanceCents: 0,
      privateNote:
        'Refunded in the district portal, not applied to this invoice:\n' +
        `$154.65 card payment (pi_sbxRefundedInBooks, re_sbxRefundedInBooks), refunded ${today}: ` +
        'The invoice had already been paid another way.',
    });
    expect((await ledger(t.database.db, 'Payment')).filter((row) => row.name === '7731')).toHaveLength(1);
  });

  it('waits ten minutes before trying again, on its own, an invoice whose last attempt failed', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await sync(invoice.id);
    await admin('PUT', `/RecordPaymentByAdmin?invoiceId=${invoice.id}`, {
      checkNumber: '91',
      amount: 150,
      dateReceived: today,
    });
    await t.database.db.insert(accountingSyncLog).values({
      invoiceId: invoice.id,
      outcome: 'failed',
      detail: 'QuickBooks could not be reached',
      at: new Date(Date.now() - 5 * 60 * 1000),
    });
    const bookedPayment = async () =>
      (await logOf(invoice.id)).some((entry) => entry.detail.includes('recorded payment'));
    await syncPaidInvoices(t.database.db, sweepSettings());
    expect(await bookedPayment()).toBe(false);
    await t.database.db
      .update(accountingSyncLog)
      .set({ at: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(accountingSyncLog.invoiceId, invoice.id));
    await syncPaidInvoices(t.database.db, sweepSettings());
    expect(await bookedPayment()).toBe(true);
  });

  it('leaves a paid invoice never synced out of the books', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await admin('PUT', `/RecordPaymentByAdmin?invoiceId=${invoice.id}`, {
      checkNumber: '88',
      amount: 150,
      dateReceived: today,
    });
    await syncPaidInvoices(t.database.db, sweepSettings());
    expect((await invoiceRow(invoice.id)).accountingInvoiceId).toBeNull();
  });

  it('refreshes an expired access token and keeps the newest refresh token', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await t.database.db
      .update(accountingConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) });
    const [before] = await t.database.db.select().from(accountingConnections);
    expect((await sync(invoice.id)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(accountingConnections);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('asks for reconnection when the service no longer takes the refresh token', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await t.database.db.update(accountingConnections).set({
      accessTokenExpiresAt: new Date(Date.now() - 1000),
      refreshToken: sealToken(accounting.tokenKey, 'sbx-refresh.revoked.1.x.y'),
    });
    const refused = await sync(invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNTING_NEEDS_RECONNECTION);
    const status = (await admin('GET', '/Accounting/GetConnection')).json().data;
    expect(status).toMatchObject({ status: 'needs_reconnection' });
    expect(status.problem).toContain('invalid_grant');
    expect((await logOf(invoice.id))[0]?.detail).toContain(ACCOUNTING_NEEDS_RECONNECTION);
    // Reconnecting puts it right.
    await connectSandbox(admin);
    expect((await sync(invoice.id)).statusCode).toBe(200);
  });

  it('forgets the accounting ids when another company is connected, and keeps them for the same one', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient();
    await sync(invoice.id);
    await connectSandbox(admin);
    expect((await invoiceRow(invoice.id)).accountingInvoiceId).not.toBeNull();
    const otherCompany = '4620816365000000002';
    const secret = accounting.service === 'sandbox' ? accounting.signingSecret : '';
    const code = issueSandboxCode(secret, otherCompany);
    const exchanged = await admin('POST', '/ExchangeToken', {
      code,
      realmId: otherCompany,
      environment: 'sandbox',
    });
    expect(exchanged.statusCode).toBe(200);
    expect((await invoiceRow(invoice.id)).accountingInvoiceId).toBeNull();
    await connectSandbox(admin);
  });

  it('refuses staff a sync of an invoice that does not exist, and owners any sync', async () => {
    expect((await sync(2_000_000_000)).statusCode).toBe(404);
    const { invoice } = await billedClient();
    expect((await sync(invoice.id, owner)).statusCode).toBe(403);
  });

  it('lists the sync log newest first, filtered by outcome and search', async () => {
    await connectSandbox(admin);
    const { invoice } = await billedClient(`Log Search ${(sequence += 1)}`);
    await disconnect();
    await sync(invoice.id);
    await connectSandbox(admin);
    await sync(invoice.id);
    const all = await researcher(
      'GET',
      `/Accounting/GetSyncLog?search=${encodeURIComponent(invoice.invoiceNumber)}`,
    );
    expect(all.json().data.map((entry: { outcome: string }) => entry.outcome)).toEqual(['synced', 'failed']);
    expect(all.json().totalCount).toBe(2);
    const failed = await researcher('GET', `/Accounting/GetSyncLog?invoiceId=${invoice.id}&outcome=failed`);
    expect(failed.json().data).toHaveLength(1);
    expect(failed.json().data[0]).toMatchObject({ invoiceNumber: invoice.invoiceNumber, outcome: 'failed' });
    expect((await researcher('GET', '/Accounting/GetSyncLog?pageSize=7')).statusCode).toBe(400);
    expect((await owner('GET', '/Accounting/GetSyncLog')).statusCode).toBe(403);
    const logged = await t.database.db
      .select()
      .from(accountingSyncLog)
      .where(eq(accountingSyncLog.invoiceId, invoice.id));
    expect(logged).toHaveLength(2);
  });
});

function sweepSettings() {
  return {
    access: { service: createAccountingService(accounting, t.database.db), tokenKey: accounting.tokenKey },
    today,
    configuredItemId: null,
  };
}
