import { sql, type SQL } from 'drizzle-orm';
import type {
  PumpageFilterInput,
  PumpagePageQueryInput,
  PumpageSortColumn,
} from '../../../shared/contracts/pumpage';
import { pageOffset } from '../../../shared/contracts/common';
import { isClientScoped } from '../../../shared/rules/access';
import { aquifers, clients, dailyPumpage, parishes, wells } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { jsonArraySql, jsonListBody, selectJsonList } from '../../db/json-list';
import type { Caller } from '../auth/caller';
import { pumpageConditions, pumpagePeriod, pumpageWellConditions } from './pumpage-conditions';
import { rangePumpageRowsSql } from './range-totals';

/** What each sort orders by, and the table (besides daily_pumpage) it needs to do so. */
const SORT_KEYS: Record<PumpageSortColumn, { key: SQL; join: SQL }> = {
  date: { key: sql`${dailyPumpage.date}`, join: sql`` },
  pumpage: { key: sql`${dailyPumpage.pumpage}`, join: sql`` },
  wellNumber: { key: sql`${wells.wellNumber}`, join: sql`` },
  client: { key: sql`${clients.name}`, join: sql`left join ${clients} on ${clients.id} = ${wells.clientId}` },
  parish: {
    key: sql`${parishes.name}`,
    join: sql`left join ${parishes} on ${parishes.id} = ${wells.parishId}`,
  },
  aquifer: {
    key: sql`${aquifers.name}`,
    join: sql`left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}`,
  },
};

/** Whether the filter or the caller's scope says anything about the well, so `wells` must be joined. */
function narrowsWells(caller: Caller, filter: PumpageFilterInput): boolean {
  return (
    isClientScoped(caller.accessLevel) ||
    filter.clientId.length + filter.aquiferId.length + filter.wellUseId.length + filter.parishId.length > 0 ||
    filter.wellNumber !== null
  );
}

function whereOf(caller: Caller, filter: PumpageFilterInput): SQL {
  const conditions = pumpageConditions(caller, filter);
  return conditions ? sql`where ${conditions}` : sql``;
}

/** The fields of a pumpage row (pumpageRowSchema); `page` is the chosen page of daily rows. */
const PUMPAGE_ROW_FIELDS = {
  id: sql`page.id::float8`,
  wellNumber: wells.wellNumber,
  client: clients.name,
  parish: parishes.name,
  aquifer: aquifers.name,
  date: sql`page.date::text`,
  pumpage: sql`page.pumpage::float8`,
};

/**
 * One page of pumpage rows, as a JSON array in the row contract's shape (the bigserial id as
 * float8: exact below 2^53, a JSON number). The page is chosen first from daily_pumpage and only
 * the tables the filter and the sort need, then its rows get their names: a deep page skips
 * thousands of rows without joining names to each. The id breaks ties in the sort direction, so
 * pages never overlap or skip rows (and date order walks the date index backwards).
 */
function pumpagePageJsonSql(caller: Caller, filter: PumpageFilterInput, page: PumpagePageQueryInput): SQL {
  const { key, join } = SORT_KEYS[page.sortBy];
  const direction = directionOf(page);
  const needsWells = narrowsWells(caller, filter) || (page.sortBy !== 'date' && page.sortBy !== 'pumpage');
  const pageRows = sql`select ${dailyPumpage.id} as id, ${dailyPumpage.wellId} as well_id,
      ${dailyPumpage.date} as date, ${dailyPumpage.pumpage} as pumpage, ${key} as sort_key
    from ${dailyPumpage}
      ${needsWells ? sql`join ${wells} on ${wells.id} = ${dailyPumpage.wellId}` : sql``}
      ${join}
    ${whereOf(caller, filter)}
    order by sort_key ${direction}, ${dailyPumpage.id} ${direction}
    limit ${page.rowsPerPage} offset ${pageOffset(page.page, page.rowsPerPage)}`;
  return jsonArraySql({
    fields: PUMPAGE_ROW_FIELDS,
    from: sql`(${pageRows}) page
      join ${wells} on ${wells.id} = page.well_id
      left join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${parishes} on ${parishes.id} = ${wells.parishId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}`,
    orderBy: sql`page.sort_key ${direction}, page.id ${direction}`,
  });
}

const directionOf = (page: PumpagePageQueryInput) => sql.raw(page.sortDirection === 'asc' ? 'asc' : 'desc');

/**
 * The number of daily rows the filter matches, from the yearly and monthly totals' day counts and the edge
 * days' rows: counting a district's every daily row would grow with each year it keeps.
 */
function pumpageCountSql(caller: Caller, filter: PumpageFilterInput): SQL {
  const rows = rangePumpageRowsSql(pumpagePeriod(filter), filter.quarter);
  const wellConditions = pumpageWellConditions(caller, filter);
  const ofWells = narrowsWells(caller, filter)
    ? sql`join ${wells} on ${wells.id} = matched.well_id ${wellConditions ? sql`where ${wellConditions}` : sql``}`
    : sql``;
  return sql`select coalesce(sum(matched.days), 0)::int from (${rows}) matched ${ofWells}`;
}

/**
 * The one statement behind the pumpage table: the total the filter matches and one page of rows as
 * JSON text. One statement is one round trip and one pooled connection per request. Exported so the
 * benchmark times exactly this SQL.
 */
export function pumpageListSql(caller: Caller, filter: PumpageFilterInput, page: PumpagePageQueryInput): SQL {
  return sql`select (${pumpageCountSql(caller, filter)}) as count,
    ${pumpagePageJsonSql(caller, filter, page)}::text as data`;
}

/** POST GetAllWellPumpages: one page of the caller's pumpage and the total, as the body's JSON text. */
export async function listWellPumpages(
  db: DbOrTx,
  caller: Caller,
  filter: PumpageFilterInput,
  page: PumpagePageQueryInput,
): Promise<string> {
  const { count, data } = await selectJsonList(db, pumpageListSql(caller, filter, page));
  return jsonListBody(`${count} pumpage rows found.`, data, { totalCount: count });
}
