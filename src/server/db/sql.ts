import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Runs raw SQL and returns its rows; both drivers (PGlite and node-postgres) answer with `rows`. */
export async function selectRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
