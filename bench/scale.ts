import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client';
import type { BenchServer } from './bench-district';
import { type CallGroup, type CallTarget, measureCall } from './bench-calls';
import { benchOwners } from './bench-users';
import { BIG_DISTRICT } from './big-district';
import { dashboardCalls } from './dashboard-calls';
import { benchDatabaseUrl, type DistrictSpec, onDistrict } from './district-cache';
import { FULL_SIZE_DISTRICT } from './full-size-district';
import { pumpageTableCalls } from './pumpage-table-calls';
import { reportCalls } from './report-calls';
import { waterDataCalls } from './water-data-calls';

interface Measured {
  target: CallTarget | undefined;
  apiMs: number;
  sqlMs: number;
}

/** Every report, dashboard, water data and pumpage table call of the district, by label. */
async function allCalls(database: Database, server: BenchServer, today: string): Promise<CallGroup[]> {
  const [owner] = await benchOwners(database, server, 1);
  if (!owner) throw new Error('no client to own');
  return [
    ...(await reportCalls(database, server, today)),
    ...(await dashboardCalls(database, server, owner, today)),
    await waterDataCalls(database, server, today),
    await pumpageTableCalls(database, server.caller, today),
  ];
}

const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));

/** BENCH_SCALE_CALLS: only the calls whose label contains it (case-insensitive), e.g. "volumes". */
function chosen(label: string): boolean {
  const only = process.env.BENCH_SCALE_CALLS?.toLowerCase();
  return !only || label.toLowerCase().includes(only);
}

async function measureDistrict(spec: DistrictSpec): Promise<Map<string, Measured>> {
  const measured = new Map<string, Measured>();
  await onDistrict(spec, async (database, server, today) => {
    const started = performance.now();
    for (const group of await allCalls(database, server, today)) {
      for (const call of group.calls) {
        const label = `${group.short}: ${call.label}`;
        if (!chosen(label)) continue;
        const { apiMs, sqlMs } = await measureCall(database, server, call);
        measured.set(label, { target: call.target, apiMs, sqlMs });
        console.log(`  ${label.padEnd(64)} api ${ms(apiMs).padStart(8)} ms  sql ${ms(sqlMs).padStart(8)} ms`);
      }
    }
    console.log(`(${spec.name}: measured in ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  });
  return measured;
}

/** Issue 30's target for the call on the two districts, and whether it was met. */
function verdict(target: CallTarget | undefined, full: number | undefined, big: number | undefined) {
  if (!target || full === undefined || big === undefined) return '-';
  const [text, met] = {
    interactive: ['full < 100, big < 150, big/full <= 1.5', full < 100 && big < 150 && big / full <= 1.5],
    excel: ['< 300 on both', full < 300 && big < 300],
    'first page': ['big < 100', big < 100],
  }[target];
  return `${text}: ${met ? 'met' : 'MISSED'}`;
}

function printTable(full: Map<string, Measured>, big: Map<string, Measured>): void {
  const labels = [...new Set([...full.keys(), ...big.keys()])];
  const width = Math.max(...labels.map((label) => label.length));
  const cells = ['full ms', 'full SQL', 'big ms', 'big SQL', 'big/full'].map((cell) => cell.padStart(9));
  console.log(`\n${'call'.padEnd(width)} ${cells.join(' ')}  target`);
  for (const label of labels) {
    const [f, b] = [full.get(label), big.get(label)];
    const ratio = f && b ? (b.apiMs / f.apiMs).toFixed(2) : '-';
    const values = [f?.apiMs, f?.sqlMs, b?.apiMs, b?.sqlMs].map((value) => ms(value).padStart(9));
    const target = verdict(f?.target ?? b?.target, f?.apiMs, b?.apiMs);
    console.log(`${label.padEnd(width)} ${values.join(' ')} ${ratio.padStart(9)}  ${target}`);
  }
}

/**
 * `npm run bench -- scale`: every report, dashboard, water data and pumpage table call against its
 * bare SQL on the full-size district and on the big one (8,400 wells, 30.7 million daily and 17.5
 * million hourly rows), both kept between runs next to BENCH_DATABASE_URL; then the table of both
 * with the big/full ratio per call and issue 30's targets (printed, never asserted).
 */
export async function run(): Promise<void> {
  benchDatabaseUrl();
  console.log('Medians of alternating rounds; API = the call through the app, SQL = its statements bare.\n');
  const full = await measureDistrict(FULL_SIZE_DISTRICT);
  const big = await measureDistrict(BIG_DISTRICT);
  printTable(full, big);
}
