import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getInvoiceEndpoint } from '../src/shared/contracts/invoices';
import { listInvoicesEndpoint } from '../src/shared/contracts/invoice-lists';
import { listWellsEndpoint } from '../src/shared/contracts/wells';
import type { Database } from '../src/server/db/client';
import type { BenchServer } from './bench-district';
import type { ApiRequest, BenchCall, CallGroup } from './bench-calls';
import { benchOwners, benchStaff } from './bench-users';
import { ownerDashboardCalls } from './dashboard-calls';
import { benchDatabaseUrl, onDistrict } from './district-cache';
import { FULL_SIZE_DISTRICT } from './full-size-district';
import type { CallStats, LoadPlan, LoadUser, PlannedCall } from './load-client';
import { pumpagePageCall } from './pumpage-table-calls';
import { reportCalls } from './report-calls';

const STAFF = 30;
const OWNERS = 100;
const STAFF_P99_MS = 300;
const OWNER_P99_MS = 200;
const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));
const execFileAsync = promisify(execFile);

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

function planned(prefix: string, label: string, request: ApiRequest): PlannedCall {
  const { method, url, payload } = request;
  return { label: `${prefix}: ${label}`, method, url, ...(payload ? { payload } : {}) };
}

function pick(groups: CallGroup[], short: string, label: string): BenchCall {
  const call = groups.find((group) => group.short === short)?.calls.find((each) => each.label === label);
  if (!call) throw new Error(`no call ${short}: ${label}`);
  return call;
}

/** What staff do in turn: the wells list, the pumpage table, reports and invoices. */
async function staffCalls(database: Database, server: BenchServer, today: string): Promise<PlannedCall[]> {
  const year = Number(today.slice(0, 4));
  const reports = await reportCalls(database, server, today);
  const report = (short: string, label: string): [string, ApiRequest] => [
    `${short}: ${label}`,
    pick(reports, short, label).request,
  ];
  const [invoice] = await database.query<{ id: number }>('select min(id) as id from invoices');
  const [client] = await database.query<{ ids: number[] }>(
    'select array_agg(id) as ids from (select id from clients order by id limit 3) c',
  );
  const calls: [string, ApiRequest][] = [
    ['POST Well/GetWellsWithFilters', { method: 'POST', url: listWellsEndpoint.path, payload: {} }],
    ...[
      pumpagePageCall(database, server.caller, 'first page, this year', { startDate: year, endDate: year }),
      pumpagePageCall(database, server.caller, '3 clients, this year', {
        startDate: year,
        endDate: year,
        clientId: (client?.ids ?? []).map(Number),
      }),
    ].map((call): [string, ApiRequest] => [`pumpage table, ${call.label}`, call.request]),
    report('Compliance', `POST GetComplianceReport, ${year - 1}, all quarters`),
    report('Volumes by POA', 'first page'),
    report('Volumes by use', 'first page'),
    report('Usage report', `POST GetWellUsageReport, a client's wells`),
    [
      'POST Invoice/GetAllInvoices, this year',
      { method: 'POST', url: listInvoicesEndpoint.path, payload: { year: [year] } },
    ],
    [
      'GET GetInvoiceById',
      {
        method: 'GET',
        url: `${getInvoiceEndpoint.path}?invoiceId=${Number(invoice?.id)}&page=1&pageSize=25`,
      },
    ],
  ];
  return calls.map(([label, request]) => planned('staff', label, request));
}

async function loadPlan(database: Database, server: BenchServer, today: string, baseUrl: string) {
  const staffMix = await staffCalls(database, server, today);
  const staff = await benchStaff(database, server, STAFF);
  const owners: LoadUser[] = [];
  for (const owner of await benchOwners(database, server, OWNERS)) {
    const calls = await ownerDashboardCalls(database, owner, today);
    owners.push({
      token: owner.token,
      calls: calls.map((call) => planned('owner', call.label, call.request)),
    });
  }
  return {
    baseUrl,
    warmupSeconds: setting('BENCH_LOAD_WARMUP_SECONDS', 5),
    seconds: setting('BENCH_LOAD_SECONDS', 30),
    staffThinkMs: setting('BENCH_LOAD_STAFF_THINK_MS', 1000),
    ownerThinkMs: setting('BENCH_LOAD_OWNER_THINK_MS', 5000),
    staff: staff.map((member) => ({ token: member.token, calls: staffMix })),
    owners,
  } satisfies LoadPlan;
}

/** Runs the users' process on the plan; answers its figures per call. */
async function drive(plan: LoadPlan): Promise<Record<string, CallStats>> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-load-'));
  const file = path.join(directory, 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  try {
    const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', LOAD_CLIENT, file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as Record<string, CallStats>;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function printFigures(plan: LoadPlan, figures: Record<string, CallStats>): void {
  const labels = Object.keys(figures).sort();
  const width = Math.max(...labels.map((label) => label.length));
  console.log(`\n${'call'.padEnd(width)}    req/s   p50 ms   p99 ms   max ms  errors  target`);
  let total = 0;
  for (const label of labels) {
    const stats = figures[label];
    if (!stats) continue;
    const isCall = label !== 'owner: whole dashboard';
    if (isCall) total += stats.count + stats.errors;
    const limit = label.startsWith('staff') ? STAFF_P99_MS : OWNER_P99_MS;
    const met = stats.p99 < limit && stats.errors === 0 ? 'met' : 'MISSED';
    const cells = [(stats.count / plan.seconds).toFixed(1), stats.p50, stats.p99, stats.max].map((value) =>
      (typeof value === 'number' ? value.toFixed(0) : value).padStart(8),
    );
    console.log(
      `${label.padEnd(width)} ${cells.join(' ')} ${String(stats.errors).padStart(7)}  p99 < ${limit}: ${met}`,
    );
  }
  console.log(`\nevery call: ${(total / plan.seconds).toFixed(1)} requests/s over ${plan.seconds} s`);
}

/**
 * `npm run bench -- load`: the app on the full-size district (kept next to BENCH_DATABASE_URL),
 * 30 staff going through the wells list, the pumpage table, reports and invoices (about a second
 * between calls) and 100 owners opening their dashboard (about every 5 s), for 30 s after a 5 s
 * warm-up: requests per second and p50/p99 per call against issue 30's targets (printed only).
 * BENCH_LOAD_SECONDS, BENCH_LOAD_WARMUP_SECONDS, BENCH_LOAD_STAFF_THINK_MS and
 * BENCH_LOAD_OWNER_THINK_MS change the run (0 ms of thought: as fast as the server answers).
 */
export async function run(): Promise<void> {
  benchDatabaseUrl();
  await onDistrict(FULL_SIZE_DISTRICT, async (database, server, today) => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const plan = await loadPlan(database, server, today, `http://127.0.0.1:${port}`);
    console.log(
      `${STAFF} staff (about ${plan.staffThinkMs} ms between calls) and ${OWNERS} owners (a dashboard of ` +
        `${plan.owners[0]?.calls.length ?? 0} calls about every ${plan.ownerThinkMs} ms) for ${plan.seconds} s ` +
        `after ${plan.warmupSeconds} s of warm-up; server and users' process on ${os.cpus().length} cores`,
    );
    printFigures(plan, await drive(plan));
  });
}
