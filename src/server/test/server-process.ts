import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './test-app';

const SERVE_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../serve.ts');

/** Time for a server process to start: tsx compiles on the way, and a busy machine runs the suite beside it. */
const START_BOUND_MS = 60_000;

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * The real server in a process of its own, as `npm start` runs it in production (no demo data, no
 * scheduled jobs), on the store `store` names. Resolves once it answers its health check, or once
 * the process has ended (a refused start: its output says why).
 */
export async function spawnServer(
  store: { DATA_DIR: string } | { DATABASE_URL: string },
  settings: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE_SCRIPT], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      INVOICE_GENERATION_SCHEDULE: 'off',
      BACKUP_SCHEDULE: 'off',
      ...settings,
      ...store,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const server: ServerProcess = {
    pid: child.pid ?? 0,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
  };
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + START_BOUND_MS;
  while (!ended && Date.now() < deadline) {
    if (await answersHealth(server.baseUrl)) return server;
    await sleep(100);
  }
  if (!ended) {
    child.kill('SIGKILL');
    throw new Error(`The server did not start within ${START_BOUND_MS / 1000} s:\n${output}`);
  }
  return server;
}

async function answersHealth(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}
