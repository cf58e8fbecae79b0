import { PgDialect, pgTable, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of';

const table = pgTable('things', { state: varchar('state', { length: 20 }) });
const dialect = new PgDialect();

describe('oneOf', () => {
  it('writes the list into the statement as quoted literals, no parameters', () => {
    const query = dialect.sqlToQuery(oneOf(table.state, ['open', "it's"]));
    expect(query).toEqual({ sql: `"things"."state" in ('open', 'it''s')`, params: [] });
  });

  it('lets a nullable column be null', () => {
    expect(dialect.sqlToQuery(oneOf(table.state, ['a'], { nullable: true })).sql).toBe(
      `"things"."state" is null or "things"."state" in ('a')`,
    );
  });

  it('refuses an empty list', () => {
    expect(() => oneOf(table.state, [])).toThrow();
  });
});
