import { chmodSync, lstatSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { blobChunks } from './backup-files';

/**
 * The embedded store is one process's alone while the portal runs, so `npm run backup` asks that
 * process for the dump through a Unix socket in DATA_DIR, which only the portal's user may open.
 * Protocol: the client sends one line, `backup`; the portal answers `ok <bytes>` and that many
 * bytes of gzip tar, or `error <why>`.
 */
export const CONTROL_SOCKET_NAME = 'control.sock';

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET_NAME);
}

const MAX_REQUEST_BYTES = 64;
const MAX_HEADER_BYTES = 1024;
const REQUEST_TIMEOUT_MS = 10_000;
/** A reader or writer that moves nothing for this long has gone away. */
const STALLED_TRANSFER_MS = 60_000;
/** The dump waits for open transactions (an upload may hold one for minutes), then takes a while. */
const ANSWER_TIMEOUT_MS = 30 * 60_000;
/** Linux keeps a socket's path in 108 bytes, the last a NUL. */
const MAX_SOCKET_PATH_BYTES = 107;

export interface ControlSocketLog {
  info: (message: string) => void;
  error: (error: unknown, message: string) => void;
}

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * The running portal's control socket, for the embedded store (null on PostgreSQL). A socket that
 * cannot be opened is logged and the portal runs on: only `npm run backup` needs it.
 */
export async function openControlSocket(
  dataDir: string,
  database: Pick<Database, 'dumpDataDir'>,
  log: ControlSocketLog,
): Promise<ControlSocket | null> {
  if (!database.dumpDataDir) return null;
  try {
    return await startControlSocket(dataDir, database.dumpDataDir, log);
  } catch (error) {
    log.error(
      error,
      'No control socket: `npm run backup` cannot reach this portal (the nightly backup still runs)',
    );
    return null;
  }
}

/** Serves backups of `dump` on DATA_DIR's control socket, one at a time, until closed. */
export async function startControlSocket(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: ControlSocketLog,
): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `The control socket ${socketPath} is longer than a Unix socket path may be (${MAX_SOCKET_PATH_BYTES} bytes): ` +
        'move DATA_DIR to a shorter path, or back up while the portal is stopped.',
    );
  }
  removeStaleSocket(socketPath);
  const connections = new Set<net.Socket>();
  let accepting = false;
  let answering: Promise<void> | null = null;

  const answer = (socket: net.Socket, request: string | null) => {
    if (request !== 'backup') {
      socket.end('error unknown request: the portal answers "backup"\n');
      return;
    }
    if (answering) {
      socket.end('error a backup is being taken already: try again when it has finished\n');
      return;
    }
    socket.setTimeout(0);
    log.info('Control socket: backup requested');
    answering = sendBackup(socket, dump, log).finally(() => {
      answering = null;
    });
  };

  const server = net.createServer((socket) => {
    // Anything that connected before the socket was made private is not trusted.
    if (!accepting) return socket.destroy();
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\n');
      if (end === -1 && received.length <= MAX_REQUEST_BYTES) return;
      socket.off('data', onData);
      answer(socket, end === -1 || end > MAX_REQUEST_BYTES ? null : received.slice(0, end).trim());
    };
    socket.on('data', onData);
  });
  server.maxConnections = 4;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      chmodSync(socketPath, 0o600);
      accepting = true;
      resolve();
    });
  });
  server.on('error', (error) => log.error(error, 'Control socket failed'));

  return {
    async close() {
      accepting = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      // The dump under way finishes before the database it reads may close.
      await answering?.catch(() => undefined);
      await closed;
      rmSync(socketPath, { force: true });
    },
  };
}

async function sendBackup(socket: net.Socket, dump: () => Promise<Blob>, log: ControlSocketLog) {
  let blob: Blob;
  try {
    blob = await dump();
  } catch (error) {
    log.error(error, 'Control socket: the backup failed');
    if (!socket.destroyed) socket.end('error the portal could not dump its database; its log says why\n');
    return;
  }
  try {
    socket.setTimeout(STALLED_TRANSFER_MS, () => socket.destroy(new Error('the reader stopped reading')));
    socket.write(`ok ${blob.size}\n`);
    await pipeline(Readable.from(blobChunks(blob)), socket);
    log.info(`Control socket: backup of ${blob.size} bytes sent`);
  } catch (error) {
    log.error(error, 'Control socket: the backup could not be sent');
  }
}

/** A socket file left by a portal that did not close: the data folder's lock says none runs now. */
function removeStaleSocket(socketPath: string): void {
  let isSocket: boolean;
  try {
    isSocket = lstatSync(socketPath).isSocket();
  } catch {
    return;
  }
  if (!isSocket)
    throw new Error(`${socketPath} exists and is not a socket: remove it, the portal needs the name.`);
  rmSync(socketPath);
}

/**
 * Asks the portal running on `socketPath` for a backup and writes it to `file` (which must not
 * exist). Answers 'no portal' when none listens there, having written nothing.
 */
export async function requestBackupFromServer(
  socketPath: string,
  file: string,
  { answerTimeoutMs = ANSWER_TIMEOUT_MS }: { answerTimeoutMs?: number } = {},
): Promise<{ bytes: number } | 'no portal'> {
  const socket = await connectIfListening(socketPath);
  if (!socket) return 'no portal';
  const output = await open(file, 'wx', 0o600);
  try {
    socket.setTimeout(answerTimeoutMs, () =>
      socket.destroy(
        new Error(`The running portal did not answer within ${answerTimeoutMs / 60_000} minutes.`),
      ),
    );
    socket.write('backup\n');
    let header = Buffer.alloc(0);
    let expected: number | null = null;
    let received = 0;
    for await (const chunk of socket as AsyncIterable<Buffer>) {
      let data = chunk;
      if (expected === null) {
        header = Buffer.concat([header, data]);
        const end = header.indexOf('\n');
        if (end === -1) {
          if (header.length > MAX_HEADER_BYTES) throw new Error('The running portal answered nonsense.');
          continue;
        }
        expected = announcedBytes(header.subarray(0, end).toString('utf8'));
        socket.setTimeout(STALLED_TRANSFER_MS, () =>
          socket.destroy(new Error('The running portal stopped sending the backup.')),
        );
        data = header.subarray(end + 1);
      }
      if (received + data.length > expected)
        throw new Error('The running portal sent more than it announced.');
      await output.write(data);
      received += data.length;
    }
    if (expected === null) throw new Error('The running portal closed the control socket without an answer.');
    if (received !== expected) {
      throw new Error(`The backup from the running portal was cut short: ${received} of ${expected} bytes.`);
    }
    return { bytes: received };
  } finally {
    socket.destroy();
    await output.close();
  }
}

function announcedBytes(header: string): number {
  const ok = /^ok (\d{1,15})$/.exec(header);
  if (ok?.[1]) return Number(ok[1]);
  if (header.startsWith('error '))
    throw new Error(`The running portal refused the backup: ${header.slice(6)}`);
  throw new Error('The running portal answered nonsense.');
}

/** A connection to a listening portal, or null when there is no socket or only a dead one's file. */
function connectIfListening(socketPath: string): Promise<net.Socket | null> {
  // No portal can listen on a path too long for a socket.
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.off('error', onError);
      // From here a failure reaches the reader of the answer.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(new Error(`Cannot reach the running portal on ${socketPath}: ${error.message}`));
    };
    socket.once('error', onError);
  });
}
