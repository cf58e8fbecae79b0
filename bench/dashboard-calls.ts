import { listClientsEndpoint } from '../src/shared/contracts/clients';
import {
  dailyPumpageRequestSchema,
  dailyWellPumpageEndpoint,
  listClientWellsEndpoint,
  pumpageVolumesForChartEndpoint,
} from '../src/shared/contracts/dashboard';
import { currentYearInvoicesEndpoint } from '../src/shared/contracts/invoice-lists';
import {
  chartFilterSchema,
  type ChartFilter,
  listMapWellsEndpoint,
  mapWellFilterSchema,
} from '../src/shared/contracts/wells';
import type { Database } from '../src/server/db/client';
import type { Caller } from '../src/server/modules/auth/caller';
import { listClients } from '../src/server/modules/clients/list-clients';
import { getDailyWellPumpageData } from '../src/server/modules/dashboard/get-daily-well-pumpage-data';
import { getPumpageVolumesForChart } from '../src/server/modules/dashboard/get-pumpage-volumes-for-chart';
import { listClientWells } from '../src/server/modules/dashboard/list-client-wells';
import { listClientInvoices } from '../src/server/modules/invoices/list-invoices';
import { mapWellSql } from '../src/server/modules/wells/list-map-wells';
import type { BenchServer } from './bench-district';
import { type BenchCall, type CallGroup, recordedBare, statementBare } from './bench-calls';
import type { BenchUser } from './bench-users';
import { firstIds } from './report-calls';

function chartCall(database: Database, caller: Caller, label: string, filter: ChartFilter, today: string) {
  const parsed = chartFilterSchema.parse(filter);
  return {
    label,
    request: { method: 'POST', url: pumpageVolumesForChartEndpoint.path, payload: filter },
    bare: recordedBare(database, (db) => getPumpageVolumesForChart(db, caller, parsed, today)),
  } satisfies BenchCall;
}

/**
 * What an owner's dashboard asks for when it opens: their clients, the map, the chart, this year's
 * invoices, the wells of the daily volume picker and the first well's last 7 days.
 */
export async function ownerDashboardCalls(
  database: Database,
  owner: BenchUser,
  today: string,
): Promise<BenchCall[]> {
  const { caller, token } = owner;
  const clientId = caller.clientIds[0] ?? 0;
  const [well] = await database.query<{ id: number }>(
    'select min(id) as id from wells where client_id = $1',
    [clientId],
  );
  const daily = { wellId: Number(well?.id) };
  const parsedDaily = dailyPumpageRequestSchema.parse(daily);
  const calls: BenchCall[] = [
    {
      label: 'GET Client/GetAllClients',
      request: { method: 'GET', url: listClientsEndpoint.path },
      bare: recordedBare(database, (db) => listClients(db, caller, {})),
    },
    {
      label: 'POST Well/GetMapWells',
      request: { method: 'POST', url: listMapWellsEndpoint.path, payload: {} },
      bare: statementBare(database, mapWellSql(caller, mapWellFilterSchema.parse({}))),
    },
    chartCall(database, caller, 'POST GetPumpageVolumesForChart', {}, today),
    {
      label: 'GET GetCurrentYearInvoices',
      request: { method: 'GET', url: `${currentYearInvoicesEndpoint.path}?clientId=${clientId}` },
      bare: recordedBare(database, (db) => listClientInvoices(db, caller, clientId, 'currentYear', today)),
    },
    {
      label: 'GET Dashboard/GetClientWells',
      request: { method: 'GET', url: `${listClientWellsEndpoint.path}?clientId=${clientId}` },
      bare: recordedBare(database, (db) => listClientWells(db, caller, { clientId })),
    },
    {
      label: 'POST GetDailyWellPumpageData, 7 days',
      request: { method: 'POST', url: dailyWellPumpageEndpoint.path, payload: daily },
      bare: recordedBare(database, (db) => getDailyWellPumpageData(db, caller, parsedDaily, today)),
    },
  ];
  return calls.map((call) => ({ ...call, request: { ...call.request, token }, target: 'interactive' }));
}

/** The staff dashboard's map and chart, and an owner's dashboard: each under issue 30's interactive target. */
export async function dashboardCalls(
  database: Database,
  server: BenchServer,
  owner: BenchUser,
  today: string,
): Promise<CallGroup[]> {
  const { caller } = server;
  const aquiferId = await firstIds(database, 'aquifers', 2);
  const staff: BenchCall[] = [
    {
      label: 'POST Well/GetMapWells, every well',
      request: { method: 'POST', url: listMapWellsEndpoint.path, payload: {} },
      bare: statementBare(database, mapWellSql(caller, mapWellFilterSchema.parse({}))),
    },
    chartCall(database, caller, 'POST GetPumpageVolumesForChart, every well', {}, today),
    chartCall(database, caller, 'POST GetPumpageVolumesForChart, 2 aquifers', { aquiferId }, today),
  ];
  return [
    {
      heading: 'Staff dashboard',
      short: 'Staff dashboard',
      calls: staff.map((call) => ({ ...call, target: 'interactive' })),
    },
    {
      heading: "An owner's dashboard (one client)",
      short: 'Owner dashboard',
      calls: await ownerDashboardCalls(database, owner, today),
    },
  ];
}
