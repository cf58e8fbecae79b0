import { sql, type SQL } from 'drizzle-orm';
import type {
  PumpageFilterInput,
  PumpagePageQueryInput,
  PumpageSortColumn,
  WellPumpagePage,
  WellPumpageRow,
} from '../../../shared/contracts/pumpage';
import { isClientScoped } from '../../../shared/rules/access';
import { aquifers, clients, dailyPumpage, parishes, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { pumpageConditions } from './pumpage-conditions';

/** What each sort orders by, and the table (besides daily_pumpage) it needs to do so. */
const SORT_KEYS: Record<PumpageSortColumn, { key: SQL; join: SQL }> = {
  date: { key: sql`${dailyPumpage.date}`, join: sql`` },
  pumpage: { key: sql`${dailyPumpage.pumpage}`, join: sql`` },
  wellNumber: { key: sql`${wells.wellNumber}`, join: sql`` },
  client: { key: sql`${clients.name}`, join: sql`join ${clients} on ${clients.id} = ${wells.clientId}` },
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
 * One page of pumpage rows with their well, client, parish and aquifer names. The page is chosen
 * first from daily_pumpage and only the tables the filter and the sort need, then its rows get their
 * names: a deep page skips thousands of rows without joining names to each. The id breaks ties in
 * the sort direction, so pages never overlap or skip rows (and date order walks the date index
 * backwards). Exported so the benchmark times exactly this SQL.
 */
export function pumpagePageSql(caller: Caller, filter: PumpageFilterInput, page: PumpagePageQueryInput): SQL {
  const { key, join } = SORT_KEYS[page.sortBy];
  const direction = sql.raw(page.sortDirection === 'asc' ? 'asc' : 'desc');
  const needsWells = narrowsWells(caller, filter) || (page.sortBy !== 'date' && page.sortBy !== 'pumpage');
  // The bigserial id as float8: exact below 2^53, and both drivers answer it as a JS number.
  return sql`select page.id::float8 as id, ${wells.wellNumber} as "wellNumber", ${clients.name} as client,
      ${parishes.name} as parish, ${aquifers.name} as aquifer, page.date::text as date,
      page.pumpage::float8 as pumpage
    from (
      select ${dailyPumpage.id} as id, ${dailyPumpage.wellId} as well_id, ${dailyPumpage.date} as date,
        ${dailyPumpage.pumpage} as pumpage, ${key} as sort_key
      from ${dailyPumpage}
        ${needsWells ? sql`join ${wells} on ${wells.id} = ${dailyPumpage.wellId}` : sql``}
        ${join}
      ${whereOf(caller, filter)}
      order by sort_key ${direction}, ${dailyPumpage.id} ${direction}
      limit ${page.rowsPerPage} offset ${(page.page - 1) * page.rowsPerPage}
    ) page
      join ${wells} on ${wells.id} = page.well_id
      join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${parishes} on ${parishes.id} = ${wells.parishId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
    order by page.sort_key ${direction}, page.id ${direction}`;
}

/** The number of rows the filter matches; `wells` only when a condition is about the well. */
export function pumpageCountSql(caller: Caller, filter: PumpageFilterInput): SQL {
  const joinWells = narrowsWells(caller, filter)
    ? sql`join ${wells} on ${wells.id} = ${dailyPumpage.wellId}`
    : sql``;
  return sql`select count(*)::int as "totalCount" from ${dailyPumpage} ${joinWells} ${whereOf(caller, filter)}`;
}

/** POST GetAllWellPumpages: one page of the caller's pumpage and the total the filter matches. */
export async function listWellPumpages(
  context: AppContext,
  caller: Caller,
  filter: PumpageFilterInput,
  page: PumpagePageQueryInput,
): Promise<WellPumpagePage> {
  const { db } = context.database;
  const [data, [counted]] = await Promise.all([
    selectRows<WellPumpageRow>(db, pumpagePageSql(caller, filter, page)),
    selectRows<{ totalCount: number }>(db, pumpageCountSql(caller, filter)),
  ]);
  const totalCount = counted?.totalCount ?? 0;
  return { message: `${totalCount} pumpage rows found.`, data, totalCount };
}
