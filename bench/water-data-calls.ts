import type { LightMyRequestResponse } from 'fastify';
import {
  historicWellPumpagesEndpoint,
  hourlyPumpageRequestSchema,
  hourlyWellPumpageEndpoint,
} from '../src/shared/contracts/water-data';
import type { Database } from '../src/server/db/client';
import { historicWellPumpagesSql } from '../src/server/modules/water-data/get-historic-well-pumpages';
import { hourlyWellPumpageSql } from '../src/server/modules/water-data/get-hourly-well-pumpage-data';
import { parseAnswer } from '../src/shared/contracts/endpoint';
import type { BenchServer } from './bench-district';
import { type CallGroup, compareGroup, statementBare } from './bench-calls';
import { addDays } from '../src/shared/rules/calendar';

const rowsOf =
  (endpoint: typeof historicWellPumpagesEndpoint | typeof hourlyWellPumpageEndpoint) =>
  (response: LightMyRequestResponse) =>
    `${parseAnswer(endpoint, response.json()).data.length} rows`;

/** The Water Data calls on the first well (metered, with hours): ten years by month, and a month of hours. */
export async function waterDataCalls(
  database: Database,
  server: BenchServer,
  today: string,
): Promise<CallGroup> {
  const [well] = await database.query<{ id: number }>('select min(id) as id from wells');
  const wellId = Number(well?.id);
  const year = Number(today.slice(0, 4));
  const historic = { wellId, startYear: year - 9, endYear: year };
  const hourly = { wellId, startDate: addDays(today, -30), endDate: addDays(today, -1) };
  const parsedHourly = hourlyPumpageRequestSchema.parse(hourly);
  if (parsedHourly.startDate === null || parsedHourly.endDate === null)
    throw new Error('hourly range missing');
  const hourlySql = hourlyWellPumpageSql(server.caller, {
    wellId,
    startDate: parsedHourly.startDate,
    endDate: parsedHourly.endDate,
  });
  return {
    heading: 'Water Data of one well, API against its bare SQL',
    short: 'Water data',
    calls: [
      {
        label: 'POST GetAllHistoricWellPumpages, 10 years',
        request: { method: 'POST', url: historicWellPumpagesEndpoint.path, payload: historic },
        bare: statementBare(database, historicWellPumpagesSql(server.caller, historic)),
        target: 'interactive',
        detail: rowsOf(historicWellPumpagesEndpoint),
      },
      {
        label: 'POST GetHourlyWellPumpageData, 30 days',
        request: { method: 'POST', url: hourlyWellPumpageEndpoint.path, payload: hourly },
        bare: statementBare(database, hourlySql),
        detail: rowsOf(hourlyWellPumpageEndpoint),
      },
    ],
  };
}

/** The Water Data calls measured and printed, in the rounds this benchmark always took. */
export async function compareWaterDataCalls(database: Database, server: BenchServer, today: string) {
  await compareGroup(database, server, await waterDataCalls(database, server, today), 7, 9);
}
