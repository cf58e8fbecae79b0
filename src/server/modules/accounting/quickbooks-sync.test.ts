import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTING_NEEDS_RECONNECTION } from '../../../shared/contracts/accounting';
import { addDays } from '../../../shared/rules/calendar';
import type { AccountingSettings } from '../../accounting-config';
import { clients, invoices, payments } from '../../db/schema';
import { createQuickBooksService } from '../../integrations/accounting/quickbooks-service';
import { caller } from '../../test/factories/payments';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { insertInvoice } from '../../test/factories/invoices';
import {
  pointIntuitOAuthAt,
  resetQuickBooksEndpoints,
  startFakeQuickBooks,
  type FakeQuickBooks,
} from '../../test/fake-quickbooks';
import { createTestApp, TEST_ACCOUNTING_TOKEN_KEY, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { syncPaidInvoices } from './sync-paid-invoices';

/*
 * The whole sync through the API with QuickBooks Online as the service, a local fake speaking its
 * HTTP (OAuth token and revoke endpoints, Accounting API) in its place.
 */

let fake: FakeQuickBooks;
let t: TestApp;
let admin: ReturnType<typeof caller>;
let settings: Extract<AccountingSettings, { service: 'quickbooks' }>;
const today = todayIn('America/Chicago');
const instantClock = { now: () => Date.now(), sleep: async () => {} };

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  pointIntuitOAuthAt(fake);
  settings = {
    service: 'quickbooks',
    ...fake.client,
    environment: 'sandbox',
    redirectUri: 'http://localhost:3000/accounting/callback',
    apiBaseUrl: fake.apiBaseUrl,
    itemId: null,
    tokenKey: TEST_ACCOUNTING_TOKEN_KEY,
  };
  t = await createTestApp({
    config: { accounting: settings },
    accountingService: createQuickBooksService(settings, { clock: instantClock }),
  });
  const matrix = await insertAccessMatrix(t.database.db);
  admin = caller(t.app, await t.tokenFor({ userId: matrix.admin.id }));
});
afterAll(async () => {
  resetQuickBooksEndpoints();
  await t.close();
  await fake.close();
});

const realm = () => fake.defaultRealmId;

async function connect() {
  const code = fake.issueCode(realm());
  const response = await admin('POST', '/ExchangeToken', { code, realmId: realm(), environment: 'sandbox' });
  expect(response.statusCode).toBe(200);
}

let sequence = 0;
async function billedClient(name = `Cypress Bend ${(sequence += 1)}`) {
  const client = await insertClient(t.database.db, { name, contactEmail: 'books@cypress.test' });
  const invoice = await insertInvoice(t.database.db, {
    clientId: client.id,
    year: 2026,
    quarter: 2,
    feeAmountCents: 98_765,
    billingDate: addDays(today, -5),
    dueDate: addDays(today, 25),
  });
  return { client, invoice };
}

const sync = (invoiceId: number) => admin('PUT', `/Invoice/UpdateOrCreateInvoice?invoiceId=${invoiceId}`);

async function invoiceRow(invoiceId: number) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row;
}

function bookedInvoice(docNumber: string) {
  return fake.records(realm(), 'Invoice').filter((record) => record.DocNumber === docNumber);
}

describe('syncing to QuickBooks Online', () => {
  it('sends the Admin to the consent page for the accounting scope with the state', async () => {
    const response = await admin('GET', '/Accounting/GetConsentUrl?state=state-from-the-browser-1');
    const url = new URL(response.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(fake.endpoints.authorizeEndpoint);
    expect(url.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    expect(url.searchParams.get('state')).toBe('state-from-the-browser-1');
    expect(url.searchParams.get('client_id')).toBe(fake.client.clientId);
  });

  it('refuses a code QuickBooks no longer takes with 400, naming invalid_grant', async () => {
    const code = fake.issueCode(realm());
    const body = { code, realmId: realm(), environment: 'sandbox' };
    expect((await admin('POST', '/ExchangeToken', body)).statusCode).toBe(200);
    const again = await admin('POST', '/ExchangeToken', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('invalid_grant');
    expect(again.body).not.toContain(code);
  });

  it('creates the customer and the invoice first, then updates with the SyncToken and creates nothing', async () => {
    await connect();
    const { client, invoice } = await billedClient();
    const first = await sync(invoice.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.action).toBe('created');
    const [booked] = bookedInvoice(invoice.invoiceNumber);
    expect(booked).toMatchObject({
      TotalAmt: 987.65,
      TxnDate: invoice.billingDate,
      DueDate: invoice.dueDate,
    });
    const customer = fake.records(realm(), 'Customer').find((record) => record.DisplayName === client.name);
    expect(booked?.CustomerRef).toMatchObject({ value: customer?.Id });
    const counts = fake.counts(realm());

    const second = await sync(invoice.id);
    expect(second.json().data).toMatchObject({ action: 'updated', accountingInvoiceId: booked?.Id });
    expect(fake.counts(realm())).toEqual(counts);
    const update = fake.requests
      .filter((request) => request.method === 'POST' && request.path.endsWith('/invoice'))
      .at(-1);
    expect(update?.body).toMatchObject({ sparse: true, Id: booked?.Id, SyncToken: booked?.SyncToken });
    expect(update?.query.requestid).toBeTruthy();
    expect((await invoiceRow(invoice.id))?.accountingSyncToken).not.toBe(booked?.SyncToken);
  });

  it('gives the customer a name of its own when a vendor has the client’s name (6240)', async () => {
    await connect();
    const name = `Vendor Named ${(sequence += 1)}`;
    fake.addOtherName(realm(), name);
    const { client, invoice } = await billedClient(name);
    expect((await sync(invoice.id)).statusCode).toBe(200);
    const names = fake.records(realm(), 'Customer').map((record) => record.DisplayName);
    expect(names).toContain(`${name} (client ${client.id})`);
    const [linked] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(linked?.accountingCustomerId).toBeTruthy();
  });

  it('re-reads and retries once when the invoice was edited in QuickBooks since (5010)', async () => {
    await connect();
    const { invoice } = await billedClient();
    await sync(invoice.id);
    const booked = await invoiceRow(invoice.id);
    fake.editAtService(realm(), 'Invoice', booked?.accountingInvoiceId ?? '', {
      PrivateNote: 'edited by the bookkeeper',
    });
    const again = await sync(invoice.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.action).toBe('updated');
    expect(bookedInvoice(invoice.invoiceNumber)).toHaveLength(1);
  });

  it('waits out a 429 and books once', async () => {
    await connect();
    const { invoice } = await billedClient();
    fake.throttle(2, 1);
    expect((await sync(invoice.id)).statusCode).toBe(200);
    expect(bookedInvoice(invoice.invoiceNumber)).toHaveLength(1);
  });

  it('books one invoice when two syncs of it race', async () => {
    await connect();
    const { invoice } = await billedClient();
    const answers = await Promise.all([sync(invoice.id), sync(invoice.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(bookedInvoice(invoice.invoiceNumber)).toHaveLength(1);
  });

  it('refreshes an expired access token', async () => {
    await connect();
    const { invoice } = await billedClient();
    fake.expireAccessTokens(realm());
    expect((await sync(invoice.id)).statusCode).toBe(200);
  });

  it('says the connection must be made again when QuickBooks refuses the refresh token', async () => {
    await connect();
    const { invoice } = await billedClient();
    fake.expireAccessTokens(realm());
    fake.failNextRefresh();
    const refused = await sync(invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNTING_NEEDS_RECONNECTION);
    const status = (await admin('GET', '/Accounting/GetConnection')).json().data;
    expect(status).toMatchObject({ status: 'needs_reconnection', serviceName: 'QuickBooks' });
    expect(bookedInvoice(invoice.invoiceNumber)).toHaveLength(0);
  });

  it('records the portal’s payment against the booked invoice', async () => {
    await connect();
    const { invoice } = await billedClient();
    await sync(invoice.id);
    const check = await admin('PUT', `/RecordPaymentByAdmin?invoiceId=${invoice.id}`, {
      checkNumber: '7001',
      amount: 987.65,
      dateReceived: today,
    });
    expect(check.statusCode).toBe(200);
    await syncPaidInvoices(t.database.db, {
      access: {
        service: createQuickBooksService(settings, { clock: instantClock }),
        tokenKey: settings.tokenKey,
      },
      today,
      configuredItemId: null,
    });
    const [booked] = bookedInvoice(invoice.invoiceNumber);
    expect(booked?.Balance).toBe(0);
    const payment = fake.records(realm(), 'Payment').find((record) => record.PaymentRefNum === '7001');
    expect(payment).toMatchObject({ TotalAmt: 987.65 });
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(stored?.accountingPaymentId).toBe(payment?.Id);
  });

  it('revokes the token at QuickBooks on disconnect', async () => {
    await connect();
    const revokes = () =>
      fake.requests.filter((request) => fake.endpoints.revokeEndpoint.endsWith(request.path)).length;
    const before = revokes();
    const response = await admin('POST', '/Disconnect');
    expect(response.json()).toEqual({ message: 'Successfully disconnected' });
    expect(revokes()).toBe(before + 1);
  });
});
