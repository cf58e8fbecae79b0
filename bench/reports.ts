import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import {
  complianceReportEndpoint,
  type ComplianceReportRequest,
  complianceReportRequestSchema,
  downloadComplianceReportEndpoint,
} from '../src/shared/contracts/compliance-report';
import {
  type VolumeReportRequest,
  VOLUMES_BY_POA_PAGE_SIZE,
  VOLUMES_BY_USE_PAGE_SIZE,
  volumesByClientByAquiferEndpoint,
  volumesByClientByWellUseEndpoint,
  volumesByPoaRequestSchema,
  volumesByUseRequestSchema,
} from '../src/shared/contracts/volume-reports';
import type { Database } from '../src/server/db/client';
import type { Caller } from '../src/server/modules/auth/caller';
import { complianceReportSql } from '../src/server/modules/reports/compliance-report';
import { volumesByPoaSql } from '../src/server/modules/reports/volume-by-parish-owner-aquifer';
import { volumesByUseSql } from '../src/server/modules/reports/volume-by-well-use';
import { volumesCsv } from '../src/web/features/reports/volumes-csv';
import type { GroupField } from '../src/web/features/reports/volumes-columns';
import { alternatingMedians, bareQuery, type BenchServer } from './bench-district';
import { onFullSizeDistrict } from './full-size-district';
import { QUARTERS } from '../src/shared/rules/quarters';
import { parseAnswer } from '../src/shared/contracts/endpoint';
import { medianMs, printRatio } from './measure';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

function inject(server: BenchServer, call: Call) {
  return server.app.inject({
    method: call.method,
    url: call.url,
    headers: { authorization: `Bearer ${server.token}` },
    payload: call.payload,
  });
}

async function compare(database: Database, server: BenchServer, label: string, call: Call, statement: SQL) {
  const response = await inject(server, call);
  if (response.statusCode !== 200)
    throw new Error(`${call.url} answered ${response.statusCode}: ${response.body}`);
  const { apiMs, sqlMs } = await alternatingMedians(
    () => inject(server, call),
    bareQuery(database, statement),
    5,
    5,
  );
  printRatio(label, apiMs, sqlMs, 1.5);
  if (database.kind === 'postgres' && apiMs > 300) console.log('    above 300 ms on PostgreSQL');
  return response;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function compareCompliance(database: Database, server: BenchServer, caller: Caller, year: number) {
  console.log('\nCompliance report (every active well, 3 years of quarters):');
  const cases: [string, ComplianceReportRequest][] = [
    [`${year}, all quarters`, { year, quarters: [...QUARTERS] }],
    [`${year}, quarters 1 and 3`, { year, quarters: [1, 3] }],
    [
      `${year}, 2 aquifers`,
      { year, quarters: [...QUARTERS], aquiferId: await firstIds(database, 'aquifers', 2) },
    ],
  ];
  for (const [label, request] of cases) {
    const statement = complianceReportSql(caller, complianceReportRequestSchema.parse(request));
    await compare(
      database,
      server,
      `POST GetComplianceReport, ${label}`,
      {
        method: 'POST',
        url: complianceReportEndpoint.path,
        payload: request,
      },
      statement,
    );
  }
  const download: Call = {
    method: 'GET',
    url: `${downloadComplianceReportEndpoint.path}?year=${year}&quarterString=1,2,3,4`,
  };
  const statement = complianceReportSql(
    caller,
    complianceReportRequestSchema.parse({ year, quarters: [...QUARTERS] }),
  );
  const response = await compare(
    database,
    server,
    `GET DownloadComplianceReport, ${year}`,
    download,
    statement,
  );
  console.log(`    export: ComplianceReport_${year}.xlsx, ${kilobytes(response.rawPayload.length)}`);
}

async function compareVolumes(
  database: Database,
  server: BenchServer,
  label: string,
  endpoint: typeof volumesByClientByAquiferEndpoint | typeof volumesByClientByWellUseEndpoint,
  toSql: (request: VolumeReportRequest) => SQL,
  groupFields: readonly GroupField[],
  pageSize: number,
  period: VolumeReportRequest,
) {
  console.log(`\n${label}:`);
  const url = endpoint.path;
  const first = await compare(
    database,
    server,
    'first page',
    { method: 'POST', url, payload: period },
    toSql(period),
  );
  const { totalRecords } = parseAnswer(endpoint, first.json());
  const lastPage = { ...period, pageNumber: Math.max(1, Math.ceil(totalRecords / pageSize)) };
  await compare(
    database,
    server,
    `last page of ${totalRecords} groups`,
    { method: 'POST', url, payload: lastPage },
    toSql(lastPage),
  );
  const filtered = { ...period, parishId: await firstIds(database, 'parishes', 2) };
  await compare(database, server, '2 parishes', { method: 'POST', url, payload: filtered }, toSql(filtered));
  const everything = { ...period, getAll: true };
  const all = await compare(
    database,
    server,
    'every group (the CSV export)',
    { method: 'POST', url, payload: everything },
    toSql(everything),
  );
  const answer = parseAnswer(endpoint, all.json());
  let csv = '';
  const csvMs = await medianMs(
    async () => {
      csv = await volumesCsv(answer.data, groupFields, answer.grandTotalPumpage);
    },
    5,
    1,
  );
  console.log(
    `    export: ${answer.data.length} groups, JSON ${kilobytes(all.rawPayload.length)}, CSV ${kilobytes(Buffer.byteLength(csv))} built in ${csvMs.toFixed(0)} ms`,
  );
}

async function firstIds(database: Database, table: string, count: number): Promise<number[]> {
  const rows = await database.query<{ id: number }>(`select id from ${table} order by id limit ${count}`);
  return rows.map((row) => Number(row.id));
}

/**
 * `npm run bench -- reports`: on the full-size district of the pumpage benchmark, each report
 * call and export against its bare SQL, and the exports' time and size.
 */
export async function run(): Promise<void> {
  await onFullSizeDistrict(async (database, server, today) => {
    const year = Number(today.slice(0, 4)) - 1;
    const started = performance.now();
    await compareCompliance(database, server, server.caller, year);
    const period = { startDate: year, endDate: year };
    const parse = (schema: typeof volumesByPoaRequestSchema) => (request: VolumeReportRequest) =>
      schema.parse(request);
    await compareVolumes(
      database,
      server,
      `Volume by Parish, Owner and Aquifer, ${year}`,
      volumesByClientByAquiferEndpoint,
      (request) => volumesByPoaSql(server.caller, parse(volumesByPoaRequestSchema)(request)),
      ['parish', 'client', 'aquifer'],
      VOLUMES_BY_POA_PAGE_SIZE,
      period,
    );
    await compareVolumes(
      database,
      server,
      `Volume by Well Use, ${year}`,
      volumesByClientByWellUseEndpoint,
      (request) => volumesByUseSql(server.caller, parse(volumesByUseRequestSchema)(request)),
      ['client', 'wellUse'],
      VOLUMES_BY_USE_PAGE_SIZE,
      period,
    );
    console.log(`\n(measured in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  });
}
