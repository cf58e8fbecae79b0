import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { selectRows } from './sql';

/*
 * Lists of thousands of rows are answered as JSON text the database builds: turning each row into
 * a JavaScript object and back into JSON cost more than the query itself. These helpers are the one
 * way such JSON is built (jsonListSql, jsonArraySql) and wrapped into a response body (jsonListBody); the route
 * sends the text as it is, and under test checks it against the endpoint's response schema.
 */

/** The fields of one answered row: the contract's field names and the columns or SQL they come from. */
export type JsonFields = Record<string, Column | SQL>;

/** Numeric columns are read as float8, so the JSON carries numbers, not PostgreSQL's decimal text. */
function jsonValue(value: Column | SQL): SQL {
  return is(value, Column) && value.columnType.startsWith('PgNumeric')
    ? sql`${value}::float8`
    : sql`${value}`;
}

/** `value as "field"` for each field, so the row's column names are the contract's field names. */
function selectFields(fields: JsonFields): SQL {
  const columns = Object.entries(fields).map(
    ([field, value]) => sql`${jsonValue(value)} as ${sql.identifier(field)}`,
  );
  return sql.join(columns, sql`, `);
}

/** Rows to answer as a JSON array: their fields, the tables they come from, and which and in what order. */
export interface JsonRows {
  fields: JsonFields;
  /** Tables and joins, without `from`. */
  from: SQL;
  where?: SQL | undefined;
  orderBy?: SQL;
}

/*
 * Each row is a lateral select of its fields, aggregated whole: PostgreSQL writes the record with the
 * aliases as keys, a third faster than json_build_object and without its spaces, and the order may
 * use any column of the source, not only the answered fields.
 */
function jsonAggregate({ fields, from, where, orderBy }: JsonRows, select: (array: SQL) => SQL): SQL {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`select ${select(sql`coalesce(json_agg(json_row${order}), '[]'::json)`)}
    from ${from} cross join lateral (select ${selectFields(fields)}) json_row
    ${where ? sql`where ${where}` : sql``}`;
}

/**
 * One JSON array per group of the rows: `key` and, as `items`, the array of that group's rows, to join
 * to the groups by key. One pass over all the rows, where an array per group selected inside each
 * group's row would read the rows once for every group.
 */
export function jsonArraysByKeySql(rows: JsonRows & { key: SQL }): SQL {
  return sql`${jsonAggregate(rows, (array) => sql`${rows.key} as key, ${array} as items`)} group by ${rows.key}`;
}

/** A statement answering one row: `count` of the rows and `data`, their JSON array as text. */
export function jsonListSql(rows: JsonRows): SQL {
  return jsonAggregate(rows, (array) => sql`count(*)::int as count, ${array}::text as data`);
}

/** The rows' JSON array (type json), as a value to embed in a larger statement. */
export function jsonArraySql(rows: JsonRows): SQL {
  return sql`(${jsonAggregate(rows, (array) => array)})`;
}

export interface JsonList {
  count: number;
  /** A JSON array, as text. */
  data: string;
}

/** Runs a jsonListSql statement. */
export async function selectJsonList(db: DbOrTx, statement: SQL): Promise<JsonList> {
  const [list] = await selectRows<JsonList>(db, statement);
  return { count: Number(list?.count ?? 0), data: list?.data ?? '[]' };
}

/** The response body `{ message, data, ...more }` around a list that is already JSON text. */
export function jsonListBody(message: string, data: string, more: Record<string, number> = {}): string {
  const fields = Object.entries(more).map(
    ([name, value]) => `,${JSON.stringify(name)}:${JSON.stringify(value)}`,
  );
  return `{"message":${JSON.stringify(message)},"data":${data}${fields.join('')}}`;
}
