import {
  historicWellPumpagesEndpoint,
  hourlyPumpageRequestSchema,
  hourlyWellPumpageEndpoint,
} from '../src/shared/contracts/water-data';
import type { Database } from '../src/server/db/client';
import { historicWellPumpagesSql } from '../src/server/modules/water-data/get-historic-well-pumpages';
import { hourlyWellPumpageSql } from '../src/server/modules/water-data/get-hourly-well-pumpage-data';
import { parseAnswer } from '../src/shared/contracts/endpoint';
import { alternatingMedians, bareQuery, type BenchServer } from './bench-district';
import { printRatio } from './measure';
import { addDays } from '../src/shared/rules/calendar';

async function compare(
  database: Database,
  server: BenchServer,
  label: string,
  endpoint: typeof historicWellPumpagesEndpoint | typeof hourlyWellPumpageEndpoint,
  payload: object,
  bare: () => Promise<unknown>,
): Promise<void> {
  const call = () =>
    server.app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { authorization: `Bearer ${server.token}` },
      payload,
    });
  const response = await call();
  if (response.statusCode !== 200)
    throw new Error(`${endpoint.path} answered ${response.statusCode}: ${response.body}`);
  const rows = parseAnswer(endpoint, response.json()).data.length;
  const { apiMs, sqlMs } = await alternatingMedians(call, bare);
  printRatio(`${label} (${rows} rows)`, apiMs, sqlMs, 1.5);
  if (database.kind === 'postgres' && apiMs > 300) console.log('    above 300 ms on PostgreSQL');
}

/** The Water Data calls on the first metered well: ten years by month, and a month of hours. */
export async function compareWaterDataCalls(database: Database, server: BenchServer, today: string) {
  const [well] = await database.query<{ id: number }>('select min(id) as id from wells');
  const wellId = Number(well?.id);
  const year = Number(today.slice(0, 4));
  console.log('\nWater Data of one well, API against its bare SQL:');
  const historic = { wellId, startYear: year - 9, endYear: year };
  await compare(
    database,
    server,
    'POST GetAllHistoricWellPumpages, 10 years',
    historicWellPumpagesEndpoint,
    historic,
    bareQuery(database, historicWellPumpagesSql(server.caller, historic)),
  );
  const hourly = { wellId, startDate: addDays(today, -30), endDate: addDays(today, -1) };
  const parsedHourly = hourlyPumpageRequestSchema.parse(hourly);
  if (parsedHourly.startDate === null || parsedHourly.endDate === null)
    throw new Error('hourly range missing');
  await compare(
    database,
    server,
    'POST GetHourlyWellPumpageData, 30 days',
    hourlyWellPumpageEndpoint,
    hourly,
    bareQuery(
      database,
      hourlyWellPumpageSql(server.caller, {
        wellId,
        startDate: parsedHourly.startDate,
        endDate: parsedHourly.endDate,
      }),
    ),
  );
}
