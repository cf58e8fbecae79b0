import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonListBody, jsonListSql, selectJsonList } from '../../db/json-list';
import { wells } from '../../db/schema';
import { getPublicDataSettings } from './get-public-data-settings';
import {
  PUBLIC_WELL_FIELDS,
  PUBLIC_WELL_JOINS,
  publishedWellConditions,
  WELL_NUMBER_ORDER,
} from './published-well-sql';

/**
 * GET PublicData/GetWells (anonymous): every registered well as published, as the response's JSON
 * text, or an empty list when the district does not publish its wells.
 */
export async function getPublicWells(db: DbOrTx): Promise<string> {
  const settings = await getPublicDataSettings(db);
  if (!settings.publishWells) return jsonListBody('OK', '[]');
  const { data } = await selectJsonList(
    db,
    jsonListSql({
      fields: PUBLIC_WELL_FIELDS,
      from: sql`${wells} ${PUBLIC_WELL_JOINS}`,
      where: publishedWellConditions({}),
      orderBy: WELL_NUMBER_ORDER,
    }),
  );
  return jsonListBody('OK', data);
}
