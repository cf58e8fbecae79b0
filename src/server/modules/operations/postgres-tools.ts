import { spawn } from 'node:child_process';

export interface ToolConnection {
  /** `--dbname=` with DATABASE_URL minus its password. */
  dbnameArgument: string;
  env: NodeJS.ProcessEnv;
}

/**
 * How pg_dump and pg_restore reach DATABASE_URL's database without the password on their command
 * line, which every user of the machine can read: the URL without it goes to --dbname, the password
 * to PGPASSWORD, which only this user (and root) can read.
 */
export function postgresToolConnection(databaseUrl: string): ToolConnection {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: '15' };
  if (password) env.PGPASSWORD = password;
  return { dbnameArgument: `--dbname=${withoutPassword(databaseUrl)}`, env };
}

/** DATABASE_URL as it may be shown or logged. */
export function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  url.searchParams.delete('password');
  return url.toString();
}

/** A dump or restore of a district's database takes minutes; a tool still running after this is stuck. */
const TOOL_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** What of a failing tool's messages is kept for the error: its last lines. */
const STDERR_TAIL_BYTES = 8 * 1024;

/** Runs a PostgreSQL client tool (no shell) and fails with the end of what it printed. */
export function runPostgresTool(
  command: 'pg_dump' | 'pg_restore',
  args: string[],
  { env, timeoutMs = TOOL_TIMEOUT_MS }: { env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools (the server's version or newer).`,
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const why = signal
        ? `was stopped by ${signal} (it may have run past its ${timeoutMs / 60_000}-minute limit)`
        : `failed (exit code ${code})`;
      reject(new Error(`${command} ${why}${stderr.trim() ? `:\n${stderr.trim()}` : '.'}`));
    });
  });
}
