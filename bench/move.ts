import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { copyCsvFileInto } from '../src/server/db/copy';
import { moveToPostgres, type MovedTable } from '../src/server/modules/operations/move-to-postgres';
import { todayIn } from '../src/server/time';
import { buildFullSizeDistrict } from './full-size-district';

const BASELINE_TABLE = 'move_bench_baseline';

const perSecond = (rows: number, seconds: number) =>
  `${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`;

/** The most this process's resident memory grew, in MB, while `work` ran (sampled between queries). */
async function peakGrowthMb<T>(work: () => Promise<T>): Promise<{ result: T; mb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, mb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The plain way to carry one table across, as the baseline: one COPY of the whole table out of the
 * embedded store into a file, then one COPY FROM STDIN of the file into a table of the same columns
 * and indexes in PostgreSQL, dropped again.
 */
async function plainCopySeconds(pglite: PGlite, target: Database, table: string, folder: string) {
  const file = path.join(folder, `${table}.csv`);
  const started = performance.now();
  const out = await pglite.query(`copy ${table} to '/dev/blob' with (format csv)`);
  writeFileSync(file, new Uint8Array(await (out.blob ?? new Blob()).arrayBuffer()));
  const exported = performance.now();
  let loadSeconds = 0;
  await target.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`create table ${BASELINE_TABLE} (like ${table} including defaults including indexes)`),
    );
    const loading = performance.now();
    await copyCsvFileInto(tx, BASELINE_TABLE, file);
    loadSeconds = (performance.now() - loading) / 1000;
    await tx.execute(sql.raw(`drop table ${BASELINE_TABLE}`));
  });
  rmSync(file, { force: true });
  return { exportSeconds: (exported - started) / 1000, loadSeconds };
}

function biggest(tables: MovedTable[]): MovedTable {
  const [first, ...rest] = tables;
  if (!first) throw new Error('no tables moved');
  return rest.reduce((most, table) => (table.rows > most.rows ? table : most), first);
}

/**
 * The full-size district built in a fresh embedded store in a temporary folder, moved into the
 * empty PostgreSQL database BENCH_DATABASE_URL names (left holding the district, as the other
 * benchmarks leave theirs), against a plain COPY of its biggest table.
 */
export async function run(): Promise<void> {
  const targetUrl = process.env.BENCH_DATABASE_URL;
  if (!targetUrl) {
    console.log('Set BENCH_DATABASE_URL to an empty PostgreSQL database: the district is moved into it.');
    process.exitCode = 1;
    return;
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-move-'));
  const pglite = await PGlite.create(path.join(folder, 'pgdata'));
  const source = await openDatabase({ pglite });
  const target = await openDatabase({ databaseUrl: targetUrl });
  try {
    await source.migrate();
    await buildFullSizeDistrict(source, todayIn('America/Chicago'));
    const { result: report, mb: moveMb } = await peakGrowthMb(() =>
      moveToPostgres(source, target, {
        onTableCopied: (table, seconds) => {
          if (seconds >= 1) console.log(`  copied ${table} in ${seconds.toFixed(1)} s`);
        },
      }),
    );
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
    const copySeconds = report.tables.reduce((sum, table) => sum + table.copySeconds, 0);
    const big = biggest(report.tables);
    const { result: plain, mb: plainMb } = await peakGrowthMb(() =>
      plainCopySeconds(pglite, target, big.table, folder),
    );
    const plainSeconds = plain.exportSeconds + plain.loadSeconds;
    console.log(`\nmove: ${report.tables.length} tables, ${rows.toLocaleString('en-US')} rows, all the same`);
    console.log(
      `  whole move (migrations, copy, sequences, verification) ${report.seconds.toFixed(1)} s  ${perSecond(rows, report.seconds)}`,
    );
    console.log(
      `  copy alone                                              ${copySeconds.toFixed(1)} s  ${perSecond(rows, copySeconds)}`,
    );
    console.log(
      `  ${big.table} (${big.rows.toLocaleString('en-US')} rows)`.padEnd(58) +
        `${big.copySeconds.toFixed(1)} s  ${perSecond(big.rows, big.copySeconds)}`,
    );
    console.log(
      `  plain COPY of ${big.table}: out to a file ${plain.exportSeconds.toFixed(1)} s + in ${plain.loadSeconds.toFixed(1)} s = ` +
        `${plainSeconds.toFixed(1)} s  ${perSecond(big.rows, plainSeconds)}`,
    );
    console.log(`  move / plain COPY rate for ${big.table} ${(plainSeconds / big.copySeconds).toFixed(2)}`);
    console.log(`  peak memory growth: move ${moveMb.toFixed(0)} MB, plain COPY ${plainMb.toFixed(0)} MB`);
  } finally {
    await target.close();
    await source.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
