import { API_DOCS_PATH } from '../shared/contracts/endpoint';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoDistrict } from './db/seed';
import { runScheduledGeneration, scheduleInvoiceGeneration } from './modules/invoices/scheduled-generation';
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
) {
  if (!config.invoiceGenerationSchedule) return null;
  return scheduleInvoiceGeneration(config.invoiceGenerationSchedule, config.districtTimeZone, async () => {
    try {
      const generated = await runScheduledGeneration(database.db, {
        today: todayIn(config.districtTimeZone),
        delayDays: config.invoiceGenerationDelayDays,
        terms: config.invoiceTerms,
      });
      if (generated) log.info(`Scheduled invoice generation: ${generated.message}`);
    } catch (error) {
      log.error(error, 'Scheduled invoice generation failed');
    }
  });
}

/** webRoot: where the built web app is; the default is dist/web. */
export async function startServer(config: AppConfig, webRoot?: string) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedIfEmpty(config, database);
  const app = await buildApp({
    config,
    database,
    webRoot,
    logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(
    `\nGroundwater district portal on ${config.publicUrl} (port ${config.port}), data in ${store}.`,
  );
  console.log(`API documentation: ${config.publicUrl}${API_DOCS_PATH}`);
  printDemoLogins(config);

  const scheduler = startInvoiceScheduler(config, database, app.log);

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    scheduler?.stop();
    await app.close();
    await database.close();
  };
  return { app, database, close };
}

/** Reads the configuration (exiting with its problems listed), starts, and stops on SIGINT/SIGTERM. */
export async function runMain(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
