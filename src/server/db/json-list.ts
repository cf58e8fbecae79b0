import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { selectRows } from './sql';

/*
 * Lists of thousands of rows are answered as JSON text the database builds: turning each row into
 * a JavaScript object and back into JSON cost more than the query itself. These helpers are the one
 * way such JSON is built (jsonArrayAgg) and wrapped into a response body (jsonListBody); the route
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

/** `json_build_object(...)`: one row in the contract's shape. */
function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([field, value]) => sql`${field}::text, ${jsonValue(value)}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * An aggregate: the JSON array of `fields` over the rows of the select it stands in, in `orderBy`
 * order, and an empty array (not null) when there are no rows.
 */
export function jsonArrayAgg(fields: JsonFields, orderBy?: SQL): SQL {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`coalesce(json_agg(${jsonObject(fields)}${order}), '[]'::json)`;
}

export interface JsonList {
  count: number;
  /** A JSON array, as text. */
  data: string;
}

/** Runs a statement answering one row of `count` and `data` (a jsonArrayAgg as text). */
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
