import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';

/** One table's content in two numbers: how many rows, and an order-independent checksum of them. */
export interface TableFingerprint {
  table: string;
  rows: number;
  /** The sum of a 60-bit hash of every row's text, as decimal text (it outgrows a bigint). */
  checksum: string;
}

/** The application's tables (the migrator's bookkeeping lives in its own schema and is not one). */
export async function applicationTables(db: DbOrTx): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/**
 * How many tables the database holds in the application's schema or the migrator's: more than none
 * means it is in use, and a restore or a move into it is refused.
 */
export async function tablesInUse(db: DbOrTx): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from information_schema.tables
        where table_schema in ('public', 'drizzle')`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Every application table's fingerprint, in name order. Two databases holding the same rows answer
 * the same fingerprints whatever their store or physical order, so a backup restored or a database
 * moved can be compared with its source. A row's text depends on the session's time zone, date style
 * and float digits; they are fixed here for the one transaction that reads.
 */
export async function tableFingerprints(db: DbOrTx): Promise<TableFingerprint[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    const fingerprints: TableFingerprint[] = [];
    for (const table of await applicationTables(tx)) {
      const [row] = await selectRows<{ rows: number | string; checksum: string }>(
        tx,
        sql`select count(*)::bigint as rows,
                   coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
            from ${sql.identifier(table)} t`,
      );
      fingerprints.push({ table, rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '0' });
    }
    return fingerprints;
  });
}
