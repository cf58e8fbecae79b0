import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { aquifers, parishes, wellUseCategories } from '../../db/schema';
import { NotFoundError } from '../../errors';

type PlainReferenceTable = typeof parishes | typeof aquifers | typeof wellUseCategories;

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Sorts codes as people read them: '400' before '1000', 'ebr' next to 'EBR'. */
export function sortNaturally<Row>(rows: Row[], key: (row: Row) => string | null): Row[] {
  return [...rows].sort((a, b) => naturalOrder.compare(key(a) ?? '', key(b) ?? ''));
}

// Drizzle cannot type a query over "one of these tables"; the signatures keep callers exact.

/** Every row of a reference table, in the order its list shows them. */
export async function listReferenceRecords<T extends PlainReferenceTable>(
  db: Db,
  table: T,
  sortKey: (row: T['$inferSelect']) => string,
): Promise<{ message: string; data: T['$inferSelect'][] }> {
  const rows = (await db.select().from(table as PgTable)) as T['$inferSelect'][];
  return { message: 'OK', data: sortNaturally(rows, sortKey) };
}

/** One row of a reference table by its database id, or 404 naming the kind of record. */
export async function findReferenceRecord<T extends PlainReferenceTable>(
  db: Db,
  table: T,
  noun: string,
  id: number,
): Promise<{ message: string; data: T['$inferSelect'] }> {
  const idColumn: PgColumn = table.id;
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(idColumn, id))) as T['$inferSelect'][];
  if (!row) throw new NotFoundError(`${noun} not found.`);
  return { message: 'OK', data: row };
}
