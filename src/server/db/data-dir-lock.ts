import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'portal.lock';

/** A takeover guard older than this was left by a process that died while replacing a stale lock. */
const ABANDONED_TAKEOVER_MS = 10_000;

/** Who holds a data folder, as its lock file says. */
export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  command: string;
  /** Tells this process's lock from another's that happens to carry the same pid. */
  nonce: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where =
      owner.hostname === os.hostname() ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.hostname}`;
    super(
      `The embedded database in ${dataDir} is in use by ${where} (${owner.command}, since ${owner.startedAt}). ` +
        'Two processes on one data folder would corrupt it: stop that one first, or use another DATA_DIR. ' +
        `If that process is gone, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** The holder before this one, when its lock was stale (it died without releasing it). */
  replacedStaleOwner?: LockOwner;
  release(): void;
}

/**
 * Takes the data folder for this process: a lock file naming the owner's pid, created only if no
 * other exists. A lock whose process is gone (killed, crashed, the machine restarted) is stale and
 * replaced; the lock of a live process is refused with DataDirLockedError. Released on close, and
 * on exit should the process end without closing.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command:
      process.argv
        .slice(1, 3)
        .map((part) => path.basename(part))
        .join(' ') || 'node',
    nonce: randomBytes(8).toString('hex'),
  };
  let replacedStaleOwner: LockOwner | undefined;
  if (!createLockFile(lockPath, owner)) {
    const holder = readOwner(lockPath);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    replacedStaleOwner = holder ?? undefined;
    replaceStaleLock(dataDir, lockPath, holder, owner);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOwner(lockPath)?.nonce === owner.nonce) rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { replacedStaleOwner, release };
}

function createLockFile(lockPath: string, owner: LockOwner): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(lockPath, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(descriptor, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(descriptor);
  }
  return true;
}

/**
 * Two processes finding the same stale lock must not both take the folder: the one that creates
 * the takeover guard replaces the lock, and the other finds the new, live owner and is refused.
 */
function replaceStaleLock(
  dataDir: string,
  lockPath: string,
  stale: LockOwner | null,
  owner: LockOwner,
): void {
  const guardPath = `${lockPath}.takeover`;
  removeAbandonedGuard(guardPath);
  if (!createLockFile(guardPath, owner)) {
    throw new DataDirLockedError(dataDir, readOwner(guardPath) ?? owner);
  }
  try {
    const current = readOwner(lockPath);
    if (current && current.nonce !== stale?.nonce && isAlive(current))
      throw new DataDirLockedError(dataDir, current);
    rmSync(lockPath, { force: true });
    if (!createLockFile(lockPath, owner)) throw new DataDirLockedError(dataDir, readOwner(lockPath) ?? owner);
  } finally {
    unlinkSync(guardPath);
  }
}

function removeAbandonedGuard(guardPath: string): void {
  try {
    if (Date.now() - statSync(guardPath).mtimeMs > ABANDONED_TAKEOVER_MS) rmSync(guardPath, { force: true });
  } catch {
    // No guard: nobody is taking over.
  }
}

/** The lock's owner, or null when the file is gone or unreadable (a process died while writing it). */
function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.nonce !== 'string') return null;
    return {
      pid: owner.pid,
      hostname: String(owner.hostname ?? ''),
      startedAt: String(owner.startedAt ?? ''),
      command: String(owner.command ?? ''),
      nonce: owner.nonce,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's process still runs. A lock written on another machine (a shared folder)
 * cannot be checked from here and counts as live. A process that started after the lock was
 * written is not its owner but a later one given the same pid (in a restarted container the
 * portal is pid 1 every time).
 */
export function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const processStart = processStartedAt(owner.pid);
  const lockWritten = Date.parse(owner.startedAt);
  if (processStart === undefined || Number.isNaN(lockWritten)) return true;
  return processStart <= lockWritten + START_TIME_SLACK_MS;
}

/** /proc gives a start time in clock ticks (usually a hundredth of a second) since boot. */
const START_TIME_SLACK_MS = 2_000;
const CLOCK_TICKS_PER_SECOND = 100;

/** When a process started (ms since the epoch), where /proc tells; undefined elsewhere. */
function processStartedAt(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces; the fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    const bootLine = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('btime '));
    const bootSeconds = Number(bootLine?.split(' ')[1]);
    if (!Number.isFinite(startTicks) || !Number.isFinite(bootSeconds)) return undefined;
    return bootSeconds * 1000 + (startTicks / CLOCK_TICKS_PER_SECOND) * 1000;
  } catch {
    return undefined;
  }
}
