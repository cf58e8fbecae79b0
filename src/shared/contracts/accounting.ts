import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { ACCOUNTING_ENVIRONMENTS, ACCOUNTING_SERVICES, ACCOUNTING_SYNC_OUTCOMES } from '../states';
import { idParam, messageResponseSchema, pageQuerySchema, pageResponseSchema, storableText } from './common';
import { defineEndpoint } from './endpoint';

/*
 * The accounting sync: the district's one connection to its accounting service (QuickBooks Online, or
 * the built-in sandbox ledger when no QuickBooks app is configured), and the calls that copy customers,
 * invoices and payments into it. Connecting and disconnecting are the Admin's; staff sync invoices.
 */

const tag = 'Accounting';
const admins = { minLevel: ACCESS.admin };
const staff = { minLevel: ACCESS.staff };

export const accountingServiceSchema = z.enum(ACCOUNTING_SERVICES);

export const accountingEnvironmentSchema = z.enum(ACCOUNTING_ENVIRONMENTS, {
  error: 'environment is sandbox or production',
});

/** The spec's accounting config (environment, clientId, redirectUri) and which service it is. */
export const accountingConfigSchema = z.object({
  environment: accountingEnvironmentSchema,
  clientId: z.string(),
  redirectUri: z.string(),
  service: accountingServiceSchema,
  /** The service's name as the screens show it: "QuickBooks" or "Sandbox Ledger". */
  serviceName: z.string(),
});
export type AccountingConfig = z.infer<typeof accountingConfigSchema>;

export const accountingConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetAccountingConfig',
  tag,
  description: 'The accounting service in use: its environment, OAuth client id and redirect URI.',
  access: admins,
  response: z.object({ message: z.string(), data: accountingConfigSchema }),
});

/** The `state` the browser made and keeps until the callback; 16 to 128 URL-safe characters. */
export const oauthStateSchema = z
  .string({ error: 'state is required' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'state is 16 to 128 letters, digits, - or _');

export const accountingConsentUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Accounting/GetConsentUrl',
  tag,
  description:
    "The accounting service's consent page for this portal (accounting scope only), carrying the " +
    "browser's state, which comes back on the callback.",
  access: admins,
  query: z.object({ state: oauthStateSchema }),
  response: z.object({ message: z.string(), data: z.object({ url: z.string() }) }),
});

export const ACCOUNTING_CODE_MESSAGE = 'code is the authorization code from the callback';
export const ACCOUNTING_REALM_MESSAGE = 'realmId is the company id from the callback';

export const exchangeTokenBodySchema = z.object({
  code: z.string({ error: ACCOUNTING_CODE_MESSAGE }).trim().min(1, ACCOUNTING_CODE_MESSAGE).max(512),
  realmId: z
    .string({ error: ACCOUNTING_REALM_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, ACCOUNTING_REALM_MESSAGE),
  environment: accountingEnvironmentSchema,
});
export type ExchangeTokenBody = z.infer<typeof exchangeTokenBodySchema>;

export const exchangeTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ExchangeToken',
  tag,
  description:
    'Trades the authorization code of the callback for tokens and keeps them, encrypted, as the ' +
    "district's connection (replacing any earlier one).",
  access: admins,
  body: exchangeTokenBodySchema,
  response: messageResponseSchema,
  moreErrors: [409, 502],
});

export const disconnectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Disconnect',
  tag,
  description: 'Revokes the tokens at the accounting service and forgets the connection.',
  access: admins,
  response: messageResponseSchema,
  moreErrors: [502],
});

export const accountingConnectionStatusSchema = z.enum(['not_connected', 'connected', 'needs_reconnection']);
export type AccountingConnectionStatus = z.infer<typeof accountingConnectionStatusSchema>;

export const accountingConnectionSchema = z.object({
  service: accountingServiceSchema,
  serviceName: z.string(),
  environment: accountingEnvironmentSchema,
  status: accountingConnectionStatusSchema,
  /** The connected company's id at the service; null when not connected. */
  realmId: z.string().nullable(),
  /** ISO 8601 instant. */
  connectedAt: z.string().nullable(),
  connectedBy: z.string().nullable(),
  /** Why the connection needs reconnecting, in the service's words. */
  problem: z.string().nullable(),
});
export type AccountingConnection = z.infer<typeof accountingConnectionSchema>;

export const accountingConnectionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Accounting/GetConnection',
  tag,
  description: 'Whether the portal is connected to the accounting service, to which company, since when.',
  access: staff,
  response: z.object({ message: z.string(), data: accountingConnectionSchema }),
});

/** What one sync did: created or updated the invoice, and whether it also recorded the payment. */
export const invoiceSyncResultSchema = z.object({
  invoiceId: z.number().int(),
  accountingInvoiceId: z.string(),
  action: z.enum(['created', 'updated']),
  paymentRecorded: z.boolean(),
});
export type InvoiceSyncResult = z.infer<typeof invoiceSyncResultSchema>;

export const ACCOUNTING_NOT_CONNECTED =
  'The portal is not connected to the accounting service. An Admin connects it under Management, Accounting.';
export const ACCOUNTING_NEEDS_RECONNECTION =
  'The accounting connection has expired. An Admin must connect it again under Management, Accounting.';

export const syncInvoiceEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Invoice/UpdateOrCreateInvoice',
  tag,
  description:
    'Creates or updates the invoice in the accounting service (its customer first), as it stands ' +
    'today, and records its payment there once it is paid. Each attempt is kept in the sync log.',
  access: staff,
  query: z.object({ invoiceId: idParam }),
  response: z.object({ message: z.string(), data: invoiceSyncResultSchema }),
  moreErrors: [404, 409, 502],
});

export const SYNC_LOG_PAGE_SIZES = [25, 50, 100] as const;
export const syncOutcomeSchema = z.enum(ACCOUNTING_SYNC_OUTCOMES);

export const syncLogQuerySchema = z.object({
  invoiceId: idParam.optional(),
  outcome: syncOutcomeSchema.optional(),
  /** Invoice number or client name contains this. */
  search: storableText('Search').max(100).optional(),
  ...pageQuerySchema({ size: { choices: SYNC_LOG_PAGE_SIZES } }).shape,
});
export type SyncLogQuery = z.input<typeof syncLogQuerySchema>;

export const syncLogEntrySchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  clientName: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** "First Last", or null when the portal synced on its own (after a payment). */
  byName: z.string().nullable(),
  outcome: syncOutcomeSchema,
  /** What was done ("Created invoice 145", "Updated invoice 145, recorded payment 77") or what failed. */
  detail: z.string(),
  accountingInvoiceId: z.string().nullable(),
});
export type SyncLogEntry = z.infer<typeof syncLogEntrySchema>;

export const syncLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Accounting/GetSyncLog',
  tag,
  description: 'Every sync attempt, newest first: invoice, when, who, outcome and the service’s error text.',
  access: staff,
  query: syncLogQuerySchema,
  response: pageResponseSchema(syncLogEntrySchema),
});

/** The sandbox ledger's stand-in for the service's consent page: the Admin allows, and gets the callback. */
export const sandboxConsentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/accounting/sandbox/Authorize',
  tag,
  description:
    'The sandbox ledger grants the portal access, as a consent page would: answers the callback URL ' +
    'with a one-time code, the state and the company id. 404 when QuickBooks is configured.',
  access: admins,
  body: z.object({ state: oauthStateSchema }),
  response: z.object({ message: z.string(), data: z.object({ callbackUrl: z.string() }) }),
});
