import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNTING_CONNECTION_STATES,
  ACCOUNTING_ENVIRONMENTS,
  ACCOUNTING_SERVICES,
  ACCOUNTING_SYNC_OUTCOMES,
  SANDBOX_LEDGER_ENTITIES,
  type AccountingConnectionState,
  type AccountingEnvironment,
  type AccountingServiceKind,
  type AccountingSyncOutcome,
  type SandboxLedgerEntity,
} from '../../../shared/states';
import { oneOf } from '../one-of';
import { invoices } from './invoices';
import { users } from './users';

/**
 * The district's one connection to its accounting service. The tokens are AES-256-GCM ciphertext
 * (`src/server/modules/accounting/token-cipher.ts`), never plain text, and never leave the server.
 */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 30 }).$type<AccountingServiceKind>().notNull(),
    environment: varchar('environment', { length: 20 }).$type<AccountingEnvironment>().notNull(),
    realmId: varchar('realm_id', { length: 100 }).notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    connectedBy: integer('connected_by').references(() => users.id),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** ACCOUNTING_CONNECTION_STATES: connected, needs_reconnection or disconnected. */
    status: varchar('status', { length: 30 })
      .$type<AccountingConnectionState>()
      .notNull()
      .default('connected'),
    /** Why it needs reconnecting, in the service's words. */
    problem: varchar('problem', { length: 500 }),
    /** The service item invoice lines are sold as, found or created on the first sync. */
    itemId: varchar('item_id', { length: 50 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounting_connections_single').using('btree', sql`(true)`),
    check('accounting_connections_provider_known', oneOf(table.provider, ACCOUNTING_SERVICES)),
    check('accounting_connections_environment_known', oneOf(table.environment, ACCOUNTING_ENVIRONMENTS)),
    check('accounting_connections_status_known', oneOf(table.status, ACCOUNTING_CONNECTION_STATES)),
  ],
);

/** Every sync attempt of an invoice: who, when, what it did or the service's error text. */
export const accountingSyncLog = pgTable(
  'accounting_sync_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the portal synced on its own, after a payment. */
    userId: integer('user_id').references(() => users.id),
    outcome: varchar('outcome', { length: 10 }).$type<AccountingSyncOutcome>().notNull(),
    detail: varchar('detail', { length: 1000 }).notNull(),
    accountingInvoiceId: varchar('accounting_invoice_id', { length: 100 }),
  },
  (table) => [
    index('accounting_sync_log_invoice_idx').on(table.invoiceId, table.at),
    index('accounting_sync_log_at_idx').on(table.at),
    check('accounting_sync_log_outcome_known', oneOf(table.outcome, ACCOUNTING_SYNC_OUTCOMES)),
  ],
);

/**
 * The sandbox ledger's books: customers, items, invoices and payments of each company (realm), with
 * QuickBooks' rules: ids, sync tokens, and a customer or item name used once per company.
 */
export const sandboxLedgerRecords = pgTable(
  'sandbox_ledger_records',
  {
    id: serial('id').primaryKey(),
    realmId: varchar('realm_id', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 20 }).$type<SandboxLedgerEntity>().notNull(),
    /** A customer's DisplayName, an item's Name, an invoice's DocNumber; null for payments. */
    name: varchar('name', { length: 500 }),
    syncToken: integer('sync_token').notNull().default(0),
    active: boolean('active').notNull().default(true),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_ledger_names_unique')
      .on(table.realmId, table.entity, sql`lower(${table.name})`)
      .where(sql`${table.entity} in ('Customer', 'Item')`),
    index('sandbox_ledger_lookup_idx').on(table.realmId, table.entity, table.name),
    check('sandbox_ledger_entity_known', oneOf(table.entity, SANDBOX_LEDGER_ENTITIES)),
  ],
);

/** The sandbox ledger's answers by request id: a write sent again answers what it answered first. */
export const sandboxLedgerRequests = pgTable(
  'sandbox_ledger_requests',
  {
    realmId: varchar('realm_id', { length: 64 }).notNull(),
    requestId: varchar('request_id', { length: 50 }).notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.realmId, table.requestId] })],
);
