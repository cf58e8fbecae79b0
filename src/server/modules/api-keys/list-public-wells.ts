import type { z } from 'zod';
import type { publicApiWellsQuerySchema } from '../../../shared/contracts/public-api';
import type { DbOrTx } from '../../db/client';
import { jsonListBody, selectJsonList } from '../../db/json-list';
import { PUBLIC_WELL_FIELDS, publishedWellPageJsonSql } from '../public-data';

export type PublicWellsQuery = z.output<typeof publicApiWellsQuerySchema>;

/** GET public/v1/wells: a page of the registered wells as published, as the body's JSON text. */
export async function listPublicWells(db: DbOrTx, query: PublicWellsQuery): Promise<string> {
  const { count, data } = await selectJsonList(
    db,
    publishedWellPageJsonSql(query, query, PUBLIC_WELL_FIELDS),
  );
  return jsonListBody(`${count} wells found.`, data, { totalCount: count });
}
