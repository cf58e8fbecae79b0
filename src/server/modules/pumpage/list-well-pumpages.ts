import { sql, type SQL } from 'drizzle-orm';
import type {
  PumpageFilterInput,
  PumpagePageQueryInput,
  PumpageSortColumn,
} from '../../../shared/contracts/pumpage';
import { isClientScoped } from '../../../shared/rules/access';
import { aquifers, clients, dailyPumpage, parishes, wells } from '../../db/schema';
import { jsonListBody } from '../../db/json-list';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { pumpageConditions } from './pumpage-conditions';

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

/**
 * One page of pumpage rows with their well, client, parish and aquifer names, and their sort key.
 * The page is chosen first from daily_pumpage and only the tables the filter and the sort need,
 * then its rows get their names: a deep page skips thousands of rows without joining names to each.
 * The id breaks ties in the sort direction, so pages never overlap or skip rows (and date order
 * walks the date index backwards).
 */
function pumpagePageSql(caller: Caller, filter: PumpageFilterInput, page: PumpagePageQueryInput): SQL {
  const { key, join } = SORT_KEYS[page.sortBy];
  const needsWells = narrowsWells(caller, filter) || (page.sortBy !== 'date' && page.sortBy !== 'pumpage');
  return sql`select page.id, page.date, page.pumpage, page.sort_key, ${wells.wellNumber} as well_number,
      ${clients.name} as client, ${parishes.name} as parish, ${aquifers.name} as aquifer
    from (
      select ${dailyPumpage.id} as id, ${dailyPumpage.wellId} as well_id, ${dailyPumpage.date} as date,
        ${dailyPumpage.pumpage} as pumpage, ${key} as sort_key
      from ${dailyPumpage}
        ${needsWells ? sql`join ${wells} on ${wells.id} = ${dailyPumpage.wellId}` : sql``}
        ${join}
      ${whereOf(caller, filter)}
      order by sort_key ${directionOf(page)}, ${dailyPumpage.id} ${directionOf(page)}
      limit ${page.rowsPerPage} offset ${(page.page - 1) * page.rowsPerPage}
    ) page
      join ${wells} on ${wells.id} = page.well_id
      left join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${parishes} on ${parishes.id} = ${wells.parishId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}`;
}

const directionOf = (page: PumpagePageQueryInput) => sql.raw(page.sortDirection === 'asc' ? 'asc' : 'desc');

/** The number of rows the filter matches; `wells` only when a condition is about the well. */
function pumpageCountSql(caller: Caller, filter: PumpageFilterInput): SQL {
  const joinWells = narrowsWells(caller, filter)
    ? sql`join ${wells} on ${wells.id} = ${dailyPumpage.wellId}`
    : sql``;
  return sql`select count(*)::int from ${dailyPumpage} ${joinWells} ${whereOf(caller, filter)}`;
}

/**
 * The one statement behind the pumpage table: the total the filter matches and one page of rows,
 * the rows as a JSON array in the row contract's shape (the bigserial id as float8: exact below
 * 2^53, a JSON number). One statement is one round trip and one pooled connection per request.
 * Exported so the benchmark times exactly this SQL.
 */
export function pumpageListSql(caller: Caller, filter: PumpageFilterInput, page: PumpagePageQueryInput): SQL {
  const direction = directionOf(page);
  return sql`select (${pumpageCountSql(caller, filter)}) as "totalCount",
    coalesce((select json_agg(json_build_object('id', listed.id::float8, 'wellNumber', listed.well_number,
        'client', listed.client, 'parish', listed.parish, 'aquifer', listed.aquifer, 'date', listed.date::text,
        'pumpage', listed.pumpage::float8) order by listed.sort_key ${direction}, listed.id ${direction})
      from (${pumpagePageSql(caller, filter, page)}) listed), '[]')::text as data`;
}

/** POST GetAllWellPumpages: one page of the caller's pumpage and the total, as the body's JSON text. */
export async function listWellPumpages(
  context: AppContext,
  caller: Caller,
  filter: PumpageFilterInput,
  page: PumpagePageQueryInput,
): Promise<string> {
  const [list] = await selectRows<{ totalCount: number; data: string }>(
    context.database.db,
    pumpageListSql(caller, filter, page),
  );
  const totalCount = Number(list?.totalCount ?? 0);
  return jsonListBody(`${totalCount} pumpage rows found.`, list?.data ?? '[]', { totalCount });
}
