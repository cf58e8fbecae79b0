import { sql } from 'drizzle-orm';

/**
 * A page's statement selects this as `totalCount`: every row of the page also carries how many rows
 * match in all, so one statement answers both.
 */
export function matchCountSql() {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

/** A page's rows without the match count they carry, and the count (0 when the page is empty). */
export function splitMatchCount<Row extends { totalCount: number }>(
  found: Row[],
): { rows: Omit<Row, 'totalCount'>[]; totalCount: number } {
  return {
    rows: found.map(({ totalCount: _count, ...row }) => row),
    totalCount: found[0]?.totalCount ?? 0,
  };
}
