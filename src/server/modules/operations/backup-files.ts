import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type BackupKind = 'embedded' | 'postgres';

const EXTENSIONS: Record<BackupKind, string> = { embedded: '.tar.gz', postgres: '.dump' };

/** `portal-backup-2026-11-25T013000Z.tar.gz`: what the portal names its backups, and the only files it prunes. */
export const BACKUP_NAME_PATTERN =
  /^portal-backup-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.(tar\.gz|dump)$/;

export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');
  return `portal-backup-${stamp}${EXTENSIONS[kind]}`;
}

/** The instant a backup's name records, or null for a name that is not one of ours. */
export function backupNameTime(name: string): Date | null {
  const match = BACKUP_NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
}

/** Where a backup goes: `given` names a folder (a new file in it) or a file; else a new file in `backupDir`. */
export function backupTarget(
  kind: BackupKind,
  backupDir: string,
  given: string | undefined,
  at: Date,
): string {
  if (!given) return path.join(backupDir, backupFileName(kind, at));
  const resolved = path.resolve(given);
  const isFolder = given.endsWith('/') || (existsSync(resolved) && statSync(resolved).isDirectory());
  return isFolder ? path.join(resolved, backupFileName(kind, at)) : resolved;
}

/**
 * Writes a file under a hidden temporary name beside `target` and renames it into place once it is
 * whole and on disk, so a backup cut short never looks like a finished one. Answers its size.
 */
export async function writeAtomically(target: string, write: (temporary: string) => Promise<void>) {
  if (existsSync(target)) throw new Error(`${target} already exists: a backup never overwrites a file.`);
  // A backup holds every password hash and token of the portal: its user's alone.
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`,
  );
  try {
    await write(temporary);
    const file = await open(temporary, 'r+');
    try {
      await file.chmod(0o600);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, target);
    await syncFolder(path.dirname(target));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(target)).size;
}

/** The rename itself reaches the disk once the folder is synced (a best effort: not every system can). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse to sync a folder; the file itself is on disk.
  } finally {
    await handle.close();
  }
}

/** A blob in slices of a megabyte: what is written at once stays small whatever the blob's size. */
export async function* blobChunks(blob: Blob): AsyncGenerator<Buffer> {
  const sliceBytes = 1024 * 1024;
  for (let offset = 0; offset < blob.size; offset += sliceBytes) {
    yield Buffer.from(await blob.slice(offset, offset + sliceBytes).arrayBuffer());
  }
}

export async function writeBlob(blob: Blob, file: string): Promise<void> {
  await pipeline(Readable.from(blobChunks(blob)), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
