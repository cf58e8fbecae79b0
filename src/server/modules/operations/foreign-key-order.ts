import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';

/** A foreign key of `table` naming a row of `referenced`. */
export interface TableReference {
  table: string;
  referenced: string;
}

/** The foreign keys between the application's tables, as the database declares them. */
export async function tableReferences(db: DbOrTx): Promise<TableReference[]> {
  return selectRows<TableReference>(
    db,
    sql`select distinct child.relname as "table", parent.relname as referenced
        from pg_constraint c
          join pg_class child on child.oid = c.conrelid
          join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
}

/**
 * `tables` in an order that fills each one after every table its foreign keys reference, by name
 * among equals so the order is always the same. A table referencing itself is fine: its rows are
 * loaded by one statement, which checks them at its end. A cycle between tables has no such order.
 */
export function dependencyOrder(tables: readonly string[], references: readonly TableReference[]): string[] {
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, referenced } of references) {
    if (table !== referenced && needs.has(referenced)) needs.get(table)?.add(referenced);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < needs.size) {
    const ready = [...needs]
      .filter(([table, needed]) => !placed.has(table) && [...needed].every((other) => placed.has(other)))
      .map(([table]) => table)
      .sort();
    if (ready.length === 0) {
      const waiting = [...needs.keys()].filter((table) => !placed.has(table));
      throw new Error(`No order fills ${waiting.join(', ')}: their foreign keys form a cycle.`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}
