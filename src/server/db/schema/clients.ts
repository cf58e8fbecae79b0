import { boolean, index, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A well owner. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 500 }).notNull(),
    ownerId: varchar('owner_id', { length: 50 }),
    contactName: varchar('contact_name', { length: 150 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    contactEmail: varchar('contact_email', { length: 100 }),
    contactName2: varchar('contact_name2', { length: 150 }),
    contactPhone2: varchar('contact_phone2', { length: 20 }),
    contactEmail2: varchar('contact_email2', { length: 100 }),
    contactName3: varchar('contact_name3', { length: 150 }),
    contactPhone3: varchar('contact_phone3', { length: 20 }),
    contactEmail3: varchar('contact_email3', { length: 100 }),
    address1: varchar('address1', { length: 150 }).notNull(),
    address2: varchar('address2', { length: 150 }),
    city: varchar('city', { length: 150 }).notNull(),
    state: varchar('state', { length: 50 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    registrationCode: varchar('registration_code', { length: 20 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isSelfSubmitting: boolean('is_self_submitting').notNull().default(false),
    /** Staff marked the client public (a municipal water system): its name may be published. */
    isPublic: boolean('is_public').notNull().default(false),
    location: text('location'),
    /** The client's customer id at the accounting service, once synced. */
    accountingCustomerId: varchar('accounting_customer_id', { length: 100 }),
  },
  (table) => [
    uniqueIndex('clients_registration_code_unique').on(table.registrationCode),
    index('clients_name_idx').on(table.name),
  ],
);
