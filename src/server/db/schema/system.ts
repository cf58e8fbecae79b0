import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { KEYED_OPERATIONS, type KeyedOperation } from '../../../shared/states';
import { oneOf } from '../one-of';
import { users } from './users';

/** Captcha solutions already accepted, so each works once; rows past expiry are purged. */
export const captchaReplays = pgTable(
  'captcha_replays',
  {
    signature: varchar('signature', { length: 200 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_replays_expiry_idx').on(table.expiresAt)],
);

/** Fixed-window counters for rate limits, in the database so every instance shares them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The keys that make a create call happen once however often it arrives (a double click, a retry).
 * A key is its caller's, for one operation on one target with one body (`bodyHash`, SHA-256 of the
 * request's values): the same request again answers the first one's result (`resultId`, the row it
 * made); anything else sent with the key is refused. The key alone is unique, so another caller's
 * use of it is found and refused, never answered from this request.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    requestKey: varchar('request_key', { length: 64 }).primaryKey(),
    callerId: integer('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: varchar('operation', { length: 40 }).$type<KeyedOperation>().notNull(),
    targetId: integer('target_id'),
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    resultId: integer('result_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('request_keys_operation_known', oneOf(table.operation, KEYED_OPERATIONS))],
);

/** Who changed what: every staff change to money, wells and users, with before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: varchar('action', { length: 30 }).notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entityId: varchar('entity_id', { length: 50 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorUserId),
  ],
);

/**
 * The district itself, as its invoices show it: at most one row (id 1), entered by an Admin. Until
 * then invoices show no district block and the Admin is asked to fill it in.
 */
export const districtProfile = pgTable(
  'district_profile',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    address1: varchar('address1', { length: 150 }).notNull(),
    address2: varchar('address2', { length: 150 }),
    city: varchar('city', { length: 150 }).notNull(),
    state: varchar('state', { length: 50 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 100 }),
    /** Who checks are made out to and where they are mailed, as printed on the invoice. */
    remitTo: varchar('remit_to', { length: 500 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('district_profile_single_row', sql`${table.id} = 1`)],
);

/** The district's logo for printed invoices: one image, apart from the profile so its reads stay small. */
export const districtLogo = pgTable(
  'district_logo',
  {
    id: integer('id').primaryKey(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    /** The image, base64. */
    data: text('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('district_logo_single_row', sql`${table.id} = 1`)],
);
