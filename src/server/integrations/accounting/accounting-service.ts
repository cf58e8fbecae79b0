import { AppError } from '../../errors';
import type { AccountingEnvironment, AccountingServiceKind } from '../../../shared/states';
import { ACCOUNTING_NEEDS_RECONNECTION } from '../../../shared/contracts/accounting';

/** What the service issues on consent and on every refresh. The newest refresh token must be kept. */
export interface AccountingTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date | null;
}

/** A record at the service: its id and the version a sparse update must name (QuickBooks' SyncToken). */
export interface AccountingRecord {
  id: string;
  syncToken: string;
}

export interface AccountingAddress {
  line1: string;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/** A customer as we send it. `displayName` is unique at the service among all its names and has no ':'. */
export interface AccountingCustomerInput {
  displayName: string;
  email: string | null;
  phone: string | null;
  billingAddress: AccountingAddress | null;
}

export interface AccountingCustomer extends AccountingRecord {
  displayName: string;
  active: boolean;
}

/** One invoice line. Credits are negative. Every line names the service item it is sold as. */
export interface AccountingInvoiceLine {
  description: string;
  amountCents: number;
  itemId: string;
}

export interface AccountingInvoiceInput {
  /** Our invoice number, the service's DocNumber. */
  docNumber: string;
  customerId: string;
  /** YYYY-MM-DD: the billing date and the due date. */
  txnDate: string;
  dueDate: string;
  lines: AccountingInvoiceLine[];
  /** Where the service e-mails the invoice from its side; null: none. */
  billEmail: string | null;
  /**
   * For the district's bookkeeper, not the customer (QuickBooks' PrivateNote, at most 4,000
   * characters): the payments of the invoice that were refunded in the portal. Null: none.
   */
  privateNote: string | null;
}

export interface AccountingInvoice extends AccountingRecord {
  docNumber: string;
  totalCents: number;
  /** What is still open on it at the service: 0 once a payment covers it. */
  balanceCents: number;
}

export interface AccountingPaymentInput {
  customerId: string;
  invoiceId: string;
  amountCents: number;
  /** YYYY-MM-DD, the day the payment arrived. */
  txnDate: string;
  /** Check number or the card/bank payment's reference; at most 21 characters. */
  referenceNumber: string | null;
  note: string;
}

/**
 * One company's books at the service, called with a valid access token. Every write takes a request
 * id: the same id sent again answers the first result instead of writing twice.
 */
export interface AccountingCompany {
  getCustomer(id: string): Promise<AccountingCustomer | null>;
  /** Active or inactive: a name stays taken while its customer is inactive. */
  findCustomerByName(displayName: string): Promise<AccountingCustomer | null>;
  /** Throws AccountingServiceError with code DUPLICATE_NAME when another name-list entry has the name. */
  createCustomer(input: AccountingCustomerInput, requestId: string): Promise<AccountingCustomer>;
  /** A sparse update that also makes the customer active again. */
  updateCustomer(
    customer: AccountingRecord,
    input: AccountingCustomerInput,
    requestId: string,
  ): Promise<AccountingCustomer>;
  findItemByName(name: string): Promise<AccountingRecord | null>;
  getItem(id: string): Promise<AccountingRecord | null>;
  /** A service item sold to customers, booked to the company's first income account. */
  createServiceItem(name: string, requestId: string): Promise<AccountingRecord>;
  getInvoice(id: string): Promise<AccountingInvoice | null>;
  findInvoiceByDocNumber(docNumber: string): Promise<AccountingInvoice | null>;
  createInvoice(input: AccountingInvoiceInput, requestId: string): Promise<AccountingInvoice>;
  /**
   * A sparse update replacing the lines and dates. Throws AccountingServiceError with code
   * STALE_OBJECT when `invoice.syncToken` is no longer the current one.
   */
  updateInvoice(
    invoice: AccountingRecord,
    input: AccountingInvoiceInput,
    requestId: string,
  ): Promise<AccountingInvoice>;
  createPayment(input: AccountingPaymentInput, requestId: string): Promise<AccountingRecord>;
}

/**
 * An accounting service: QuickBooks Online, or the sandbox ledger that behaves like it without an
 * account. OAuth 2 (consent, code exchange, refresh, revoke) plus the company's books.
 */
export interface AccountingService {
  readonly kind: AccountingServiceKind;
  /** As the screens name it. */
  readonly serviceName: string;
  readonly environment: AccountingEnvironment;
  readonly clientId: string;
  readonly redirectUri: string;
  /** The consent page, for the accounting scope only, carrying the browser's state. */
  consentUrl(state: string): string;
  exchangeCode(code: string, realmId: string): Promise<AccountingTokens>;
  /** Throws AccountingReconnectRequired when the refresh token is no longer accepted (invalid_grant). */
  refresh(refreshToken: string): Promise<AccountingTokens>;
  revoke(refreshToken: string): Promise<void>;
  company(realmId: string, accessToken: string): AccountingCompany;
}

/** The service's error codes the sync recovers from. */
export const ACCOUNTING_ERROR_CODES = {
  /** A customer, vendor or employee already has this display name (QuickBooks 6240). */
  duplicateName: '6240',
  /** The record changed since the SyncToken we sent was read (QuickBooks 5010). */
  staleObject: '5010',
  /** The record is not in the books (deleted there since we stored its id; QuickBooks 610). */
  objectNotFound: '610',
} as const;

/** OAuth's answer to a code or refresh token it does not (or no longer) accept. */
export const INVALID_GRANT = 'invalid_grant';

/**
 * The service refused or failed a request. The message is the service's own text (safe to show and
 * kept in the sync log); `code` is its error code when it gave one. Answered 502: the request was ours,
 * the failure theirs.
 */
export class AccountingServiceError extends AppError {
  constructor(
    message: string,
    readonly serviceCode: string | null = null,
  ) {
    super(502, message);
  }
}

/** The access token was refused (401): refresh it and try once more. */
export class AccountingAccessTokenRejected extends Error {}

/** The refresh token was refused (invalid_grant): only the Admin consenting again can fix it. */
export class AccountingReconnectRequired extends AppError {
  constructor(readonly serviceMessage: string) {
    super(409, ACCOUNTING_NEEDS_RECONNECTION);
  }
}
