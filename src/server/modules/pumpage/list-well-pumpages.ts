import { asc, count, desc, eq } from 'drizzle-orm';
import type {
  PumpageFilterInput,
  PumpagePageQueryInput,
  PumpageSortColumn,
  WellPumpagePage,
} from '../../../shared/contracts/pumpage';
import type { DbOrTx } from '../../db/client';
import { aquifers, clients, dailyPumpage, parishes, wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { pumpageConditions } from './pumpage-conditions';

const ROW_COLUMNS = {
  id: dailyPumpage.id,
  wellNumber: wells.wellNumber,
  client: clients.name,
  parish: parishes.name,
  aquifer: aquifers.name,
  date: dailyPumpage.date,
  pumpage: dailyPumpage.pumpage,
};

const SORT_COLUMNS: Record<PumpageSortColumn, (typeof ROW_COLUMNS)[keyof typeof ROW_COLUMNS]> = ROW_COLUMNS;

/**
 * One page of pumpage rows with their well, client, parish and aquifer names. The id breaks ties
 * in the sort direction, so pages never overlap or skip rows (and date order can walk the date
 * index backwards). Exported so the benchmark times exactly this SQL.
 */
export function pumpagePageQuery(
  db: DbOrTx,
  caller: Caller,
  filter: PumpageFilterInput,
  page: PumpagePageQueryInput,
) {
  const direction = page.sortDirection === 'asc' ? asc : desc;
  return db
    .select(ROW_COLUMNS)
    .from(dailyPumpage)
    .innerJoin(wells, eq(wells.id, dailyPumpage.wellId))
    .innerJoin(clients, eq(clients.id, wells.clientId))
    .leftJoin(parishes, eq(parishes.id, wells.parishId))
    .leftJoin(aquifers, eq(aquifers.id, wells.aquiferId))
    .where(pumpageConditions(caller, filter))
    .orderBy(direction(SORT_COLUMNS[page.sortBy]), direction(dailyPumpage.id))
    .limit(page.rowsPerPage)
    .offset((page.page - 1) * page.rowsPerPage);
}

/** The number of rows the filter matches: only the tables the conditions name. */
export function pumpageCountQuery(db: DbOrTx, caller: Caller, filter: PumpageFilterInput) {
  return db
    .select({ totalCount: count() })
    .from(dailyPumpage)
    .innerJoin(wells, eq(wells.id, dailyPumpage.wellId))
    .where(pumpageConditions(caller, filter));
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
    pumpagePageQuery(db, caller, filter, page),
    pumpageCountQuery(db, caller, filter),
  ]);
  const totalCount = counted?.totalCount ?? 0;
  return { message: `${totalCount} pumpage rows found.`, data, totalCount };
}
