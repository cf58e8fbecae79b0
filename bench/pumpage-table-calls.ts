import {
  listWellPumpagesEndpoint,
  type PumpageFilter,
  pumpageFilterSchema,
  type PumpagePageQuery,
  pumpagePageQuerySchema,
} from '../src/shared/contracts/pumpage';
import { parseAnswer } from '../src/shared/contracts/endpoint';
import { addDays } from '../src/shared/rules/calendar';
import type { Database } from '../src/server/db/client';
import type { Caller } from '../src/server/modules/auth/caller';
import { pumpageListSql } from '../src/server/modules/pumpage/list-well-pumpages';
import { type BenchCall, type CallGroup, type CallTarget, statementBare } from './bench-calls';
import { firstIds } from './report-calls';

/** POST GetAllWellPumpages with a filter and a page; the statement is pumpageListSql's. */
export function pumpagePageCall(
  database: Database,
  caller: Caller,
  label: string,
  filter: PumpageFilter,
  page: PumpagePageQuery = {},
  target?: CallTarget,
): BenchCall {
  const query = new URLSearchParams(Object.entries(page).map(([key, value]) => [key, String(value)]));
  const statement = pumpageListSql(
    caller,
    pumpageFilterSchema.parse(filter),
    pumpagePageQuerySchema.parse(page),
  );
  return {
    label,
    request: { method: 'POST', url: `${listWellPumpagesEndpoint.path}?${query.toString()}`, payload: filter },
    bare: statementBare(database, statement),
    ...(target ? { target } : {}),
    detail: (response) =>
      parseAnswer(listWellPumpagesEndpoint, response.json()).totalCount.toLocaleString('en-US'),
  };
}

/** The pumpage table's pages: first pages, a deep one, the filters and the sorts. */
export async function pumpageTableCalls(
  database: Database,
  caller: Caller,
  today: string,
): Promise<CallGroup> {
  const year = Number(today.slice(0, 4));
  const [clientId, aquiferId, parishId] = [
    await firstIds(database, 'clients', 3),
    await firstIds(database, 'aquifers', 2),
    await firstIds(database, 'parishes', 2),
  ];
  const call = (label: string, filter: PumpageFilter, page?: PumpagePageQuery, target?: CallTarget) =>
    pumpagePageCall(database, caller, label, filter, page, target);
  const thisYear = { startDate: year, endDate: year };
  return {
    heading: 'POST GetAllWellPumpages (page and total count in one statement), API against its bare SQL',
    short: 'Pumpage table',
    calls: [
      call('first page, this year', thisYear, {}, 'first page'),
      call('first page, all years', {}, {}, 'first page'),
      call('deep page 4,000, all years', {}, { page: 4000 }),
      call('years, two back', { startDate: year - 2, endDate: year - 1 }),
      call('3 clients', { ...thisYear, clientId }),
      call('2 aquifers', { ...thisYear, aquiferId }),
      call('2 parishes', { ...thisYear, parishId }),
      call('well number BW-0001', { wellNumber: 'BW-0001' }),
      call('date range, one month', { startDateTime: addDays(today, -31), endDateTime: addDays(today, -1) }),
      call('sorted by well number', thisYear, { sortBy: 'wellNumber', sortDirection: 'asc' }),
      call('sorted by pumpage, 100 rows', thisYear, {
        sortBy: 'pumpage',
        sortDirection: 'desc',
        rowsPerPage: 100,
      }),
    ],
  };
}
