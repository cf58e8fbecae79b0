import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  downloadPublicPumpageEndpoint,
  getPublicSummaryEndpoint,
  getPublicWellsEndpoint,
  type PublicSummary,
} from '../src/shared/contracts/public-data';
import type { Database } from '../src/server/db/client';
import { startBenchServer } from './bench-district';
import { benchDatabaseUrl, openDistrict } from './district-cache';
import { FULL_SIZE_DISTRICT } from './full-size-district';
import type { PublicCall, PublicCallStats, PublicPlan } from './public-client';
import { OVERALL, WHOLE_PAGE } from './public-labels';

/** The target: 200 anonymous readers on 2 cores, p99 under 200 ms. */
const TARGET_P99_MS = 200;
const PUBLIC_PAGE = '/public';
/** The server's default limit of public calls per address and minute (PUBLIC_REQUESTS_PER_MINUTE). */
const DEFAULT_LIMIT = 120;
/** The limit of the measured phase: far above what the readers send, so none is refused. */
const RAISED_LIMIT = 1_000_000;
/** The readers of the short phase at the default limit share a few addresses, as behind an office NAT. */
const LIMITED_ADDRESSES = 2;
const PUBLIC_CLIENT = fileURLToPath(new URL('./public-client.ts', import.meta.url));
const execFileAsync = promisify(execFile);

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Reader `index`'s own address, 10.0.0.1 on: each reader is limited on its own. */
const readerAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;

/** What a browser opening the public page asks for: the page, then its calls at once, then the CSV. */
const PAGE_STEPS: PublicCall[][] = [
  [{ label: `GET ${PUBLIC_PAGE} (the page's HTML)`, url: PUBLIC_PAGE }],
  [
    { label: `GET ${getPublicSummaryEndpoint.path}`, url: getPublicSummaryEndpoint.path },
    { label: `GET ${getPublicWellsEndpoint.path}`, url: getPublicWellsEndpoint.path },
  ],
  [
    {
      label: `GET ${downloadPublicPumpageEndpoint.path}?by=parish`,
      url: `${downloadPublicPumpageEndpoint.path}?by=parish`,
    },
  ],
];

/**
 * A production build of the web app of its own (dist/web may be a development build, and other
 * runs may be rebuilding it); BENCH_WEB_DIR names a build to serve instead.
 */
function webRoot(): { root: string; built: boolean } {
  const given = process.env.BENCH_WEB_DIR;
  if (given) {
    if (!existsSync(path.join(given, 'index.html')))
      throw new Error(`BENCH_WEB_DIR ${given} has no index.html`);
    return { root: given, built: false };
  }
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-web-'));
  console.log('Building the web app for production...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { root: outDir, built: true };
}

/** Turns every public section on; answers how to put the settings back as they were. */
async function publishEverything(database: Database): Promise<() => Promise<void>> {
  const [before] = await database.query<{ landing: boolean; pumpage: boolean; wells: boolean }>(
    `select publish_landing as landing, publish_pumpage as pumpage, publish_wells as wells
     from public_data_settings where id = 1`,
  );
  await database.query(
    `insert into public_data_settings (id, publish_landing, publish_pumpage, publish_wells)
     values (1, true, true, true)
     on conflict (id) do update set publish_landing = true, publish_pumpage = true, publish_wells = true`,
  );
  return async () => {
    if (!before) await database.query('delete from public_data_settings where id = 1');
    else {
      await database.query(
        `update public_data_settings set publish_landing = $1, publish_pumpage = $2, publish_wells = $3
         where id = 1`,
        [before.landing, before.pumpage, before.wells],
      );
    }
  };
}

/** The server's settings for a phase, through the environment its configuration reads. */
async function withSettings<T>(
  settings: Record<string, string | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(settings);
  try {
    return await work();
  } finally {
    apply(saved);
  }
}

/** Starts the app on a port of its own with the phase's settings, runs `work` against it, stops it. */
async function onServer<T>(
  database: Database,
  root: string,
  settings: Record<string, string | undefined>,
  work: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const server = await withSettings(settings, () => startBenchServer(database, root));
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    await server.close();
  }
}

/** Each call once, before the readers: its status and size, and what the summary publishes. */
async function preflight(baseUrl: string): Promise<boolean> {
  let allOk = true;
  for (const call of PAGE_STEPS.flat()) {
    const response = await fetch(`${baseUrl}${call.url}`, {
      headers: { 'x-forwarded-for': '10.255.255.254' },
    });
    const body = Buffer.from(await response.arrayBuffer());
    let detail = `${(body.length / 1024).toFixed(0)} kB, ${response.headers.get('content-type') ?? '?'}`;
    if (response.ok && call.url === getPublicSummaryEndpoint.path) {
      const { data } = JSON.parse(body.toString('utf8')) as { data: PublicSummary };
      detail += `; sections ${JSON.stringify(data.sections)}, ${data.pumpage?.rows.length ?? 0} pumpage rows`;
    }
    if (response.ok && call.url === getPublicWellsEndpoint.path) {
      const { data } = JSON.parse(body.toString('utf8')) as { data: unknown[] };
      detail += `; ${data.length} wells`;
    }
    if (!response.ok) allOk = false;
    console.log(`  ${call.label}: ${response.status}, ${detail}`);
  }
  return allOk;
}

/** Runs the readers' process on the plan; answers its figures per call. */
async function drive(plan: PublicPlan): Promise<Record<string, PublicCallStats>> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-public-'));
  const file = path.join(directory, 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  try {
    const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', PUBLIC_CLIENT, file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as Record<string, PublicCallStats>;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0)).padStart(7);
const labelsOf = (figures: Record<string, PublicCallStats>) => [
  ...PAGE_STEPS.flat()
    .map((call) => call.label)
    .filter((label) => label in figures),
  OVERALL,
  WHOLE_PAGE,
];

/** The measured phase: per call and overall, against the target; answers whether it was met. */
function printMeasured(plan: PublicPlan, figures: Record<string, PublicCallStats>): boolean {
  const labels = labelsOf(figures);
  const width = Math.max(...labels.map((label) => label.length));
  console.log(`\n${'call'.padEnd(width)}    req/s  p50 ms  p99 ms  max ms   429s  errors`);
  for (const label of labels) {
    const stats = figures[label];
    if (!stats) continue;
    if (label === OVERALL || label === WHOLE_PAGE) console.log('-'.repeat(width + 50));
    const rate = (stats.ok.count / plan.seconds).toFixed(1).padStart(8);
    console.log(
      `${label.padEnd(width)} ${rate} ${ms(stats.ok.p50)} ${ms(stats.ok.p99)} ${ms(stats.ok.max)} ` +
        `${String(stats.limited.count).padStart(6)} ${String(stats.errors).padStart(7)}` +
        (stats.errors > 0 ? `  (${JSON.stringify(stats.errorStatuses)})` : ''),
    );
  }
  const overall = figures[OVERALL];
  const met =
    overall !== undefined &&
    overall.ok.count > 0 &&
    overall.ok.p99 !== null &&
    overall.ok.p99 < TARGET_P99_MS &&
    overall.errors === 0 &&
    overall.limited.count === 0;
  console.log(
    `\n${met ? 'PASS' : 'FAIL'}: every call's p99 ${ms(overall?.ok.p99 ?? null).trim()} ms ` +
      `(target < ${TARGET_P99_MS} ms), ${overall?.errors ?? 0} errors, ${overall?.limited.count ?? 0} refused; ` +
      `the whole page is shown, not judged`,
  );
  return met;
}

/** The phase at the default limit: how many were refused, and how fast a refusal is. */
function printLimited(plan: PublicPlan, figures: Record<string, PublicCallStats>): void {
  const labels = labelsOf(figures).filter((label) => label !== WHOLE_PAGE);
  const width = Math.max(...labels.map((label) => label.length));
  console.log(`\n${'call'.padEnd(width)}   200s   429s  429 p50  429 p99  429 max  errors`);
  for (const label of labels) {
    const stats = figures[label];
    if (!stats) continue;
    console.log(
      `${label.padEnd(width)} ${String(stats.ok.count).padStart(6)} ${String(stats.limited.count).padStart(6)} ` +
        `${ms(stats.limited.p50)}  ${ms(stats.limited.p99)}  ${ms(stats.limited.max)} ${String(stats.errors).padStart(7)}`,
    );
  }
  const overall = figures[OVERALL];
  const fast =
    overall !== undefined && overall.limited.count > 0 && (overall.limited.p99 ?? Infinity) < TARGET_P99_MS;
  console.log(
    `\n${fast ? 'PASS' : 'FAIL'}: ${overall?.limited.count ?? 0} refusals in ${plan.seconds} s, ` +
      `429 p99 ${ms(overall?.limited.p99 ?? null).trim()} ms (< ${TARGET_P99_MS} ms)`,
  );
}

/**
 * `npm run bench -- public`: the app on the full-size district (kept next to BENCH_DATABASE_URL,
 * PostgreSQL), every public section published, and 200 anonymous readers from a process of their
 * own, each from its own address, opening the public page as a browser does (its HTML, then
 * GetSummary and GetWells at once, then the pumpage CSV by parish) about once a second for 30 s
 * after a 5 s warm-up: requests per second and p50/p99/max per call and overall, against the
 * issue's p99 < 200 ms. The limit per address is raised for that phase (the readers open pages far
 * faster than a person, and the default would refuse them); a short phase at the default limit
 * then shows the refusals answered fast. BENCH_PUBLIC_READERS, BENCH_PUBLIC_SECONDS,
 * BENCH_PUBLIC_WARMUP_SECONDS, BENCH_PUBLIC_THINK_MS and BENCH_PUBLIC_LIMITED_SECONDS change the run;
 * BENCH_WEB_DIR serves a web build already made.
 */
export async function run(): Promise<void> {
  benchDatabaseUrl();
  const readers = setting('BENCH_PUBLIC_READERS', 200);
  const thinkMs = setting('BENCH_PUBLIC_THINK_MS', 1000);
  const web = webRoot();
  const database = await openDistrict(FULL_SIZE_DISTRICT);
  const restore = await publishEverything(database);
  try {
    // Every request reaches the server from 127.0.0.1, as from a reverse proxy that says whose it is.
    const proxied = { TRUST_PROXY: '127.0.0.1' };
    const plan = (
      baseUrl: string,
      addresses: string[],
      seconds: number,
      warmupSeconds: number,
    ): PublicPlan => ({
      baseUrl,
      warmupSeconds,
      seconds,
      thinkMs,
      addresses,
      steps: PAGE_STEPS,
    });
    const cores = os.cpus().length;

    await onServer(
      database,
      web.root,
      { ...proxied, PUBLIC_REQUESTS_PER_MINUTE: String(RAISED_LIMIT) },
      async (baseUrl) => {
        console.log(
          `\nstore: ${database.kind} (BENCH_DATABASE_URL's server), full-size district; the calls once:`,
        );
        if (!(await preflight(baseUrl)))
          console.log('  (a call did not answer 200: the figures below count it as an error)');
        const measured = plan(
          baseUrl,
          Array.from({ length: readers }, (_, index) => readerAddress(index)),
          setting('BENCH_PUBLIC_SECONDS', 30),
          setting('BENCH_PUBLIC_WARMUP_SECONDS', 5),
        );
        console.log(
          `\n${readers} anonymous readers, each from its own address, opening the public page about every ` +
            `${thinkMs} ms for ${measured.seconds} s after ${measured.warmupSeconds} s of warm-up; server and ` +
            `readers' process on ${cores} cores.\nPUBLIC_REQUESTS_PER_MINUTE raised from ${DEFAULT_LIMIT} to ` +
            `${RAISED_LIMIT}: a reader here opens a page (3 calls) about every second, some 180 calls a minute, ` +
            `which the default limit per address would refuse; the limit's own cost is measured below.`,
        );
        printMeasured(measured, await drive(measured));
      },
    );

    await onServer(
      database,
      web.root,
      { ...proxied, PUBLIC_REQUESTS_PER_MINUTE: undefined },
      async (baseUrl) => {
        const limited = plan(
          baseUrl,
          Array.from({ length: readers }, (_, index) => readerAddress(index % LIMITED_ADDRESSES)),
          setting('BENCH_PUBLIC_LIMITED_SECONDS', 10),
          0,
        );
        console.log(
          `\nAt the default limit (${DEFAULT_LIMIT} public calls per address and minute): the same ${readers} ` +
            `readers from ${LIMITED_ADDRESSES} addresses for ${limited.seconds} s.`,
        );
        printLimited(limited, await drive(limited));
      },
    );
  } finally {
    await restore();
    await database.close();
    if (web.built) rmSync(web.root, { recursive: true, force: true });
  }
}
