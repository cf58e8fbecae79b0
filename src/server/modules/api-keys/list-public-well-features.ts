import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { publicApiGeoJsonQuerySchema } from '../../../shared/contracts/public-api';
import type { DbOrTx } from '../../db/client';
import { selectJsonList } from '../../db/json-list';
import { wells } from '../../db/schema';
import { PUBLIC_WELL_PROPERTIES, publishedWellPageJsonSql } from '../public-data';

export type PublicWellFeaturesQuery = z.output<typeof publicApiGeoJsonQuerySchema>;

/** The media type of a GeoJSON answer. */
export const GEOJSON_CONTENT_TYPE = 'application/geo+json; charset=utf-8';

/** The published well's properties as one JSON object, from the same declaration as the wells list. */
const properties = sql.join(
  Object.entries(PUBLIC_WELL_PROPERTIES).map(([field, value]) => sql`${field}::text, ${value}`),
  sql`, `,
);

/** A GeoJSON feature per well (publicWellFeatureSchema): a point at [longitude, latitude], or none. */
const FEATURE_FIELDS = {
  type: sql`'Feature'`,
  geometry: sql`case when ${wells.latitude} is not null and ${wells.longitude} is not null
    then json_build_object('type', 'Point', 'coordinates', json_build_array(${wells.longitude}, ${wells.latitude}))
    end`,
  properties: sql`json_build_object(${properties})`,
};

/**
 * GET public/v1/wells.geojson: a page of the registered wells as a GeoJSON FeatureCollection, with
 * the count and the page beside the features, as the body's JSON text.
 */
export async function listPublicWellFeatures(db: DbOrTx, query: PublicWellFeaturesQuery): Promise<string> {
  const { count, data } = await selectJsonList(db, publishedWellPageJsonSql(query, query, FEATURE_FIELDS));
  const paging = JSON.stringify({ totalCount: count, page: query.page, pageSize: query.pageSize });
  return `{"type":"FeatureCollection","features":${data},${paging.slice(1)}`;
}
