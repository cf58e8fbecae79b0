import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOffset } from '../../../shared/contracts/common';
import type { publicApiWellsQuerySchema } from '../../../shared/contracts/public-api';
import type { DbOrTx } from '../../db/client';
import { jsonArraySql, jsonListBody, selectJsonList } from '../../db/json-list';
import { wells } from '../../db/schema';
import { PUBLIC_WELL_PROPERTIES, PUBLIC_WELL_JOINS, publishedWellPageSql } from '../public-data';

export type PublicWellsQuery = z.output<typeof publicApiWellsQuerySchema>;

/** The fields of a published well (publicWellSchema). */
const PUBLIC_WELL_FIELDS = {
  ...PUBLIC_WELL_PROPERTIES,
  latitude: wells.latitude,
  longitude: wells.longitude,
};

/** One statement: the page of wells as a JSON array and how many match in all. */
export function publicWellsSql(query: PublicWellsQuery): SQL {
  const page = publishedWellPageSql(query, {
    limit: query.pageSize,
    offset: pageOffset(query.page, query.pageSize),
  });
  const rows = jsonArraySql({
    fields: PUBLIC_WELL_FIELDS,
    from: sql`page join ${wells} on ${wells.id} = page.id ${PUBLIC_WELL_JOINS}`,
    orderBy: sql`page.place`,
  });
  return sql`with page as (${page})
    select coalesce((select max(page.total) from page), 0)::int as count, ${rows}::text as data`;
}

/** GET public/v1/wells: a page of the registered wells as published, as the body's JSON text. */
export async function listPublicWells(db: DbOrTx, query: PublicWellsQuery): Promise<string> {
  const { count, data } = await selectJsonList(db, publicWellsSql(query));
  return jsonListBody(`${count} wells found.`, data, { totalCount: count });
}
