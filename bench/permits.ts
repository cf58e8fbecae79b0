import { performance } from 'node:perf_hooks';
import {
  downloadPermitUseEndpoint,
  getPermitUseEndpoint,
  permitUseDownloadQuerySchema,
  permitUseQuerySchema,
  type PermitUseQuery,
  type PermitUseResponse,
} from '../src/shared/contracts/permits';
import { addYears } from '../src/shared/rules/calendar';
import type { Database } from '../src/server/db/client';
import { listPermitUse } from '../src/server/modules/permits/permit-use-list';
import { permitUseFile } from '../src/server/modules/permits/permit-use-file';
import type { BenchServer } from './bench-district';
import { compareGroup, recordedBare, type BenchCall } from './bench-calls';
import { onFullSizeDistrict } from './full-size-district';

/**
 * Every well of the full-size district gets a permit from three years back (volumes from 2 to 51
 * million gallons a year, so the metered wells stand under, near and over), and a district cut runs
 * from the middle of this year.
 */
async function permitEveryWell(database: Database, today: string): Promise<void> {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  await database.query(
    `insert into permit_terms (well_id, effective_from, annual_gallons, max_daily_gallons)
      select id, $1::date, 2000000 + (id % 50) * 1000000, 40000 + (id % 7) * 5000 from wells`,
    [addYears(yearStart, -3)],
  );
  await database.query(
    `insert into district_cuts (percent, effective_on, ends_on, reason) values (20, $1::date, null, 'Bench drought stage')`,
    [`${today.slice(0, 4)}-07-01`],
  );
  await database.query('vacuum analyze permit_terms');
}

function permitCalls(database: Database, server: BenchServer, today: string): BenchCall[] {
  const list = (label: string, query: PermitUseQuery): BenchCall => {
    const url = `${getPermitUseEndpoint.path}?${new URLSearchParams(query as Record<string, string>).toString()}`;
    return {
      label: `GET GetPermitUse, ${label}`,
      request: { method: 'GET', url },
      bare: recordedBare(database, (db) =>
        listPermitUse(db, server.caller, permitUseQuerySchema.parse(query), today),
      ),
      target: 'interactive',
      detail: (response) => `${response.json<PermitUseResponse>().totalCount} wells`,
    };
  };
  const download = (format: 'csv' | 'xlsx'): BenchCall => ({
    label: `GET DownloadPermitUse, ${format}`,
    request: { method: 'GET', url: `${downloadPermitUseEndpoint.path}?format=${format}` },
    bare: recordedBare(database, (db) =>
      permitUseFile(db, server.caller, permitUseDownloadQuerySchema.parse({ format }), today),
    ),
    target: 'excel',
    after: (response) => Promise.resolve([`export: ${(response.rawPayload.length / 1024).toFixed(1)} kB`]),
  });
  return [
    list('by percent used, first page', {}),
    list('by projected crossing', { sort: 'projectedCrossingOn', direction: 'asc' }),
    list('over only, 100 a page', { status: 'over', pageSize: 100 }),
    download('csv'),
    download('xlsx'),
  ];
}

/**
 * `npm run bench -- permits`: on the full-size district with every well permitted, the Permits
 * report and its exports against the statements their use cases send, run bare.
 */
export async function run(): Promise<void> {
  await onFullSizeDistrict(async (database, server, today) => {
    const started = performance.now();
    await permitEveryWell(database, today);
    await compareGroup(database, server, {
      heading: 'Permits report (2,600 permitted wells, 600 with ten years of pumpage)',
      short: 'Permits',
      calls: permitCalls(database, server, today),
    });
    console.log(`\n(measured in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  });
}
