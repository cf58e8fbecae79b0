import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

export const aquifers = pgTable('aquifers', {
  id: serial('id').primaryKey(),
  aquiferId: varchar('aquifer_id', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 500 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const parishes = pgTable('parishes', {
  id: serial('id').primaryKey(),
  parishId: varchar('parish_id', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 500 }).notNull(),
});

export const wellUseCategories = pgTable('well_use_categories', {
  id: serial('id').primaryKey(),
  description: varchar('description', { length: 500 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const wellUses = pgTable(
  'well_uses',
  {
    id: serial('id').primaryKey(),
    wellUseId: varchar('well_use_id', { length: 20 }).notNull().unique(),
    description: varchar('description', { length: 500 }),
    classification: varchar('classification', { length: 50 }),
    wellUseCategoryId: integer('well_use_category_id').references(() => wellUseCategories.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('well_uses_category_idx').on(table.wellUseCategoryId)],
);
