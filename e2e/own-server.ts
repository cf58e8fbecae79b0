import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/main';
import { assertLogHoldsNoSecrets, serverLogFile } from './server-log';

export interface OwnServer {
  baseUrl: string;
  /** Stops the server, removes its data and fails when its log holds a secret. */
  close(): Promise<void>;
}

/**
 * A server of the test file's own, started as global-setup starts the shared one (a fresh demo
 * district, the same built web app), for states the shared server cannot hold for a whole file: a
 * bank transfer that stays processing (`env` sets the sandbox's settle delay) or the district's one
 * accounting connection, which another journey expects to find disconnected.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-e2e-own-'));
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-e2e-own-log-'));
  const logFile = path.join(logDir, 'server.log');
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...env,
  });
  const server = await startServer(config, inject('webRoot'), serverLogFile(logFile));
  const { port } = server.app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      assertLogHoldsNoSecrets(logFile);
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
