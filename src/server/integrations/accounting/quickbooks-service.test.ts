import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pointIntuitOAuthAt,
  resetQuickBooksEndpoints,
  startFakeQuickBooks,
  type FakeQuickBooks,
  type FakeQuickBooksRequest,
} from '../../test/fake-quickbooks';
import {
  AccountingAccessTokenRejected,
  AccountingReconnectRequired,
  AccountingServiceError,
  type AccountingCompany,
  type AccountingCustomerInput,
  type AccountingInvoiceInput,
} from './accounting-service';
import { centsOf, dollarsOf } from './quickbooks-api';
import { QUICKBOOKS_THROTTLED } from './quickbooks-http';
import type { QuickBooksClock } from './quickbooks-rate-limiter';
import {
  createQuickBooksService,
  type QuickBooksServiceOptions,
  type QuickBooksSettings,
} from './quickbooks-service';

const REDIRECT_URI = 'http://localhost:3000/accounting/callback';
const NOW = Date.UTC(2026, 2, 2, 15, 0, 0);

let fake: FakeQuickBooks;
beforeEach(async () => {
  fake = await startFakeQuickBooks({ redirectUri: REDIRECT_URI });
  pointIntuitOAuthAt(fake);
});
afterEach(async () => {
  resetQuickBooksEndpoints();
  await fake.close();
});

function settingsFor(overrides: Partial<QuickBooksSettings> = {}): QuickBooksSettings {
  return {
    service: 'quickbooks',
    ...fake.client,
    environment: 'sandbox',
    redirectUri: REDIRECT_URI,
    apiBaseUrl: fake.apiBaseUrl,
    itemId: null,
    tokenKey: Buffer.alloc(32, 7),
    ...overrides,
  };
}

/** A clock whose time stands still except when the adapter waits; every wait is recorded and made at once. */
function recordingClock(): QuickBooksClock & { waits: number[] } {
  const waits: number[] = [];
  let now = NOW;
  return {
    waits,
    now: () => now,
    sleep(ms) {
      waits.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

function serviceWith(options: QuickBooksServiceOptions = {}, settings: Partial<QuickBooksSettings> = {}) {
  return createQuickBooksService(settingsFor(settings), { clock: recordingClock(), ...options });
}

function companyWith(
  options: QuickBooksServiceOptions = {},
  realmId = fake.defaultRealmId,
): AccountingCompany {
  return serviceWith(options).company(realmId, fake.issueTokens(realmId).accessToken);
}

async function failureOf<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}

const apiRequests = () => fake.requests.filter((request) => request.realmId !== null);
const sentWith = (requestId: string) =>
  fake.requests.filter((request) => request.query.requestid === requestId);

function customerInput(overrides: Partial<AccountingCustomerInput> = {}): AccountingCustomerInput {
  return {
    displayName: `Rolling Plains Farms ${randomUUID().slice(0, 8)}`,
    email: 'office@rollingplains.example',
    phone: '(806) 555-0142',
    billingAddress: { line1: '1200 County Road 7', city: 'Lubbock', state: 'TX', postalCode: '79401' },
    ...overrides,
  };
}

/** A customer and a service item to sell, made through the adapter. */
async function customerAndItem(company: AccountingCompany) {
  const customer = await company.createCustomer(customerInput(), randomUUID());
  const item = await company.createServiceItem('Groundwater pumpage fee', randomUUID());
  return { customer, item };
}

function invoiceInput(customerId: string, itemId: string, overrides: Partial<AccountingInvoiceInput> = {}) {
  return {
    docNumber: '2026-Q1-0042',
    customerId,
    txnDate: '2026-04-15',
    dueDate: '2026-05-15',
    lines: [
      { description: 'Pumpage 2026 Q1, well 17: 4,115 kgal', amountCents: 12_345, itemId },
      { description: 'Credit for a metering error', amountCents: -2_500, itemId },
      { description: 'Rounding', amountCents: 1, itemId },
    ],
    billEmail: 'office@rollingplains.example',
    privateNote: null,
    ...overrides,
  } satisfies AccountingInvoiceInput;
}

describe('QuickBooks OAuth', () => {
  it('asks consent for the accounting scope only, with the state, client id and redirect URI', () => {
    const url = new URL(serviceWith().consentUrl('state-0123456789abcdef'));

    expect(`${url.origin}${url.pathname}`).toBe(fake.endpoints.authorizeEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      state: 'state-0123456789abcdef',
      client_id: fake.client.clientId,
      redirect_uri: REDIRECT_URI,
    });
  });

  it('names itself QuickBooks and answers the settings the config screen shows', () => {
    const service = serviceWith({}, { environment: 'production' });
    expect(service).toMatchObject({
      kind: 'quickbooks',
      serviceName: 'QuickBooks',
      environment: 'production',
      clientId: fake.client.clientId,
      redirectUri: REDIRECT_URI,
    });
  });

  it('exchanges the code the consent page sends back for tokens that open the company', async () => {
    const service = serviceWith();
    const consent = await fetch(service.consentUrl('state-0123456789abcdef'), { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    const code = callback.searchParams.get('code') ?? '';
    const realmId = callback.searchParams.get('realmId') ?? '';
    expect(callback.searchParams.get('state')).toBe('state-0123456789abcdef');

    const tokens = await service.exchangeCode(code, realmId);

    expect(tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      accessTokenExpiresAt: new Date(NOW + 3600 * 1000),
      refreshTokenExpiresAt: new Date(NOW + 8_726_400 * 1000),
    });
    const exchange = fake.requests.find((request) => request.path === '/oauth2/v1/tokens/bearer');
    expect(exchange?.body).toEqual({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    await expect(
      service.company(realmId, tokens.accessToken).findCustomerByName('Nobody'),
    ).resolves.toBeNull();
  });

  it('refuses a used code without repeating it in the message', async () => {
    const code = fake.issueCode('4620816365000000001');
    await serviceWith().exchangeCode(code, '4620816365000000001');

    const error = await failureOf(
      serviceWith().exchangeCode(code, '4620816365000000001'),
      AccountingServiceError,
    );
    expect(error.serviceCode).toBe('invalid_grant');
    expect(error.message).toContain('invalid_grant');
    expect(error.message).not.toContain(code);
  });

  it('says the app credentials were refused, without the secret', async () => {
    const service = serviceWith({}, { clientSecret: 'not-the-secret-of-this-app' });
    const error = await failureOf(service.exchangeCode(fake.issueCode('1'), '1'), AccountingServiceError);
    expect(error.serviceCode).toBe('invalid_client');
    expect(error.message).not.toContain('not-the-secret-of-this-app');
  });

  it('refreshes into new tokens, and the old refresh token is spent', async () => {
    const service = serviceWith();
    const first = await service.exchangeCode(fake.issueCode('77'), '77');

    const second = await service.refresh(first.refreshToken);

    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessTokenExpiresAt).toEqual(new Date(NOW + 3600 * 1000));
    await expect(service.company('77', second.accessToken).getCustomer('1')).resolves.toBeNull();
    const spent = await failureOf(service.refresh(first.refreshToken), AccountingReconnectRequired);
    expect(spent.statusCode).toBe(409);
    expect(spent.serviceMessage).toContain('invalid_grant');
    expect(spent.serviceMessage).not.toContain(first.refreshToken);
  });

  it('asks for reconnection when QuickBooks answers invalid_grant to a refresh', async () => {
    const { refreshToken } = fake.issueTokens('77');
    fake.failNextRefresh();

    await failureOf(serviceWith().refresh(refreshToken), AccountingReconnectRequired);
  });

  it('revokes the connection: its refresh and access tokens stop working', async () => {
    const service = serviceWith();
    const tokens = await service.exchangeCode(fake.issueCode('77'), '77');

    await service.revoke(tokens.refreshToken);

    const revoke = fake.requests.find((request) => request.path === '/v2/oauth2/tokens/revoke');
    expect(revoke?.body).toEqual({ token: tokens.refreshToken });
    await failureOf(service.refresh(tokens.refreshToken), AccountingReconnectRequired);
    await failureOf(
      service.company('77', tokens.accessToken).getCustomer('1'),
      AccountingAccessTokenRejected,
    );
  });

  it('says QuickBooks could not be reached when its token endpoint is down', async () => {
    const gone = await startFakeQuickBooks();
    await gone.close();
    pointIntuitOAuthAt(gone);

    const error = await failureOf(serviceWith().refresh('some-refresh-token'), AccountingServiceError);
    expect(error.message).toMatch(/^QuickBooks could not be reached to refresh the connection/);
  });

  it('gives up on a token endpoint that does not answer', async () => {
    const release = fake.hold();
    try {
      const error = await failureOf(serviceWith({ timeoutMs: 100 }).refresh('rt'), AccountingServiceError);
      expect(error.message).toBe('QuickBooks did not answer within 1 second to refresh the connection.');
    } finally {
      release();
    }
  });
});

describe('QuickBooks customers', () => {
  it('creates a customer with its contact fields, the request id and the minor version', async () => {
    const company = companyWith();
    const input = customerInput();
    const requestId = randomUUID();

    const customer = await company.createCustomer(input, requestId);

    expect(customer).toEqual({
      id: expect.any(String),
      syncToken: '0',
      displayName: input.displayName,
      active: true,
    });
    const [request, ...more] = sentWith(requestId);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v3/company/${fake.defaultRealmId}/customer`,
      query: { requestid: requestId, minorversion: '75' },
      accept: 'application/json',
      authorization: expect.stringMatching(/^Bearer \S+$/),
    });
    expect(request?.body).toEqual({
      DisplayName: input.displayName,
      PrimaryEmailAddr: { Address: 'office@rollingplains.example' },
      PrimaryPhone: { FreeFormNumber: '(806) 555-0142' },
      BillAddr: {
        Line1: '1200 County Road 7',
        City: 'Lubbock',
        CountrySubDivisionCode: 'TX',
        PostalCode: '79401',
      },
    });
    await expect(company.getCustomer(customer.id)).resolves.toEqual(customer);
  });

  it('finds a customer by name, inactive ones too, with quotes and backslashes escaped', async () => {
    const name = String.raw`O'Brien \ Sons Irrigation`;
    const stored = fake.addCustomer(fake.defaultRealmId, { DisplayName: name, Active: false });

    const found = await companyWith().findCustomerByName(name);

    expect(found).toEqual({ id: stored.Id, syncToken: stored.SyncToken, displayName: name, active: false });
    const [query] = apiRequests();
    expect(query).toMatchObject({ method: 'GET', path: `/v3/company/${fake.defaultRealmId}/query` });
    expect(query?.query).toEqual({
      query: String.raw`select * from Customer where DisplayName = 'O\'Brien \\ Sons Irrigation' and Active in (true, false)`,
      minorversion: '75',
    });
  });

  it('answers null for a customer that is not there', async () => {
    const company = companyWith();
    await expect(company.getCustomer('98765')).resolves.toBeNull();
    await expect(company.findCustomerByName('Nobody Here')).resolves.toBeNull();
  });

  it('passes on a duplicate name as code 6240, for a customer or a vendor no customer query finds', async () => {
    const company = companyWith();
    const input = customerInput();
    await company.createCustomer(input, randomUUID());
    const twice = await failureOf(company.createCustomer(input, randomUUID()), AccountingServiceError);
    expect(twice.serviceCode).toBe('6240');
    expect(twice.message).toMatch(/^Duplicate Name Exists Error: The name supplied already exists/);

    fake.addOtherName(fake.defaultRealmId, 'High Plains Drilling');
    await expect(company.findCustomerByName('High Plains Drilling')).resolves.toBeNull();
    const vendor = await failureOf(
      company.createCustomer(customerInput({ displayName: 'High Plains Drilling' }), randomUUID()),
      AccountingServiceError,
    );
    expect(vendor.serviceCode).toBe('6240');
  });

  it('updates a customer sparsely with its SyncToken and makes it active again', async () => {
    const stored = fake.addCustomer(fake.defaultRealmId, { DisplayName: 'Caprock Ranch', Active: false });
    const input = customerInput({ displayName: 'Caprock Ranch LLC', phone: null, billingAddress: null });
    const requestId = randomUUID();

    const updated = await companyWith().updateCustomer({ id: stored.Id, syncToken: '0' }, input, requestId);

    expect(updated).toEqual({
      id: stored.Id,
      syncToken: '1',
      displayName: 'Caprock Ranch LLC',
      active: true,
    });
    expect(sentWith(requestId)[0]?.body).toEqual({
      sparse: true,
      Id: stored.Id,
      SyncToken: '0',
      Active: true,
      DisplayName: 'Caprock Ranch LLC',
      PrimaryEmailAddr: { Address: 'office@rollingplains.example' },
    });
  });
});

describe('QuickBooks items', () => {
  it("creates a service item booked to the company's first income account, then finds it", async () => {
    const company = companyWith();
    await expect(company.findItemByName('Groundwater pumpage fee')).resolves.toBeNull();
    const requestId = randomUUID();

    const item = await company.createServiceItem('Groundwater pumpage fee', requestId);

    const income = fake
      .records(fake.defaultRealmId, 'Account')
      .find((account) => account.AccountType === 'Income');
    expect(sentWith(requestId)[0]?.body).toEqual({
      Name: 'Groundwater pumpage fee',
      Type: 'Service',
      IncomeAccountRef: { value: income?.Id },
    });
    expect(item).toEqual({ id: expect.any(String), syncToken: '0' });
    await expect(company.findItemByName('Groundwater pumpage fee')).resolves.toEqual(item);
    await expect(company.getItem(item.id)).resolves.toEqual(item);
    await expect(company.getItem('98765')).resolves.toBeNull();
  });

  it('says so when the company has no income account, and makes no item', async () => {
    fake.removeAccounts(fake.defaultRealmId, 'Income');

    const error = await failureOf(
      companyWith().createServiceItem('Pumpage', randomUUID()),
      AccountingServiceError,
    );

    expect(error.message).toMatch(/no income account/);
    expect(fake.counts(fake.defaultRealmId).items).toBe(0);
  });
});

describe('QuickBooks invoices and payments', () => {
  it('creates an invoice of sales lines in exact dollars and reads its total back in cents', async () => {
    const company = companyWith();
    const { customer, item } = await customerAndItem(company);
    const requestId = randomUUID();

    const invoice = await company.createInvoice(invoiceInput(customer.id, item.id), requestId);

    expect(invoice).toEqual({
      id: expect.any(String),
      syncToken: '0',
      docNumber: '2026-Q1-0042',
      totalCents: 9_846,
      balanceCents: 9_846,
    });
    expect(sentWith(requestId)[0]?.body).toEqual({
      DocNumber: '2026-Q1-0042',
      TxnDate: '2026-04-15',
      DueDate: '2026-05-15',
      CustomerRef: { value: customer.id },
      BillEmail: { Address: 'office@rollingplains.example' },
      Line: [
        {
          DetailType: 'SalesItemLineDetail',
          Amount: 123.45,
          Description: 'Pumpage 2026 Q1, well 17: 4,115 kgal',
          SalesItemLineDetail: { ItemRef: { value: item.id } },
        },
        {
          DetailType: 'SalesItemLineDetail',
          Amount: -25,
          Description: 'Credit for a metering error',
          SalesItemLineDetail: { ItemRef: { value: item.id } },
        },
        {
          DetailType: 'SalesItemLineDetail',
          Amount: 0.01,
          Description: 'Rounding',
          SalesItemLineDetail: { ItemRef: { value: item.id } },
        },
      ],
    });
    await expect(company.getInvoice(invoice.id)).resolves.toEqual(invoice);
    await expect(company.findInvoiceByDocNumber('2026-Q1-0042')).resolves.toEqual(invoice);
    await expect(company.findInvoiceByDocNumber('2026-Q1-9999')).resolves.toBeNull();
    await expect(company.getInvoice('98765')).resolves.toBeNull();
  });

  it('leaves BillEmail out when there is none', async () => {
    const company = companyWith();
    const { customer, item } = await customerAndItem(company);
    const requestId = randomUUID();

    await company.createInvoice(invoiceInput(customer.id, item.id, { billEmail: null }), requestId);

    expect(sentWith(requestId)[0]?.body).not.toHaveProperty('BillEmail');
    expect(sentWith(requestId)[0]?.body).not.toHaveProperty('PrivateNote');
  });

  it('sends the refunds made in the portal as the private note, within QuickBooks’ 4,000 characters', async () => {
    const company = companyWith();
    const { customer, item } = await customerAndItem(company);
    const requestId = randomUUID();
    const privateNote = `Refunded in the district portal, not applied to this invoice:\n${'x'.repeat(5000)}`;

    await company.createInvoice(invoiceInput(customer.id, item.id, { privateNote }), requestId);

    expect(sentWith(requestId)[0]?.body).toMatchObject({ PrivateNote: privateNote.slice(0, 4000) });
  });

  it('updates an invoice sparsely with its SyncToken, replacing the lines; an old SyncToken is 5010', async () => {
    const company = companyWith();
    const { customer, item } = await customerAndItem(company);
    const created = await company.createInvoice(invoiceInput(customer.id, item.id), randomUUID());
    const input = invoiceInput(customer.id, item.id, {
      dueDate: '2026-06-01',
      lines: [{ description: 'Pumpage 2026 Q1, corrected', amountCents: 10_010, itemId: item.id }],
    });
    const requestId = randomUUID();

    const updated = await company.updateInvoice(created, input, requestId);

    expect(updated).toEqual({ ...created, syncToken: '1', totalCents: 10_010, balanceCents: 10_010 });
    expect(sentWith(requestId)[0]?.body).toMatchObject({
      sparse: true,
      Id: created.id,
      SyncToken: '0',
      DueDate: '2026-06-01',
      Line: [expect.objectContaining({ Amount: 100.1 })],
    });
    const stale = await failureOf(
      company.updateInvoice(created, input, randomUUID()),
      AccountingServiceError,
    );
    expect(stale.serviceCode).toBe('5010');
    expect(stale.message).toMatch(/^Stale Object Error/);
  });

  it("records a payment against the invoice, which lowers the invoice's balance", async () => {
    const company = companyWith();
    const { customer, item } = await customerAndItem(company);
    const invoice = await company.createInvoice(invoiceInput(customer.id, item.id), randomUUID());
    const requestId = randomUUID();

    const payment = await company.createPayment(
      {
        customerId: customer.id,
        invoiceId: invoice.id,
        amountCents: 5_000,
        txnDate: '2026-04-20',
        referenceNumber: 'pi_3PortalPaymentIntentReference',
        note: 'Card payment through the portal',
      },
      requestId,
    );

    expect(payment).toEqual({ id: expect.any(String), syncToken: '0' });
    expect(sentWith(requestId)[0]?.body).toEqual({
      CustomerRef: { value: customer.id },
      TotalAmt: 50,
      TxnDate: '2026-04-20',
      PaymentRefNum: 'pi_3PortalPaymentInte',
      PrivateNote: 'Card payment through the portal',
      Line: [{ Amount: 50, LinkedTxn: [{ TxnId: invoice.id, TxnType: 'Invoice' }] }],
    });
    await expect(company.getInvoice(invoice.id)).resolves.toMatchObject({
      totalCents: 9_846,
      balanceCents: 4_846,
    });
  });

  it.each([
    [12_345, 123.45],
    [-2_500, -25],
    [1, 0.01],
    [30, 0.3],
    [115, 1.15],
    [100_000_000_07, 100_000_000.07],
  ])('turns %i cents into %d dollars and back', (cents, dollars) => {
    expect(dollarsOf(cents)).toBe(dollars);
    expect(centsOf(dollars)).toBe(cents);
  });

  it('reads dollars with float error as whole cents', () => {
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(1.15)).toBe(115);
    expect(centsOf(-0.000001)).toBe(0);
    expect(Object.is(centsOf(-0.000001), 0)).toBe(true);
  });
});

describe('QuickBooks request ids', () => {
  it('sends a write again with the same request id and gets the first record, not a second', async () => {
    const company = companyWith();
    const input = customerInput();
    const requestId = randomUUID();

    const first = await company.createCustomer(input, requestId);
    const again = await company.createCustomer(input, requestId);

    expect(again).toEqual(first);
    expect(sentWith(requestId)).toHaveLength(2);
    expect(fake.counts(fake.defaultRealmId).customers).toBe(1);
  });

  it('makes one invoice of two sends with the same request id', async () => {
    const company = companyWith();
    const { customer, item } = await customerAndItem(company);
    const requestId = randomUUID();

    const [first, again] = await Promise.all([
      company.createInvoice(invoiceInput(customer.id, item.id), requestId),
      company.createInvoice(invoiceInput(customer.id, item.id), requestId),
    ]);

    expect(again).toEqual(first);
    expect(fake.counts(fake.defaultRealmId).invoices).toBe(1);
  });
});

describe('QuickBooks failures and limits', () => {
  it('waits out a 429 for Retry-After and sends the same request again', async () => {
    const clock = recordingClock();
    const company = companyWith({ clock });
    const requestId = randomUUID();
    fake.throttle(2, 7);

    const customer = await company.createCustomer(customerInput(), requestId);

    expect(customer.id).toEqual(expect.any(String));
    expect(clock.waits).toEqual([7_000, 7_000]);
    const sends = sentWith(requestId);
    expect(sends).toHaveLength(3);
    expect(new Set(sends.map((send: FakeQuickBooksRequest) => JSON.stringify(send.body))).size).toBe(1);
    expect(fake.counts(fake.defaultRealmId).customers).toBe(1);
  });

  it('doubles its wait after each 429 that names no Retry-After', async () => {
    const clock = recordingClock();
    fake.throttle(3);

    await companyWith({ clock, retryDelayMs: 250 }).getCustomer('1');

    expect(clock.waits).toEqual([250, 500, 1_000]);
  });

  it('gives up after four retries of a 429 with a message that says to wait', async () => {
    const clock = recordingClock();
    const requestId = randomUUID();
    fake.throttle(100);

    const error = await failureOf(
      companyWith({ clock, retryDelayMs: 10 }).createCustomer(customerInput(), requestId),
      AccountingServiceError,
    );

    expect(error.message).toBe(QUICKBOOKS_THROTTLED);
    expect(error.message).toBe('QuickBooks is limiting requests; try again in a minute.');
    expect(clock.waits).toEqual([10, 20, 40, 80]);
    expect(sentWith(requestId)).toHaveLength(5);
    expect(fake.counts(fake.defaultRealmId).customers).toBe(0);
  });

  it('tells the caller a refused access token apart from other failures', async () => {
    const company = companyWith();
    fake.expireAccessTokens();

    const error = await failureOf(company.getCustomer('1'), AccountingAccessTokenRejected);
    expect(error).not.toBeInstanceOf(AccountingServiceError);
  });

  it('refuses an access token of another company', async () => {
    const service = serviceWith();
    const { accessToken } = fake.issueTokens('1111');

    await failureOf(service.company('2222', accessToken).getCustomer('1'), AccountingAccessTokenRejected);
  });

  it('says QuickBooks could not be reached on a 5xx', async () => {
    fake.failNext(503);

    const error = await failureOf(companyWith().getInvoice('1'), AccountingServiceError);

    expect(error.message).toBe(
      'QuickBooks could not be reached (it answered 503); try again in a few minutes.',
    );
  });

  it('says QuickBooks could not be reached when nothing listens', async () => {
    const gone = await startFakeQuickBooks();
    await gone.close();
    const company = serviceWith({}, { apiBaseUrl: gone.apiBaseUrl }).company('1', 'token');

    const error = await failureOf(company.findItemByName('Pumpage'), AccountingServiceError);

    expect(error.message).toBe('QuickBooks could not be reached; try again in a few minutes.');
  });

  it('gives up on a request QuickBooks does not answer in time', async () => {
    const company = companyWith({ timeoutMs: 100 });
    const release = fake.hold();
    try {
      const error = await failureOf(company.getCustomer('1'), AccountingServiceError);
      expect(error.message).toBe('QuickBooks did not answer within 1 second; try again in a few minutes.');
    } finally {
      release();
    }
  });

  it("keeps at most 10 of a company's requests on their way at once", async () => {
    const service = serviceWith();
    const { accessToken } = fake.issueTokens(fake.defaultRealmId);
    const release = fake.hold();

    // A company object per read: they share the company's limit through their service.
    const reads = Array.from({ length: 15 }, (_, index) =>
      service.company(fake.defaultRealmId, accessToken).getCustomer(String(index + 1)),
    );
    await fake.waitForInFlight(10);
    // Time for any request past the limit to arrive, were it let through.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiRequests()).toHaveLength(10);
    release();

    await expect(Promise.all(reads)).resolves.toEqual(Array.from({ length: 15 }, () => null));
    expect(fake.peakInFlight()).toBeLessThanOrEqual(10);
    expect(apiRequests()).toHaveLength(15);
  });

  it('waits for the minute window once 500 requests have started in it', async () => {
    const clock = recordingClock();
    const company = companyWith({ clock, limits: { maxPerWindow: 2, windowMs: 60_000 } });

    await Promise.all(Array.from({ length: 5 }, (_, index) => company.getItem(String(index + 1))));

    expect(clock.waits).toEqual([60_000, 60_000]);
    expect(apiRequests()).toHaveLength(5);
  });
});
