import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b', ...)` from one of the value lists of src/shared/states.ts, for a check
 * constraint or a partial index: the database keeps a column to the list the contracts and the
 * screens take their types from. The values are written into the statement (a constraint takes no
 * parameters), quoted as SQL string literals. A nullable column passes `{ nullable: true }`.
 */
export function oneOf<Value extends string>(
  column: PgColumn,
  values: readonly Value[],
  { nullable = false }: { nullable?: boolean } = {},
): SQL {
  if (values.length === 0) throw new Error(`oneOf(${column.name}) needs at least one value`);
  const list = sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
  return nullable ? sql`${column} is null or ${column} in (${list})` : sql`${column} in (${list})`;
}
