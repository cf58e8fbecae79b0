import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type Database } from '../db/client';

const run = promisify(execFile);
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'] as const;

/**
 * A PostgreSQL primary of its own with a streaming replica, both in a temporary folder on ports of
 * their own, so test files may each start one at once. The primary is not the server of
 * TEST_DATABASE_URL: a base backup needs a `replication` line in pg_hba.conf, which a developer's
 * server rarely has (trust for `all` does not cover replication), and copying its whole cluster
 * would copy every other test file's database too.
 */
export interface ReplicatedCluster {
  /** The migrated database `portal` on the primary. */
  primaryUrl: string;
  /** The same database on the replica. */
  replicaUrl: string;
  /** Plain SQL on the replica, e.g. `select pg_wal_replay_pause()`. */
  replicaQuery<Row = Record<string, unknown>>(sql: string): Promise<Row[]>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops both servers and removes the folder. */
  close(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder holding every tool needed, or undefined. */
function binaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((folder) => TOOLS.every((tool) => existsSync(path.join(folder, tool))));
}

const isRoot = () => process.getuid?.() === 0;

/** Why this machine cannot run the replica tests, or undefined when it can. */
export function replicaSkipReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'they run in the PostgreSQL pass (TEST_DATABASE_URL)';
  if (!binaries())
    return `PostgreSQL's server binaries (${TOOLS.join(', ')}) are not in /usr/lib/postgresql/*/bin`;
  if (isRoot() && !existsSync('/usr/sbin/runuser')) return 'running as root without runuser';
  return undefined;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
async function asPostgres(tool: (typeof TOOLS)[number], args: string[]): Promise<void> {
  const bin = path.join(binaries() ?? '', tool);
  const [command, commandArgs] = isRoot()
    ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  try {
    await run(command, commandArgs, { timeout: 120_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || String(error)}`, { cause: error });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const urlOf = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function withDatabase<T>(url: string, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export async function startReplicatedCluster(): Promise<ReplicatedCluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'gdp-replica-'));
  if (isRoot()) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, id('-u'), id('-g'));
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const data = { primary: path.join(folder, 'primary'), replica: path.join(folder, 'replica') };
  const pgCtl = (server: keyof typeof data, port: number, ...action: string[]) => {
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB`;
    return asPostgres('pg_ctl', [
      '-D',
      data[server],
      '-l',
      `${data[server]}.log`,
      '-w',
      '-o',
      options,
      ...action,
    ]);
  };
  const stop = (server: keyof typeof data) =>
    asPostgres('pg_ctl', ['-D', data[server], '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  const close = async () => {
    await stop('replica');
    await stop('primary');
    rmSync(folder, { recursive: true, force: true });
  };
  const replicaQuery = <Row>(sql: string) =>
    withDatabase(urlOf(replicaPort, 'portal'), (replica) => replica.query<Row>(sql));

  try {
    await asPostgres('initdb', [
      '-D',
      data.primary,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await pgCtl('primary', primaryPort, 'start');
    await withDatabase(urlOf(primaryPort, 'postgres'), (admin) => admin.query('create database portal'));
    await withDatabase(urlOf(primaryPort, 'portal'), (portal) => portal.migrate());
    await asPostgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', data.replica, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    await pgCtl('replica', replicaPort, 'start');
    // A replica that has replayed no commit since it started cannot say how far behind it is.
    await withDatabase(urlOf(primaryPort, 'portal'), (portal) => portal.query('select txid_current()'));
    await until(async () => {
      const [row] = await replicaQuery<{ replayed: boolean }>(
        'select pg_last_xact_replay_timestamp() is not null as replayed',
      );
      return row?.replayed === true;
    }, 'the replica to replay a commit');
  } catch (error) {
    const log = (server: keyof typeof data) =>
      existsSync(`${data[server]}.log`) ? readFileSync(`${data[server]}.log`, 'utf8').slice(-2000) : '';
    const logs = `\nprimary log:\n${log('primary')}\nreplica log:\n${log('replica')}`;
    await close();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${logs}`, { cause: error });
  }

  return {
    primaryUrl: urlOf(primaryPort, 'portal'),
    replicaUrl: urlOf(replicaPort, 'portal'),
    replicaQuery,
    stopReplica: () => asPostgres('pg_ctl', ['-D', data.replica, '-m', 'fast', '-w', 'stop']),
    startReplica: () => pgCtl('replica', replicaPort, 'start'),
    close,
  };
}
