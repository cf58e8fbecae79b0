import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../shared/states';
import { users } from './users';

/**
 * What the district publishes without sign-in: at most one row (id 1). Without it nothing is
 * published; each section is chosen by an Admin.
 */
export const publicDataSettings = pgTable(
  'public_data_settings',
  {
    id: integer('id').primaryKey(),
    /** The landing page: name, logo, contact, the rate and its history, the reporting calendar. */
    publishLanding: boolean('publish_landing').notNull().default(false),
    /** Pumpage by parish, aquifer, well use and year, and the billing check. */
    publishPumpage: boolean('publish_pumpage').notNull().default(false),
    /** The map and list of registered wells. */
    publishWells: boolean('publish_wells').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('public_data_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * An agency's key to the read API. Only the SHA-256 of the key is kept (a key is 32 random bytes,
 * so a fast hash is enough); `prefix` is its first characters, shown to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    scopes: text('scopes').array().notNull().$type<ApiKeyScope[]>(),
    /** The last day the key is accepted; null: until revoked. */
    expiresOn: date('expires_on'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute per key, so a busy agency does not write on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_unique').on(table.keyHash),
    index('api_keys_created_at_idx').on(table.createdAt),
    check(
      'api_keys_scopes_known',
      sql`cardinality(${table.scopes}) > 0 and ${table.scopes} <@ array[${sql.raw(API_KEY_SCOPES.map((scope) => `'${scope}'`).join(', '))}]::text[]`,
    ),
  ],
);
