import type { SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
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
import {
  wellUsageReportEndpoint,
  wellUsageReportRequestSchema,
} from '../src/shared/contracts/well-usage-report';
import { parseAnswer } from '../src/shared/contracts/endpoint';
import { QUARTERS } from '../src/shared/rules/quarters';
import type { Database } from '../src/server/db/client';
import { complianceReportSql } from '../src/server/modules/reports/compliance-report';
import { volumesByPoaSql } from '../src/server/modules/reports/volume-by-parish-owner-aquifer';
import { volumesByUseSql } from '../src/server/modules/reports/volume-by-well-use';
import { getWellUsageReport } from '../src/server/modules/well-usage-report/get-well-usage-report';
import { volumesCsv } from '../src/web/features/reports/volumes-csv';
import type { GroupField } from '../src/web/features/reports/volumes-columns';
import type { BenchServer } from './bench-district';
import { answerOf, type BenchCall, type CallGroup, recordedBare, statementBare } from './bench-calls';
import { medianMs } from './measure';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function firstIds(database: Database, table: string, count: number): Promise<number[]> {
  const rows = await database.query<{ id: number }>(`select id from ${table} order by id limit ${count}`);
  return rows.map((row) => Number(row.id));
}

async function complianceCalls(database: Database, server: BenchServer, year: number): Promise<CallGroup> {
  const cases: [string, ComplianceReportRequest][] = [
    [`${year}, all quarters`, { year, quarters: [...QUARTERS] }],
    [`${year}, quarters 1 and 3`, { year, quarters: [1, 3] }],
    [
      `${year}, 2 aquifers`,
      { year, quarters: [...QUARTERS], aquiferId: await firstIds(database, 'aquifers', 2) },
    ],
  ];
  const sqlOf = (request: ComplianceReportRequest) =>
    statementBare(database, complianceReportSql(server.caller, complianceReportRequestSchema.parse(request)));
  const calls: BenchCall[] = cases.map(([label, request]) => ({
    label: `POST GetComplianceReport, ${label}`,
    request: { method: 'POST', url: complianceReportEndpoint.path, payload: request },
    bare: sqlOf(request),
    target: 'interactive',
  }));
  calls.push({
    label: `GET DownloadComplianceReport, ${year}`,
    request: {
      method: 'GET',
      url: `${downloadComplianceReportEndpoint.path}?year=${year}&quarterString=1,2,3,4`,
    },
    bare: sqlOf({ year, quarters: [...QUARTERS] }),
    target: 'excel',
    after: (response) =>
      Promise.resolve([`export: ComplianceReport_${year}.xlsx, ${kilobytes(response.rawPayload.length)}`]),
  });
  return {
    heading: 'Compliance report (every active well, 3 years of quarters)',
    short: 'Compliance',
    calls,
  };
}

interface VolumeReport {
  heading: string;
  short: string;
  endpoint: typeof volumesByClientByAquiferEndpoint | typeof volumesByClientByWellUseEndpoint;
  toSql: (request: VolumeReportRequest) => SQL;
  groupFields: readonly GroupField[];
  pageSize: number;
}

async function csvLines(report: VolumeReport, response: LightMyRequestResponse): Promise<string[]> {
  const answer = parseAnswer(report.endpoint, response.json());
  let csv = '';
  const csvMs = await medianMs(
    async () => {
      csv = await volumesCsv(answer.data, report.groupFields, answer.grandTotalPumpage);
    },
    5,
    1,
  );
  const json = kilobytes(response.rawPayload.length);
  return [
    `export: ${answer.data.length} groups, JSON ${json}, CSV ${kilobytes(Buffer.byteLength(csv))} built in ${csvMs.toFixed(0)} ms`,
  ];
}

async function volumeCalls(
  database: Database,
  server: BenchServer,
  report: VolumeReport,
  period: VolumeReportRequest,
): Promise<CallGroup> {
  const url = report.endpoint.path;
  const call = (label: string, request: VolumeReportRequest): BenchCall => ({
    label,
    request: { method: 'POST', url, payload: request },
    bare: statementBare(database, report.toSql(request)),
    target: 'interactive',
  });
  const first = await answerOf(server, { method: 'POST', url, payload: period });
  const { totalRecords } = parseAnswer(report.endpoint, first.json());
  const lastPage = Math.max(1, Math.ceil(totalRecords / report.pageSize));
  const parishId = await firstIds(database, 'parishes', 2);
  return {
    heading: report.heading,
    short: report.short,
    calls: [
      call('first page', period),
      {
        ...call('last page', { ...period, pageNumber: lastPage }),
        detail: () => `of ${totalRecords} groups`,
      },
      call('2 parishes', { ...period, parishId }),
      {
        ...call('every group (the CSV export)', { ...period, getAll: true }),
        after: (response) => csvLines(report, response),
      },
    ],
  };
}

/** One client's wells for a year, the client owning the first well (metered in every district). */
async function usageReportCalls(
  database: Database,
  server: BenchServer,
  year: number,
  today: string,
): Promise<CallGroup> {
  const [owner] = await database.query<{ client_id: number }>(
    'select client_id from wells where client_id is not null order by id limit 1',
  );
  const request = { clientId: Number(owner?.client_id), year };
  const parsed = wellUsageReportRequestSchema.parse(request);
  return {
    heading: `Well usage report, ${year}`,
    short: 'Usage report',
    calls: [
      {
        label: `POST GetWellUsageReport, a client's wells`,
        request: { method: 'POST', url: wellUsageReportEndpoint.path, payload: request },
        bare: recordedBare(database, (db) => getWellUsageReport(db, server.caller, parsed, today)),
        target: 'interactive',
        detail: (response) => `${parseAnswer(wellUsageReportEndpoint, response.json()).wells.length} wells`,
      },
    ],
  };
}

/** The report calls on last year: compliance (and its Excel), the two volume reports, the usage report. */
export async function reportCalls(
  database: Database,
  server: BenchServer,
  today: string,
): Promise<CallGroup[]> {
  const year = Number(today.slice(0, 4)) - 1;
  const period = { startDate: year, endDate: year };
  const { caller } = server;
  return [
    await complianceCalls(database, server, year),
    await volumeCalls(
      database,
      server,
      {
        heading: `Volume by Parish, Owner and Aquifer, ${year}`,
        short: 'Volumes by POA',
        endpoint: volumesByClientByAquiferEndpoint,
        toSql: (request) => volumesByPoaSql(caller, volumesByPoaRequestSchema.parse(request)),
        groupFields: ['parish', 'client', 'aquifer'],
        pageSize: VOLUMES_BY_POA_PAGE_SIZE,
      },
      period,
    ),
    await volumeCalls(
      database,
      server,
      {
        heading: `Volume by Well Use, ${year}`,
        short: 'Volumes by use',
        endpoint: volumesByClientByWellUseEndpoint,
        toSql: (request) => volumesByUseSql(caller, volumesByUseRequestSchema.parse(request)),
        groupFields: ['client', 'wellUse'],
        pageSize: VOLUMES_BY_USE_PAGE_SIZE,
      },
      period,
    ),
    await usageReportCalls(database, server, year, today),
  ];
}
