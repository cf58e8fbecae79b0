import { existsSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { insertClient } from '../../test/factories/people';
import { takeBackup } from './backup';
import { fillDistrict, openEmbedded, removeTemporaryFolders, temporaryFolder } from './backup-test-support';
import { controlSocketPath, requestBackupFromServer, startControlSocket } from './control-socket';
import { restoreEmbedded } from './restore';
import { tableFingerprints } from './table-fingerprints';

afterAll(removeTemporaryFolders);

const quietLog = { info: () => undefined, error: () => undefined };

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve) => server.listen(socketPath, resolve));
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Everything the socket answers to `request`, until it closes the connection. */
function rawRequest(socketPath: string, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (answer += text));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A stand-in for a portal on the data folder's socket that answers every request with `answer`. */
async function fakePortal(dataDir: string, answer: Buffer): Promise<net.Server> {
  const server = net.createServer((socket) => socket.once('data', () => socket.end(answer)));
  await listen(server, controlSocketPath(dataDir));
  return server;
}

describe('the control socket', () => {
  it('answers a backup while a transaction is open: the dump waits for it and restores with its rows', async () => {
    const dataDir = temporaryFolder();
    const database = await openEmbedded(dataDir);
    await fillDistrict(database.db);
    let backupRequested!: () => void;
    const requested = new Promise<void>((resolve) => (backupRequested = resolve));
    const log = {
      info: (message: string) => {
        if (message.includes('backup requested')) backupRequested();
      },
      error: () => undefined,
    };
    const dump = database.dumpDataDir;
    if (!dump) throw new Error('The embedded store dumps itself.');
    const control = await startControlSocket(dataDir, dump, log);
    const folder = temporaryFolder();
    const file = path.join(folder, 'during.tar.gz');
    let backup!: Promise<{ bytes: number } | 'no portal'>;
    await database.db.transaction(async (tx) => {
      await insertClient(tx, { name: 'Written before the backup was asked for' });
      backup = requestBackupFromServer(controlSocketPath(dataDir), file);
      await requested;
      await expect(
        requestBackupFromServer(controlSocketPath(dataDir), path.join(folder, 'second.tar.gz')),
      ).rejects.toThrow(/refused the backup: a backup is being taken already/);
      await insertClient(tx, { name: 'Written after the backup was asked for' });
    });
    expect(await backup).toEqual({ bytes: statSync(file).size });
    const expected = await tableFingerprints(database.db);
    await control.close();
    await database.close();

    const restoredDir = temporaryFolder();
    await restoreEmbedded(file, restoredDir);
    const restored = await openDatabase({ dataDir: restoredDir });
    const names = await restored.query<{ name: string }>(
      `select name from clients where name like 'Written%'`,
    );
    const fingerprints = await tableFingerprints(restored.db);
    await restored.close();
    expect(names.map((row) => row.name).sort()).toEqual([
      'Written after the backup was asked for',
      'Written before the backup was asked for',
    ]);
    expect(fingerprints).toEqual(expected);
  });

  it('is private to its user, replaces a dead portal’s socket, refuses another file’s name, and goes on close', async () => {
    const dataDir = temporaryFolder();
    const socketPath = controlSocketPath(dataDir);
    // A portal that was killed leaves its socket file behind, with nobody listening.
    const dead = net.createServer();
    await listen(dead, path.join(dataDir, 'dead.sock'));
    renameSync(path.join(dataDir, 'dead.sock'), socketPath);
    await closeServer(dead);
    const file = path.join(temporaryFolder(), 'nothing.tar.gz');
    expect(await requestBackupFromServer(socketPath, file)).toBe('no portal');
    expect(existsSync(file)).toBe(false);

    const control = await startControlSocket(dataDir, async () => new Blob(['dump']), quietLog);
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(await rawRequest(socketPath, 'backup\n')).toBe('ok 4\ndump');
    await control.close();
    expect(existsSync(socketPath)).toBe(false);

    writeFileSync(socketPath, 'an operator’s notes');
    await expect(startControlSocket(dataDir, async () => new Blob([]), quietLog)).rejects.toThrow(
      /exists and is not a socket/,
    );
  });

  it('answers only "backup", and refuses a request longer than one', async () => {
    const dataDir = temporaryFolder();
    const control = await startControlSocket(dataDir, async () => new Blob(['dump']), quietLog);
    const socketPath = controlSocketPath(dataDir);
    expect(await rawRequest(socketPath, 'restore\n')).toMatch(/^error unknown request/);
    expect(await rawRequest(socketPath, 'x'.repeat(10_000))).toMatch(/^error unknown request/);
    await control.close();
  });

  it('never leaves a backup cut short, or refused, under its name', async () => {
    const dataDir = temporaryFolder();
    const backupDir = temporaryFolder();
    const store = { dataDir, databaseUrl: undefined, backupDir };
    const cutShort = await fakePortal(dataDir, Buffer.concat([Buffer.from('ok 1000\n'), Buffer.alloc(10)]));
    await expect(takeBackup(store)).rejects.toThrow(/cut short: 10 of 1000 bytes/);
    await closeServer(cutShort);
    const refusing = await fakePortal(dataDir, Buffer.from('error the disk is full\n'));
    await expect(takeBackup(store)).rejects.toThrow(/refused the backup: the disk is full/);
    await closeServer(refusing);
    expect(readdirSync(backupDir)).toEqual([]);
  });
});
