import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, type LockOwner } from './data-dir-lock';

describe('lockDataDir', () => {
  let dataDir: string;
  let lockPath: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-lock-'));
    lockPath = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const writeLock = (owner: Partial<LockOwner>) =>
    writeFileSync(
      lockPath,
      JSON.stringify({
        hostname: os.hostname(),
        startedAt: new Date().toISOString(),
        command: 'serve.ts',
        nonce: 'n',
        ...owner,
      }),
    );

  /** The pid of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

  it('writes the owner’s pid, refuses a second holder, and frees the folder on release', () => {
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it.each([
    ['its process has ended', () => writeLock({ pid: deadPid() })],
    // A restarted container gives the portal the same pid; the lock was written before this process began.
    [
      'its pid now belongs to a process started after it',
      () => writeLock({ pid: process.pid, startedAt: '2001-01-01T00:00:00Z' }),
    ],
    ['it is unreadable (its writer died mid-write)', () => writeFileSync(lockPath, '{"pi')],
  ])('takes over a stale lock: %s', (_case, leaveLock) => {
    leaveLock();
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('names the stale owner it replaced', () => {
    const pid = deadPid();
    writeLock({ pid });
    const lock = lockDataDir(dataDir);
    expect(lock.replacedStaleOwner?.pid).toBe(pid);
    lock.release();
  });

  it('counts a lock written on another machine as held: its process cannot be checked from here', () => {
    writeLock({ pid: deadPid(), hostname: 'another-host' });
    expect(() => lockDataDir(dataDir)).toThrow('on another-host');
  });

  it('does not remove a lock that another process has since taken', () => {
    const lock = lockDataDir(dataDir);
    writeLock({ pid: process.pid, nonce: 'someone-else' });
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
  });
});

describe('the embedded database on a data folder', () => {
  it('cannot be opened twice, opens again once closed, and dumps itself', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-lock-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await first.close();
      const second = await openDatabase({ dataDir });
      await second.query('create table kept (n int)');
      await second.query('insert into kept values (1)');
      const dump = await second.dumpDataDir?.();
      await second.query('insert into kept values (2)');
      await second.close();
      // The dump is a data folder PGlite opens as it was when dumped.
      const copy = await PGlite.create({ loadDataDir: dump });
      expect((await copy.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 1 }]);
      await copy.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
