import { and, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOffset } from '../../../shared/contracts/common';
import type { publicApiLevelsQuerySchema } from '../../../shared/contracts/monitoring-wells';
import type { DbOrTx } from '../../db/client';
import { jsonArraySql, jsonListBody, selectJsonList } from '../../db/json-list';
import { matchCountSql } from '../../db/paging';
import { aquifers, monitoringMeasurements, monitoringWells } from '../../db/schema';
import {
  MEASUREMENT_ORDER,
  MEASUREMENT_WELL_JOINS,
  MONITORING_WELL_NAME_ORDER,
  PUBLIC_MEASUREMENT_FIELDS,
  PUBLISHED_MEASUREMENTS_FROM,
  PUBLISHED_MONITORING_WELL,
} from '../public-data';
import { displayNameSql } from '../monitoring-wells';

export type PublicLevelsQuery = z.output<typeof publicApiLevelsQuerySchema>;

/** A site as an agency names it: its USGS site number, or its local name without regard to case. */
function siteIs(site: string): SQL | undefined {
  return or(
    sql`${monitoringWells.siteNumber} = ${site}`,
    sql`lower(${monitoringWells.localName}) = lower(${site})`,
  );
}

/**
 * One page of the published measurements the filter matches, by site, day and time (ending on the
 * unique id, so pages never overlap), with their place in that order and how many match in all.
 */
function levelsPageSql(query: PublicLevelsQuery): SQL {
  const where = and(
    PUBLISHED_MONITORING_WELL,
    query.site === undefined ? undefined : siteIs(query.site),
    query.parameter === undefined ? undefined : sql`${monitoringMeasurements.parameter} = ${query.parameter}`,
    query.from === undefined ? undefined : gte(monitoringMeasurements.measuredOn, query.from),
    query.to === undefined ? undefined : lte(monitoringMeasurements.measuredOn, query.to),
  );
  return sql`select ${monitoringMeasurements.id} as id,
      row_number() over (order by ${MONITORING_WELL_NAME_ORDER}, ${MEASUREMENT_ORDER}, ${monitoringMeasurements.id}) as place,
      ${matchCountSql()} as total
    from ${PUBLISHED_MEASUREMENTS_FROM}
    where ${where}
    order by place
    limit ${query.pageSize} offset ${pageOffset(query.page, query.pageSize)}`;
}

/** The fields of a row (publicApiLevelSchema). */
const LEVEL_FIELDS = {
  agencyCode: monitoringWells.agencyCode,
  siteNumber: monitoringWells.siteNumber,
  site: displayNameSql,
  aquifer: sql`${aquifers.name}`,
  ...PUBLIC_MEASUREMENT_FIELDS,
};

/**
 * GET public/v1/levels: a page of the published monitoring wells' measurements, as the body's JSON
 * text. A well not marked public is never read, whatever the filter names.
 */
export async function listPublicLevels(db: DbOrTx, query: PublicLevelsQuery): Promise<string> {
  const rows = jsonArraySql({
    fields: LEVEL_FIELDS,
    from: sql`page join ${monitoringMeasurements} on ${monitoringMeasurements.id} = page.id ${MEASUREMENT_WELL_JOINS}`,
    orderBy: sql`page.place`,
  });
  const { count, data } = await selectJsonList(
    db,
    sql`with page as (${levelsPageSql(query)})
      select coalesce((select max(page.total) from page), 0)::int as count, ${rows}::text as data`,
  );
  return jsonListBody(`${count} measurements found.`, data, { totalCount: count });
}
