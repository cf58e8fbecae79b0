import { API_DOCS_PATH } from '../shared/contracts/endpoint';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { loggableError, openDatabase, type Database } from './db/client';
import { isOperatorError } from './operator-errors';
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoDistrict } from './db/seed';
import { adoptConfiguredSettings } from './modules/rates';
import { runScheduledGeneration } from './modules/invoices/scheduled-generation';
import { startNightlyBackups } from './modules/operations/backup-schedule';
import { openControlSocket } from './modules/operations/control-socket';
import { measureJob, type AppMetrics } from './modules/operations/metrics';
import { scheduleJob } from './scheduled-job';
import { todayIn } from './time';

/** Fills an empty database with the demo district, outside production only. */
async function seedIfEmpty(config: AppConfig, database: Database): Promise<void> {
  if (!config.seedDemoData || !(await isDatabaseEmpty(database))) return;
  console.log('Empty database: generating the demo district (this takes a little while once)...');
  const started = Date.now();
  const summary = await seedDemoDistrict(database, {
    today: todayIn(config.districtTimeZone),
    terms: config.invoiceTerms,
  });
  console.log(
    `Demo district ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.clients} clients, ` +
      `${summary.wells} wells, ${summary.dailyRows.toLocaleString('en-US')} daily pumpage rows.`,
  );
}

function printDemoLogins(config: AppConfig): void {
  if (!config.seedDemoData) return;
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(24)} ${login.description}`);
}

/** The scheduled invoice generation, unless INVOICE_GENERATION_SCHEDULE is off. */
function startInvoiceScheduler(
  config: AppConfig,
  database: Database,
  log: { info: (message: string) => void; error: (error: unknown, message: string) => void },
  metrics: AppMetrics,
) {
  if (!config.invoiceGenerationSchedule) return null;
  return scheduleJob(config.invoiceGenerationSchedule, config.districtTimeZone, async () => {
    try {
      const generated = await measureJob(metrics, 'invoice_generation', () =>
        runScheduledGeneration(database.db, {
          today: todayIn(config.districtTimeZone),
          delayDays: config.invoiceGenerationDelayDays,
        }),
      );
      if (generated) log.info(`Scheduled invoice generation: ${generated.message}`);
    } catch (error) {
      log.error(loggableError(error), 'Scheduled invoice generation failed');
    }
  });
}

/** webRoot: where the built web app is; the default is dist/web. logStream: where log lines go; stdout by default. */
export async function startServer(
  config: AppConfig,
  webRoot?: string,
  logStream?: { write(line: string): void },
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onStaleLock: (owner) =>
      console.warn(
        `Process ${owner.pid} ended without releasing ${config.dataDir}; its lock was stale and is replaced.`,
      ),
  });
  await database.migrate();
  // Before the demo is made, so that it bills with the configured rate and terms.
  await adoptConfiguredSettings(database.db, config.invoiceTerms, config.paymentFees);
  await seedIfEmpty(config, database);
  const app = await buildApp({
    config,
    database,
    webRoot,
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
  });
  await app.listen({ port: config.port, host: config.host });
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(
    `\nGroundwater district portal on ${config.publicUrl} (port ${config.port}), data in ${store}.`,
  );
  console.log(`API documentation: ${config.publicUrl}${API_DOCS_PATH}`);
  printDemoLogins(config);

  const scheduler = startInvoiceScheduler(config, database, app.log, app.metrics);
  const nightlyBackups = startNightlyBackups(config, database, app.log, app.metrics);
  const controlSocket = await openControlSocket(config.dataDir, database, app.log);

  let closing: Promise<void> | undefined;
  /** Stops taking requests, lets those in flight finish (bounded), stops the jobs, then closes the database. */
  const close = () =>
    (closing ??= (async () => {
      await Promise.all([
        scheduler?.stop(),
        nightlyBackups.stop(),
        controlSocket?.close(),
        closeWithin(app, SHUTDOWN_GRACE_MS),
      ]);
      await database.close();
    })());
  return { app, database, close };
}

/**
 * How long requests in flight get to finish once the server is told to stop. Under the 30 s that
 * systemd, Docker and Kubernetes wait before killing a process, so the database is always closed.
 */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * Closes the server: it stops listening, answers 503 to requests arriving on open connections and
 * waits for those in flight; after `graceMs` their connections are cut.
 */
async function closeWithin(
  app: { close(): Promise<void>; server: { closeAllConnections(): void } },
  graceMs: number,
) {
  const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Reads the configuration and starts, exiting with a one-line reason when the configuration is
 * wrong or another process holds the data folder. SIGTERM or SIGINT shut down cleanly; a second
 * one stops at once.
 */
export async function runMain(): Promise<void> {
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(loadConfig());
  } catch (error) {
    if (!isOperatorError(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: stopping without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
