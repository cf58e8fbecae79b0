import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfNeeded, DEFAULT_WEB_OUT_DIR } from '../scripts/web-build';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/main';
import { assertLogHoldsNoSecrets, serverLogFile } from './server-log';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built web app the server serves, with Vite's manifest for the bundle budgets. */
    webRoot: string;
    /** Registration code of the demo district's first client, for the registration journey. */
    firstClientRegistrationCode: string;
    /** Where the server writes each e-mail as an .eml file: it runs without SMTP. */
    outboxDir: string;
  }
}

/**
 * Starts the real server as `npm start` would, on a free port with a fresh data directory, so the
 * demo district is generated and migrations run exactly as on a new machine.
 */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIR: a build directory of its own, for a second e2e run on the same checkout.
  const webRoot = path.resolve(process.env.E2E_WEB_DIR ?? DEFAULT_WEB_OUT_DIR);
  buildWebIfNeeded(webRoot);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-e2e-'));
  // Sandbox bank transfers clear after 3 s, so a journey sees processing, then paid.
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PAYMENT_SANDBOX_SETTLE_SECONDS: '3',
    // The journeys send reminders themselves; the morning job would race them.
    REPORTING_REMINDER_SCHEDULE: 'off',
    PERMIT_CHECK_SCHEDULE: 'off',
    RATE_NOTICE_SCHEDULE: 'off',
    // Request lines are written at info: the log scanned for secrets at the end must have them.
    LOG_LEVEL: 'info',
  });
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-e2e-log-'));
  const logFile = path.join(logDir, 'server.log');
  const server = await startServer(config, webRoot, serverLogFile(logFile));
  const { port } = server.app.server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('webRoot', webRoot);
  project.provide('outboxDir', path.join(dataDir, 'outbox'));
  const [firstClient] = await server.database.query<{ registration_code: string }>(
    'select registration_code from clients order by id limit 1',
  );
  project.provide('firstClientRegistrationCode', firstClient?.registration_code ?? '');
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    try {
      assertLogHoldsNoSecrets(logFile);
    } catch (error) {
      // Vitest prints an error thrown by a teardown but would still exit 0. The log stays for reading.
      process.exitCode = 1;
      throw error;
    }
    rmSync(logDir, { recursive: true, force: true });
  };
}
