import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import OAuthClient from 'intuit-oauth';

/** A record as QuickBooks stores and answers it: its Id, its version, and its fields by their API names. */
export type QuickBooksObject = { Id: string; SyncToken: string } & Record<string, unknown>;

export type QuickBooksEntity = 'Customer' | 'Item' | 'Account' | 'Invoice' | 'Payment';

/** One error of a fault, as QuickBooks words it. */
export interface QuickBooksFaultError {
  Message: string;
  Detail: string;
  code: string;
}

/** Where intuit-oauth's OAuthClient.setAuthorizeURLs sends it. */
export interface FakeQuickBooksEndpoints {
  authorizeEndpoint: string;
  tokenEndpoint: string;
  revokeEndpoint: string;
  userInfoEndpoint: string;
}

export interface FakeQuickBooksRequest {
  method: string;
  path: string;
  /** The query parameters, decoded: `query`, `minorversion`, `requestid`... */
  query: Record<string, string>;
  /** The JSON or form body, parsed; undefined without one. */
  body: unknown;
  /** The company an Accounting API request names; null for the OAuth endpoints. */
  realmId: string | null;
  accept: string | undefined;
  authorization: string | undefined;
}

export interface FakeQuickBooksOptions {
  clientId?: string;
  clientSecret?: string;
  /** When set, the consent page and the code exchange refuse any other redirect URI. */
  redirectUri?: string;
}

/** The app credentials the fake accepts unless told others. */
export const FAKE_QUICKBOOKS_CLIENT = {
  clientId: 'fake-quickbooks-client-id',
  clientSecret: 'fake-quickbooks-client-secret',
};

export interface FakeQuickBooks {
  /** For the settings' apiBaseUrl: requests go to `${apiBaseUrl}/v3/company/{realmId}/...`. */
  apiBaseUrl: string;
  endpoints: FakeQuickBooksEndpoints;
  client: { clientId: string; clientSecret: string };
  /** The company the consent page connects to. */
  defaultRealmId: string;
  /** Every request received, in order, refused ones included. */
  requests: FakeQuickBooksRequest[];
  /** A fresh authorization code for the company, good for one exchange. */
  issueCode(realmId: string): string;
  /** Makes `code` a valid authorization code for the company, as if the consent page had given it. */
  registerCode(code: string, realmId: string): void;
  /** Tokens for the company without the OAuth dance, for tests of the books alone. */
  issueTokens(realmId: string): { accessToken: string; refreshToken: string };
  /** Access tokens (of one company, or all) are refused with 401 from now on. */
  expireAccessTokens(realmId?: string): void;
  /** Refresh tokens (of one company, or all) are answered invalid_grant from now on. */
  expireRefreshTokens(realmId?: string): void;
  /** The next refresh answers invalid_grant, and the refresh token it named is dead from then on. */
  failNextRefresh(): void;
  /** The next `count` Accounting API requests answer 429, with Retry-After when given. */
  throttle(count: number, retryAfterSeconds?: number): void;
  /** The next Accounting API request answers this status (a 5xx, say), with a fault when given. */
  failNext(status: number, fault?: QuickBooksFaultError): void;
  /** A vendor or employee: the name is taken for customers, yet no customer query finds it. */
  addOtherName(realmId: string, name: string): void;
  /** A customer made at the service, e.g. an inactive one (`Active: false`). */
  addCustomer(realmId: string, fields: { DisplayName: string } & Record<string, unknown>): QuickBooksObject;
  /** Deletes the company's accounts of one type (`'Income'`), to test a company without them. */
  removeAccounts(realmId: string, accountType: string): void;
  /** Someone changes a record in QuickBooks: the fields are merged and its SyncToken moves on. */
  editAtService(
    realmId: string,
    entity: QuickBooksEntity,
    id: string,
    changes: Record<string, unknown>,
  ): QuickBooksObject;
  /** Copies of the company's records of one kind, in the order they were made. */
  records(realmId: string, entity: QuickBooksEntity): QuickBooksObject[];
  counts(realmId: string): { customers: number; items: number; invoices: number; payments: number };
  /** Requests arriving from now on wait until the returned function is called. */
  hold(): () => void;
  /** Resolves once this many requests are being handled at the same time. */
  waitForInFlight(count: number): Promise<void>;
  /** The most requests handled at the same time so far. */
  peakInFlight(): number;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Realm {
  records: Record<QuickBooksEntity, Map<string, QuickBooksObject>>;
  /** Vendors and employees: they share the name list with customers. */
  otherNames: string[];
  /** What an invoice has been paid, in cents, by invoice id. */
  paidCents: Map<string, number>;
  /** The first successful answer of each requestid. */
  answered: Map<string, Answer>;
  nextId: number;
}

interface TokenRecord {
  realmId: string;
  grant: string;
  expiresAt: number;
}

/** Intuit's own paths, so a URL in a log reads like the real one. */
const AUTHORIZE_PATH = '/connect/oauth2';
const TOKEN_PATH = '/oauth2/v1/tokens/bearer';
const REVOKE_PATH = '/v2/oauth2/tokens/revoke';
const USER_INFO_PATH = '/v1/openid_connect/userinfo';
const ACCESS_SECONDS = 3600;
const REFRESH_SECONDS = 8_726_400;
const ACCOUNTING_SCOPE = 'com.intuit.quickbooks.accounting';
/** The oldest minor version QuickBooks still serves; the fake wants it named on every request. */
const MINOR_VERSION = 75;

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body,
  headers,
});
const fault = (status: number, error: QuickBooksFaultError, type = 'ValidationFault'): Answer =>
  json(status, { Fault: { Error: [error], type }, time: new Date().toISOString() });
const oauthError = (status: number, error: string, description?: string) =>
  json(status, { error, ...(description ? { error_description: description } : {}) });

const notFound = () =>
  fault(400, {
    Message: 'Object Not Found',
    Detail:
      "Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.",
    code: '610',
  });
const invalidReference = (what: string, id: unknown) =>
  fault(400, {
    Message: 'Invalid Reference Id',
    Detail: `Invalid Reference Id : ${what} ${String(id)}`,
    code: '2500',
  });
const required = (field: string) =>
  fault(400, {
    Message: 'Required param missing, need to supply the required value for the API',
    Detail: `Required parameter ${field} is missing in the request`,
    code: '2020',
  });
const duplicateName = (kind: string) =>
  fault(400, {
    Message: 'Duplicate Name Exists Error',
    Detail: `The name supplied already exists. : Another ${kind} is already using this name. Please use a different name.`,
    code: '6240',
  });
const staleObject = (entity: string) =>
  fault(400, {
    Message: 'Stale Object Error',
    Detail: `Stale Object Error : You and another user edited the same ${entity} at the same time. The other user won. Please try again.`,
    code: '5010',
  });
const unsupported = (detail: string) =>
  fault(400, { Message: 'Unsupported Operation', Detail: detail, code: '500' });
const THROTTLED: QuickBooksFaultError = {
  Message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429',
  Detail: 'The request limit was reached.',
  code: '3001',
};
const AUTHENTICATION_FAILED: QuickBooksFaultError = {
  Message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
  Detail: 'Token expired or invalid',
  code: '3200',
};
/** A record as a read, a create or an update answers it. */
const ok = (entity: string, record: QuickBooksObject) =>
  json(200, { [entity]: record, time: new Date().toISOString() });
const queryError = (detail: string) =>
  fault(400, { Message: 'Error parsing query', Detail: `QueryParserError: ${detail}`, code: '4000' });

/** Money in whole cents, as the fake keeps it, so totals carry no float error. */
const cents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : NaN);
const sameName = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
const refValue = (ref: unknown) =>
  typeof ref === 'object' && ref !== null && 'value' in ref ? String(ref.value) : undefined;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/* ---------------------------------------------------------------------------------------------- */
/* The query language: `select * from Entity [where A = 'x' and B in (true, false)] [maxresults n]` */

interface Condition {
  field: string;
  values: unknown[];
}

const LITERAL = String.raw`'(?:[^'\\]|\\.)*'|true|false|-?\d+(?:\.\d+)?`;

function literalValue(text: string): unknown {
  if (text.startsWith("'")) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  if (text === 'true' || text === 'false') return text === 'true';
  return Number(text);
}

function parseQuery(text: string): { entity: string; conditions: Condition[]; max: number } | string {
  const match = new RegExp(
    String.raw`^\s*select\s+\*\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+startposition\s+\d+)?(?:\s+maxresults\s+(\d+))?\s*$`,
    'is',
  ).exec(text);
  if (!match) return `cannot read "${text}"`;
  const [, entity = '', where, max] = match;
  const conditions: Condition[] = [];
  const condition = new RegExp(
    String.raw`^(\w+)\s*(?:=\s*(${LITERAL})|in\s*\(\s*((?:${LITERAL})(?:\s*,\s*(?:${LITERAL}))*)\s*\))\s*(?:and\s+|$)`,
    'is',
  );
  let rest = where ?? '';
  while (rest) {
    const found = condition.exec(rest);
    if (!found) return `cannot read the condition "${rest}"`;
    const [whole, field = '', single, list] = found;
    const values = single ? [single] : (list?.match(new RegExp(LITERAL, 'gi')) ?? []);
    conditions.push({ field, values: values.map(literalValue) });
    rest = rest.slice(whole.length);
  }
  return { entity, conditions, max: max ? Number(max) : 100 };
}

function matches(record: QuickBooksObject, { field, values }: Condition): boolean {
  const value = record[field];
  return values.some((wanted) => (typeof wanted === 'string' ? sameName(value, wanted) : value === wanted));
}

/* ---------------------------------------------------------------------------------------------- */

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const DEFAULT_ENDPOINTS = {
  authorizeEndpoint: OAuthClient.authorizeEndpoint,
  tokenEndpoint: OAuthClient.tokenEndpoint,
  revokeEndpoint: OAuthClient.revokeEndpoint,
  userInfoSandbox: OAuthClient.userinfo_endpoint_sandbox,
  userInfoProduction: OAuthClient.userinfo_endpoint_production,
  maxRetries: OAuthClient.retryConfig.maxRetries,
};

/**
 * Sends intuit-oauth (whose endpoints are static, shared by every client of the process) to the
 * fake, in both environments, and turns its own retries off so each call reaches the fake once.
 * Undo with resetQuickBooksEndpoints after the test.
 */
export function pointIntuitOAuthAt(fake: Pick<FakeQuickBooks, 'endpoints'>): void {
  for (const environment of ['sandbox', 'production'] as const) {
    new OAuthClient({ environment, clientId: '', clientSecret: '', redirectUri: '' }).setAuthorizeURLs(
      fake.endpoints,
    );
  }
  OAuthClient.retryConfig.maxRetries = 0;
}

/** Intuit's own endpoints and retries again, as intuit-oauth had them when this module loaded. */
export function resetQuickBooksEndpoints(): void {
  OAuthClient.authorizeEndpoint = DEFAULT_ENDPOINTS.authorizeEndpoint;
  OAuthClient.tokenEndpoint = DEFAULT_ENDPOINTS.tokenEndpoint;
  OAuthClient.revokeEndpoint = DEFAULT_ENDPOINTS.revokeEndpoint;
  OAuthClient.userinfo_endpoint_sandbox = DEFAULT_ENDPOINTS.userInfoSandbox;
  OAuthClient.userinfo_endpoint_production = DEFAULT_ENDPOINTS.userInfoProduction;
  OAuthClient.retryConfig.maxRetries = DEFAULT_ENDPOINTS.maxRetries;
}

/**
 * A local stand-in for QuickBooks Online: Intuit's OAuth 2 endpoints and enough of the Accounting API
 * (v3, JSON) for customers, service items, accounts, invoices and payments, kept in memory per
 * company. It enforces what QuickBooks enforces and the adapter must cope with: unique names
 * (6240), SyncTokens (5010), requestid replays, expiring and rotating tokens, 401 and 429.
 */
export async function startFakeQuickBooks(options: FakeQuickBooksOptions = {}): Promise<FakeQuickBooks> {
  const client = {
    clientId: options.clientId ?? FAKE_QUICKBOOKS_CLIENT.clientId,
    clientSecret: options.clientSecret ?? FAKE_QUICKBOOKS_CLIENT.clientSecret,
  };
  const defaultRealmId = '9341453000000001';
  const realms = new Map<string, Realm>();
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, TokenRecord>();
  const refreshTokens = new Map<string, TokenRecord>();
  const revokedGrants = new Set<string>();
  const requests: FakeQuickBooksRequest[] = [];
  let throttled: { count: number; retryAfterSeconds: number | undefined } = {
    count: 0,
    retryAfterSeconds: undefined,
  };
  let nextFailure: Answer | null = null;
  let refreshFails = false;
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  let inFlight = 0;
  let peak = 0;
  let inFlightWaiters: Array<{ count: number; resolve: () => void }> = [];

  function realmOf(realmId: string): Realm {
    let realm = realms.get(realmId);
    if (!realm) {
      realm = {
        records: {
          Customer: new Map(),
          Item: new Map(),
          Account: new Map(),
          Invoice: new Map(),
          Payment: new Map(),
        },
        otherNames: [],
        paidCents: new Map(),
        answered: new Map(),
        nextId: 1,
      };
      realms.set(realmId, realm);
      // A bank account first, so "the first income account" has to be looked for.
      add(realm, 'Account', { Name: 'Checking', AccountType: 'Bank', Active: true });
      add(realm, 'Account', { Name: 'Services', AccountType: 'Income', Active: true });
    }
    return realm;
  }

  function add(realm: Realm, entity: QuickBooksEntity, fields: Record<string, unknown>): QuickBooksObject {
    const now = new Date().toISOString();
    const record: QuickBooksObject = {
      ...fields,
      Id: String(realm.nextId++),
      SyncToken: '0',
      MetaData: { CreateTime: now, LastUpdatedTime: now },
    };
    realm.records[entity].set(record.Id, record);
    return record;
  }

  /** Moves a record to its next version, as every change at QuickBooks does. */
  function touch(record: QuickBooksObject): void {
    record.SyncToken = String(Number(record.SyncToken) + 1);
    record.MetaData = {
      ...(isObject(record.MetaData) ? record.MetaData : {}),
      LastUpdatedTime: new Date().toISOString(),
    };
  }

  function issue(realmId: string, grant: string) {
    realmOf(realmId);
    const accessToken = token('fake-at-');
    const refreshToken = token('fake-rt-');
    accessTokens.set(accessToken, { realmId, grant, expiresAt: Date.now() + ACCESS_SECONDS * 1000 });
    refreshTokens.set(refreshToken, { realmId, grant, expiresAt: Date.now() + REFRESH_SECONDS * 1000 });
    return { accessToken, refreshToken };
  }

  function tokenAnswer(realmId: string, grant: string): Answer {
    const { accessToken, refreshToken } = issue(realmId, grant);
    return json(200, {
      token_type: 'bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ACCESS_SECONDS,
      x_refresh_token_expires_in: REFRESH_SECONDS,
    });
  }

  const live = (record: TokenRecord | undefined): record is TokenRecord =>
    record !== undefined && record.expiresAt > Date.now() && !revokedGrants.has(record.grant);

  function accessTokenOf(authorization: string | undefined): TokenRecord | undefined {
    const bearer = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    return bearer === undefined ? undefined : accessTokens.get(bearer);
  }

  function clientAccepted(authorization: string | undefined): boolean {
    const expected = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    return authorization === `Basic ${expected}`;
  }

  /* ---- OAuth ---------------------------------------------------------------------------------- */

  function authorize(query: Record<string, string>): Answer {
    const { client_id, redirect_uri, scope, state, response_type } = query;
    if (client_id !== client.clientId) return json(400, 'Unknown client_id');
    if (response_type !== 'code') return json(400, 'response_type must be code');
    if (!redirect_uri || (options.redirectUri && redirect_uri !== options.redirectUri)) {
      return json(400, 'redirect_uri is not registered for this app');
    }
    if (!scope?.split(' ').includes(ACCOUNTING_SCOPE)) {
      return json(400, `scope must include ${ACCOUNTING_SCOPE}`);
    }
    const location = new URL(redirect_uri);
    location.searchParams.set('code', fake.issueCode(defaultRealmId));
    if (state) location.searchParams.set('state', state);
    location.searchParams.set('realmId', defaultRealmId);
    return { status: 302, body: '', headers: { Location: location.toString() } };
  }

  function tokenGrant(body: unknown, authorization: string | undefined): Answer {
    if (!clientAccepted(authorization)) return oauthError(401, 'invalid_client');
    const form = isObject(body) ? body : {};
    if (form.grant_type === 'authorization_code') {
      const realmId = codes.get(String(form.code));
      codes.delete(String(form.code));
      if (!realmId) return oauthError(400, 'invalid_grant', 'The authorization code is unknown or used');
      if (options.redirectUri && form.redirect_uri !== options.redirectUri) {
        return oauthError(400, 'invalid_grant', 'redirect_uri does not match');
      }
      return tokenAnswer(realmId, token('grant-'));
    }
    if (form.grant_type === 'refresh_token') {
      const presented = String(form.refresh_token);
      const record = refreshTokens.get(presented);
      // Rotation: a refresh token is good for one refresh, and the new one replaces it.
      refreshTokens.delete(presented);
      if (refreshFails || !live(record)) {
        refreshFails = false;
        return oauthError(400, 'invalid_grant', 'Incorrect or invalid refresh token');
      }
      return tokenAnswer(record.realmId, record.grant);
    }
    return oauthError(400, 'unsupported_grant_type');
  }

  function revoke(body: unknown, authorization: string | undefined): Answer {
    if (!clientAccepted(authorization)) return oauthError(401, 'invalid_client');
    const presented = isObject(body) ? String(body.token) : '';
    const record = refreshTokens.get(presented) ?? accessTokens.get(presented);
    // Revoking ends the whole connection: the refresh token and every access token it gave.
    if (record) revokedGrants.add(record.grant);
    return json(200, '');
  }

  /* ---- Accounting API ------------------------------------------------------------------------- */

  function query(realm: Realm, text: string): Answer {
    const parsed = parseQuery(text);
    if (typeof parsed === 'string') return queryError(parsed);
    const entity = Object.keys(realm.records).find(
      (name) => name.toLowerCase() === parsed.entity.toLowerCase(),
    );
    if (!entity) return queryError(`unknown entity ${parsed.entity}`);
    const records = [...realm.records[entity as QuickBooksEntity].values()];
    const conditions = parsed.conditions.some(({ field }) => field === 'Active')
      ? parsed.conditions
      : // As QuickBooks does, name lists answer active records unless asked about Active.
        [
          ...parsed.conditions,
          ...(['Customer', 'Item', 'Account'].includes(entity) ? [{ field: 'Active', values: [true] }] : []),
        ];
    const found = records.filter((record) => conditions.every((condition) => matches(record, condition)));
    const page = found.slice(0, parsed.max);
    return json(200, {
      QueryResponse: page.length ? { [entity]: page, startPosition: 1, maxResults: page.length } : {},
      time: new Date().toISOString(),
    });
  }

  function nameTaken(realm: Realm, name: unknown, except?: string): boolean {
    const customers = [...realm.records.Customer.values()].filter((customer) => customer.Id !== except);
    return (
      customers.some((customer) => sameName(customer.DisplayName, name)) ||
      realm.otherNames.some((other) => sameName(other, name))
    );
  }

  /** A sparse update merges what it is sent; a full one replaces the record's fields. */
  function update(record: QuickBooksObject, body: Record<string, unknown>): void {
    if (body.sparse !== true) {
      for (const key of Object.keys(record)) {
        if (!['Id', 'SyncToken', 'MetaData'].includes(key)) delete record[key];
      }
    }
    for (const [key, value] of Object.entries(body)) {
      if (!['Id', 'SyncToken', 'MetaData', 'sparse'].includes(key)) record[key] = value;
    }
    touch(record);
  }

  function writeCustomer(realm: Realm, body: Record<string, unknown>): Answer {
    const existing = body.Id === undefined ? undefined : realm.records.Customer.get(String(body.Id));
    if (body.Id !== undefined && !existing) return notFound();
    if (existing && body.SyncToken !== existing.SyncToken) return staleObject('Customer');
    const name = body.DisplayName ?? existing?.DisplayName;
    if (typeof name !== 'string' || !name.trim()) return required('DisplayName');
    if (nameTaken(realm, name, existing?.Id)) return duplicateName('customer, vendor or employee');
    if (!existing) return ok('Customer', add(realm, 'Customer', { Active: true, ...body }));
    update(existing, body);
    return ok('Customer', existing);
  }

  function writeItem(realm: Realm, body: Record<string, unknown>): Answer {
    if (body.Id !== undefined) return unsupported('The fake does not update items');
    if (typeof body.Name !== 'string' || !body.Name.trim()) return required('Name');
    if ([...realm.records.Item.values()].some((item) => sameName(item.Name, body.Name))) {
      return duplicateName('product or service');
    }
    const accountId = refValue(body.IncomeAccountRef);
    const account = accountId === undefined ? undefined : realm.records.Account.get(accountId);
    if (body.Type === 'Service' && account?.AccountType !== 'Income') {
      return invalidReference('IncomeAccountRef', accountId);
    }
    return ok('Item', add(realm, 'Item', { Active: true, ...body }));
  }

  /** The lines as QuickBooks answers them (numbered, with a subtotal line), and their total in cents. */
  function invoiceLines(realm: Realm, lines: unknown): { lines: unknown[]; totalCents: number } | Answer {
    if (!Array.isArray(lines) || lines.length === 0) return required('Line');
    let totalCents = 0;
    const numbered: unknown[] = [];
    for (const [index, line] of lines.entries()) {
      if (!isObject(line) || line.DetailType !== 'SalesItemLineDetail') return required('Line.DetailType');
      const amount = cents(line.Amount);
      if (Number.isNaN(amount)) return required('Line.Amount');
      const itemId = refValue(
        isObject(line.SalesItemLineDetail) ? line.SalesItemLineDetail.ItemRef : undefined,
      );
      if (itemId === undefined || !realm.records.Item.has(itemId)) return invalidReference('Item', itemId);
      totalCents += amount;
      numbered.push({ ...line, Id: String(index + 1), LineNum: index + 1 });
    }
    numbered.push({ Amount: totalCents / 100, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} });
    return { lines: numbered, totalCents };
  }

  function writeInvoice(realm: Realm, body: Record<string, unknown>): Answer {
    const existing = body.Id === undefined ? undefined : realm.records.Invoice.get(String(body.Id));
    if (body.Id !== undefined && !existing) return notFound();
    if (existing && body.SyncToken !== existing.SyncToken) return staleObject('Invoice');
    const customerId = refValue(body.CustomerRef ?? existing?.CustomerRef);
    const customer = customerId === undefined ? undefined : realm.records.Customer.get(customerId);
    if (!customer || customer.Active === false) return invalidReference('Customer', customerId);
    const built = invoiceLines(realm, body.Line ?? (existing ? existing.Line : undefined));
    if ('status' in built) return built;
    const paid = existing ? (realm.paidCents.get(existing.Id) ?? 0) : 0;
    const fields = {
      ...body,
      Line: built.lines,
      TotalAmt: built.totalCents / 100,
      Balance: Math.max(built.totalCents - paid, 0) / 100,
      TxnDate: body.TxnDate ?? existing?.TxnDate ?? new Date().toISOString().slice(0, 10),
    };
    if (!existing) return ok('Invoice', add(realm, 'Invoice', fields));
    update(existing, fields);
    return ok('Invoice', existing);
  }

  function writePayment(realm: Realm, body: Record<string, unknown>): Answer {
    if (body.Id !== undefined) return unsupported('The fake does not update payments');
    const customerId = refValue(body.CustomerRef);
    if (customerId === undefined || !realm.records.Customer.has(customerId)) {
      return invalidReference('Customer', customerId);
    }
    if (Number.isNaN(cents(body.TotalAmt))) return required('TotalAmt');
    const reference = body.PaymentRefNum;
    if (typeof reference === 'string' && reference.length > 21) {
      return fault(400, {
        Message: 'String length is either shorter or longer than supported by specification',
        Detail: `String length specified does not match the supported length. Min:0 Max:21 supplied:${reference.length}`,
        code: '2050',
      });
    }
    const applied: Array<{ invoice: QuickBooksObject; amount: number }> = [];
    for (const line of Array.isArray(body.Line) ? body.Line : []) {
      const links = isObject(line) && Array.isArray(line.LinkedTxn) ? line.LinkedTxn : [];
      for (const link of links) {
        const txnId = isObject(link) && link.TxnType === 'Invoice' ? String(link.TxnId) : undefined;
        const invoice = txnId === undefined ? undefined : realm.records.Invoice.get(txnId);
        if (!invoice) return invalidReference('Invoice', txnId);
        applied.push({ invoice, amount: cents(isObject(line) ? line.Amount : undefined) });
      }
    }
    for (const { invoice, amount } of applied) {
      const paid = (realm.paidCents.get(invoice.Id) ?? 0) + amount;
      realm.paidCents.set(invoice.Id, paid);
      invoice.Balance = Math.max(cents(invoice.TotalAmt) - paid, 0) / 100;
      // Applying a payment changes the invoice, so a SyncToken read before it is stale.
      touch(invoice);
    }
    const unapplied = cents(body.TotalAmt) - applied.reduce((sum, { amount }) => sum + amount, 0);
    const payment = add(realm, 'Payment', { ...body, UnappliedAmt: unapplied / 100 });
    return ok('Payment', payment);
  }

  const writers: Partial<Record<string, (realm: Realm, body: Record<string, unknown>) => Answer>> = {
    customer: writeCustomer,
    item: writeItem,
    invoice: writeInvoice,
    payment: writePayment,
  };

  function accounting(
    method: string,
    realmId: string,
    resource: string,
    id: string | undefined,
    search: Record<string, string>,
    body: unknown,
    authorization: string | undefined,
  ): Answer {
    if (throttled.count > 0) {
      throttled.count -= 1;
      const headers =
        throttled.retryAfterSeconds === undefined
          ? undefined
          : { 'Retry-After': String(throttled.retryAfterSeconds) };
      return { ...fault(429, THROTTLED, 'SERVICE'), headers };
    }
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return failure;
    }
    const access = accessTokenOf(authorization);
    if (!live(access) || access.realmId !== realmId) {
      return fault(401, AUTHENTICATION_FAILED, 'AUTHENTICATION');
    }
    if (!(Number(search.minorversion) >= MINOR_VERSION)) {
      return fault(400, {
        Message: 'Unsupported minor version',
        Detail: `The fake QuickBooks answers minorversion=${MINOR_VERSION} or later; name it on every request.`,
        code: '4001',
      });
    }
    const realm = realmOf(realmId);
    if (method === 'GET' && resource === 'query' && id === undefined) return query(realm, search.query ?? '');
    const entity = Object.keys(realm.records).find((name) => name.toLowerCase() === resource) as
      QuickBooksEntity | undefined;
    if (method === 'GET' && entity && id !== undefined) {
      const record = realm.records[entity].get(id);
      return record ? ok(entity, record) : notFound();
    }
    const writer = writers[resource];
    if (method === 'POST' && writer && id === undefined) {
      if (!isObject(body)) return required('body');
      const requestId = search.requestid;
      const earlier = requestId === undefined ? undefined : realm.answered.get(requestId);
      if (earlier) return earlier;
      const answer = writer(realm, body);
      // A snapshot: a replay answers the record as it was then, as QuickBooks does.
      if (requestId !== undefined && answer.status === 200) {
        realm.answered.set(requestId, structuredClone(answer));
      }
      return answer;
    }
    return unsupported(`${method} /${resource} is not an operation of this fake`);
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://fake-quickbooks');
    const method = request.method ?? 'GET';
    const search = Object.fromEntries(url.searchParams);
    const body = parseBody(await readBody(request), request.headers['content-type']);
    const { accept, authorization } = request.headers;
    const api = /^\/v3\/company\/([^/]+)\/(\w+)(?:\/([^/]+))?$/.exec(url.pathname);
    const realmId = api?.[1] === undefined ? null : decodeURIComponent(api[1]);
    requests.push({ method, path: url.pathname, query: search, body, realmId, accept, authorization });
    if (gate) await gate.opened;

    if (api && realmId !== null) {
      const id = api[3] === undefined ? undefined : decodeURIComponent(api[3]);
      return accounting(method, realmId, api[2] ?? '', id, search, body, authorization);
    }
    if (method === 'GET' && url.pathname === AUTHORIZE_PATH) return authorize(search);
    if (method === 'POST' && url.pathname === TOKEN_PATH) return tokenGrant(body, authorization);
    if (method === 'POST' && url.pathname === REVOKE_PATH) return revoke(body, authorization);
    if (method === 'GET' && url.pathname === USER_INFO_PATH) {
      if (!live(accessTokenOf(authorization))) return oauthError(401, 'invalid_token');
      return json(200, { sub: 'fake-quickbooks-user', email: 'owner@example.com', emailVerified: true });
    }
    return json(404, { error: `The fake QuickBooks has no ${method} ${url.pathname}` });
  }

  function arrived(): void {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    const ready = inFlightWaiters.filter(({ count }) => inFlight >= count);
    inFlightWaiters = inFlightWaiters.filter(({ count }) => inFlight < count);
    for (const { resolve } of ready) resolve();
  }

  const server = createServer((request, response) => {
    arrived();
    void answer(request)
      .catch((error: unknown) =>
        fault(500, { Message: 'Fake QuickBooks failed', Detail: String(error), code: '-1' }, 'SystemFault'),
      )
      .then(({ status, body, headers }) => {
        inFlight -= 1;
        // A string is a plain-text page (the consent page's refusals) or an empty body.
        const text = typeof body === 'string';
        response.writeHead(status, {
          'Content-Type': text ? 'text/plain' : 'application/json',
          intuit_tid: token('tid-'),
          ...headers,
        });
        response.end(text ? body : JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeQuickBooks = {
    apiBaseUrl: origin,
    endpoints: {
      authorizeEndpoint: `${origin}${AUTHORIZE_PATH}`,
      tokenEndpoint: `${origin}${TOKEN_PATH}`,
      revokeEndpoint: `${origin}${REVOKE_PATH}`,
      userInfoEndpoint: `${origin}${USER_INFO_PATH}`,
    },
    client,
    defaultRealmId,
    requests,
    issueCode(realmId) {
      const code = token('fake-code-');
      fake.registerCode(code, realmId);
      return code;
    },
    registerCode(code, realmId) {
      realmOf(realmId);
      codes.set(code, realmId);
    },
    issueTokens: (realmId) => issue(realmId, token('grant-')),
    expireAccessTokens(realmId) {
      for (const record of accessTokens.values())
        if (!realmId || record.realmId === realmId) record.expiresAt = 0;
    },
    expireRefreshTokens(realmId) {
      for (const record of refreshTokens.values())
        if (!realmId || record.realmId === realmId) record.expiresAt = 0;
    },
    failNextRefresh() {
      refreshFails = true;
    },
    throttle(count, retryAfterSeconds) {
      throttled = { count, retryAfterSeconds };
    },
    failNext(status, error) {
      nextFailure = error ? fault(status, error, 'SystemFault') : json(status, '');
    },
    addOtherName(realmId, name) {
      realmOf(realmId).otherNames.push(name);
    },
    addCustomer: (realmId, fields) =>
      structuredClone(add(realmOf(realmId), 'Customer', { Active: true, ...fields })),
    removeAccounts(realmId, accountType) {
      const accounts = realmOf(realmId).records.Account;
      for (const [id, account] of accounts) if (account.AccountType === accountType) accounts.delete(id);
    },
    editAtService(realmId, entity, id, changes) {
      const record = realmOf(realmId).records[entity].get(id);
      if (!record) throw new Error(`The fake QuickBooks has no ${entity} ${id} in company ${realmId}`);
      Object.assign(record, changes);
      touch(record);
      return structuredClone(record);
    },
    records: (realmId, entity) => structuredClone([...realmOf(realmId).records[entity].values()]),
    counts(realmId) {
      const { records } = realmOf(realmId);
      return {
        customers: records.Customer.size,
        items: records.Item.size,
        invoices: records.Invoice.size,
        payments: records.Payment.size,
      };
    },
    hold() {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      const held = { opened, open };
      gate = held;
      return () => {
        if (gate === held) gate = null;
        held.open();
      };
    },
    waitForInFlight(count) {
      if (inFlight >= count) return Promise.resolve();
      return new Promise((resolve) => inFlightWaiters.push({ count, resolve }));
    },
    peakInFlight: () => peak,
    close() {
      gate?.open();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
