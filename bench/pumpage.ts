import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client';
import { copyCsvFileInto } from '../src/server/db/copy';
import { median, type BenchServer } from './bench-district';
import { compareGroup } from './bench-calls';
import { pumpageTableCalls } from './pumpage-table-calls';
import { addDays } from '../src/shared/rules/calendar';
import { METERED_WELLS, onFullSizeDistrict, WELLS } from './full-size-district';
import {
  oneLineCsv,
  sharedStringsBombXlsx,
  unclosedQuoteCsv,
} from '../src/server/modules/pumpage-upload/hostile-upload-files';
import { compareWaterDataCalls } from './water-data-calls';
import { pumpageUploadTemplateEndpoint } from '../src/shared/contracts/pumpage-upload';

const UPLOAD_ROWS = 100_000;
const WELLS_WITHOUT_PUMPAGE = WELLS - METERED_WELLS;

interface UploadFile {
  csv: string;
  /** The same rows as the COPY baseline loads them: well id, date, pumpage. */
  copyCsv: string;
}

/**
 * `rows` daily rows for the wells without pumpage (BW-00601 on), a day for each of them at a time,
 * going back from `firstDayBack` days before today.
 */
async function uploadFile(database: Database, today: string, rows: number, firstDayBack: number, bump = 0) {
  const wells = await database.query<{ id: number; well_number: string }>(
    `select id, well_number from wells order by id offset ${METERED_WELLS}`,
  );
  const lines = ['WellNumber,Date,Pumpage'];
  const copyLines: string[] = [];
  for (let index = 0; index < rows; index += 1) {
    const well = wells[index % wells.length];
    if (!well) throw new Error('no wells to upload for');
    const date = addDays(today, -firstDayBack - Math.floor(index / wells.length));
    const pumpage = ((index * 37) % 5000) / 10 + bump;
    lines.push(`${well.well_number},${date},${pumpage}`);
    copyLines.push(`${well.id},${date},${pumpage}`);
  }
  return { csv: `${lines.join('\n')}\n`, copyCsv: `${copyLines.join('\n')}\n` } satisfies UploadFile;
}

const execFileAsync = promisify(execFile);
const UPLOAD_CLIENT = fileURLToPath(new URL('./upload-client.ts', import.meta.url));

interface UploadAnswer {
  status: number;
  ms: number;
  message: string;
}

/** Uploads the file from a client process of its own (upload-client.ts); answers what the server said. */
async function sendFile(baseUrl: string, token: string, content: string | Buffer, fileName: string) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-upload-'));
  const file = path.join(directory, fileName);
  writeFileSync(file, content);
  try {
    const { stdout } = await execFileAsync(process.execPath, [
      '--import',
      'tsx',
      UPLOAD_CLIENT,
      baseUrl,
      token,
      file,
    ]);
    return JSON.parse(stdout) as UploadAnswer;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Uploads a CSV that must load; answers its time in ms. */
async function postFile(baseUrl: string, token: string, csv: string): Promise<number> {
  const answer = await sendFile(baseUrl, token, csv, 'bench.csv');
  if (answer.status !== 200) throw new Error(`upload failed: ${answer.message}`);
  return answer.ms;
}

/** The collector, for measuring memory that is really held rather than garbage not yet collected. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * The most memory the server's process holds during an upload, in MB above what it held before:
 * sampled every 5 ms, after a full collection every 50 ms, so garbage awaiting collection does not
 * count. The client sending the file is a process of its own.
 */
async function heldDuringUpload(baseUrl: string, token: string, csv: string): Promise<number> {
  const gc = collector();
  const held = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  gc();
  const before = held();
  let peak = before;
  let samples = 0;
  const sampler = setInterval(() => {
    samples += 1;
    if (samples % 10 === 0) {
      gc();
      peak = Math.max(peak, held());
    }
  }, 5);
  try {
    await postFile(baseUrl, token, csv);
  } finally {
    clearInterval(sampler);
  }
  return (peak - before) / 1024 / 1024;
}

/** COPY of the same rows into a scratch table: `shape` is its definition after `create table`. */
async function timeCopy(database: Database, copyCsv: string, shape: string): Promise<number> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-copy-'));
  const file = path.join(directory, 'rows.csv');
  writeFileSync(file, copyCsv);
  const runs: number[] = [];
  try {
    for (let run = 0; run < 3; run += 1) {
      await database.query(`drop table if exists bench_copy_scratch`);
      await database.query(`create table bench_copy_scratch ${shape}`);
      const started = performance.now();
      await database.db.transaction((tx) =>
        copyCsvFileInto(tx, 'bench_copy_scratch (well_id, date, pumpage)', file),
      );
      runs.push(performance.now() - started);
    }
  } finally {
    await database.query(`drop table if exists bench_copy_scratch`);
    rmSync(directory, { recursive: true, force: true });
  }
  return median(runs);
}

const rowsPerSecond = (rows: number, ms: number) =>
  `${Math.round((rows / ms) * 1000).toLocaleString('en-US')} rows/s`;

async function measureUpload(database: Database, server: BenchServer, today: string): Promise<void> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Each file covers days of its own, so "new rows" are new.
  const file = await uploadFile(database, today, UPLOAD_ROWS, 1);
  const corrected = await uploadFile(database, today, UPLOAD_ROWS, 1, 0.5);
  const fresh = await postFile(baseUrl, server.token, file.csv);
  const correction = await postFile(baseUrl, server.token, corrected.csv);
  const resent = await postFile(baseUrl, server.token, corrected.csv);
  const indexedCopy = await timeCopy(database, file.copyCsv, '(like daily_pumpage including all)');
  const heapCopy = await timeCopy(
    database,
    file.copyCsv,
    '(well_id integer, date date, pumpage numeric(14, 3))',
  );

  console.log(
    `\nupload of ${UPLOAD_ROWS.toLocaleString('en-US')} daily rows (CSV through POST UploadWellPumpages):`,
  );
  for (const [label, ms] of [
    ['new rows', fresh],
    ['every value corrected', correction],
    ['same file again', resent],
  ] as const) {
    console.log(`  ${label.padEnd(24)} ${ms.toFixed(0).padStart(6)} ms  ${rowsPerSecond(UPLOAD_ROWS, ms)}`);
  }
  console.log(
    `  COPY into a scratch table shaped like daily_pumpage (its indexes and checks) ${indexedCopy.toFixed(0)} ms  ${rowsPerSecond(UPLOAD_ROWS, indexedCopy)}`,
  );
  console.log(
    `  COPY into a bare scratch table (no index)  ${heapCopy.toFixed(0)} ms  ${rowsPerSecond(UPLOAD_ROWS, heapCopy)}`,
  );
  const ratio = indexedCopy / fresh;
  console.log(
    `  upload / COPY throughput (new rows, like-for-like table) ${ratio.toFixed(2)}  (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'MISSED'})`,
  );
  console.log(`  upload / COPY throughput against the bare table ${(heapCopy / fresh).toFixed(2)}`);

  console.log('  memory the server process holds during an upload of new rows (after collection):');
  let firstDayBack = 60;
  for (const rows of [UPLOAD_ROWS / 4, UPLOAD_ROWS, UPLOAD_ROWS * 4]) {
    const { csv } = await uploadFile(database, today, rows, firstDayBack);
    firstDayBack += Math.ceil(rows / WELLS_WITHOUT_PUMPAGE) + 1;
    const held = await heldDuringUpload(baseUrl, server.token, csv);
    console.log(`    ${rows.toLocaleString('en-US').padStart(7)} rows: ${held.toFixed(1).padStart(6)} MB`);
  }
  if (database.kind === 'pglite') {
    console.log(
      '    (the embedded database runs in this process: its WebAssembly memory counts here and only grows)',
    );
  }
  await measureRefusals(database, server, baseUrl, today);
}
/**
 * The longest a cheap API call (the daily template) waits while `send` runs: one call every 20 ms.
 * It runs in the server's process, so any stretch the upload holds the event loop shows here.
 */
async function longestWaitDuring(server: BenchServer, send: () => Promise<UploadAnswer>) {
  const call = () =>
    server.app.inject({
      method: 'GET',
      url: `${pumpageUploadTemplateEndpoint.path}?kind=daily&format=csv`,
      headers: { authorization: `Bearer ${server.token}` },
    });
  // The first call compiles the route's code; it is not a wait.
  await call();
  let longest = 0;
  let sending = true;
  const probe = async () => {
    while (sending) {
      const started = performance.now();
      await call();
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const probing = probe();
  try {
    return { answer: await send(), longest };
  } finally {
    sending = false;
    await probing;
  }
}

/**
 * Hostile files (an unclosed quote, a shared-strings bomb, a 40 MB line), each refused, against a
 * good file of the same size (of new days) that loads: how long a concurrent API call waits.
 */
/** Rounds per hostile file, each against a good file of its own; a 40 MB good file loads in about half a minute. */
const REFUSAL_ROUNDS = 5;
const LARGE_FILE_ROUNDS = 2;

async function measureRefusals(database: Database, server: BenchServer, baseUrl: string, today: string) {
  const send = (content: string | Buffer, fileName: string) => () =>
    sendFile(baseUrl, server.token, content, fileName);
  const goodOfSize = async (bytes: number, firstDayBack: number) => {
    const { csv } = await uploadFile(database, today, Math.ceil(bytes / 20), firstDayBack);
    return csv.slice(0, csv.lastIndexOf('\n', bytes) + 1);
  };
  // Each round loads a good file of days not loaded before (first day back + round * step), so every
  // round writes new rows, as the first upload of a file does.
  const goodFile = (bytes: number, firstDayBack: number, step: number) => async (round: number) =>
    send(await goodOfSize(bytes, firstDayBack + round * step), 'good.csv');
  const quoteGood = await goodOfSize(391 * 1024, 1000);
  const bomb = sharedStringsBombXlsx(12_000_000);
  const cases = [
    [
      '391 kB CSV, one quote left open',
      send(unclosedQuoteCsv(quoteGood, 391 * 1024), 'open.csv'),
      goodFile(391 * 1024, 1000, 20),
      REFUSAL_ROUNDS,
    ],
    [
      `${(bomb.length / 1024).toFixed(0)} kB XLSX, 12 million shared strings`,
      send(bomb, 'bomb.xlsx'),
      goodFile(bomb.length, 1200, 20),
      REFUSAL_ROUNDS,
    ],
    [
      '40 MB CSV without a line break',
      send(oneLineCsv(40 * 1024 * 1024), 'one-line.csv'),
      goodFile(40 * 1024 * 1024, 1400, 1100),
      LARGE_FILE_ROUNDS,
    ],
  ] as const;
  console.log(
    '  the longest a concurrent API call waits while a hostile file is refused (good file: same size, loaded):',
  );
  for (const [label, hostile, good, rounds] of cases) {
    // Alternating rounds, medians: load from elsewhere on the machine weighs on both alike.
    const refusedWaits: number[] = [];
    const loadedWaits: number[] = [];
    let refused: Awaited<ReturnType<typeof longestWaitDuring>> | undefined;
    for (let round = 0; round < rounds; round += 1) {
      refused = await longestWaitDuring(server, hostile);
      const loaded = await longestWaitDuring(server, await good(round));
      if (refused.answer.status < 400 || loaded.answer.status !== 200) {
        throw new Error(
          `${label}: refused ${refused.answer.status}, good ${loaded.answer.status} ${loaded.answer.message}`,
        );
      }
      refusedWaits.push(refused.longest);
      loadedWaits.push(loaded.longest);
    }
    const [refusedMs, loadedMs] = [median(refusedWaits), median(loadedWaits)];
    const met = refusedMs <= loadedMs ? 'met' : 'MISSED';
    console.log(
      `    ${label.padEnd(44)} ${refusedMs.toFixed(0).padStart(5)} ms (${refused?.answer.status} in ${refused?.answer.ms.toFixed(0)} ms)` +
        `  good file ${loadedMs.toFixed(0).padStart(5)} ms  (target: no longer: ${met})`,
    );
    console.log(`      ${refused?.answer.message.split('\n').slice(0, 2).join(' ')}`);
  }
}

/**
 * `npm run bench -- pumpage`: a full-size district, then the upload against COPY, the pumpage table
 * and the water data calls against their bare SQL, and the server's memory during uploads.
 */
export async function run(): Promise<void> {
  await onFullSizeDistrict(async (database, server, today) => {
    await compareGroup(database, server, await pumpageTableCalls(database, server.caller, today));
    await compareWaterDataCalls(database, server, today);
    await measureUpload(database, server, today);
  });
}
